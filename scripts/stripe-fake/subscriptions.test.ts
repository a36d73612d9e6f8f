/** Subscriptions over their life: trial, price switch, cancellation, renewals paid and failed. */
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { customerWithCard, DAY, nowSeconds, PRICES, startTestFake, type TestFake } from './test-support';
import type { Subscription } from './types';

let t: TestFake;
beforeAll(async () => {
  t = await startTestFake();
});
afterAll(() => t.fake.close());
beforeEach(() => t.control('/__fake/reset', {}));

async function trialing(number = '4242424242424242', price = PRICES.monthly) {
  const { customer, paymentMethod } = await customerWithCard(t.stripe, number);
  const subscription = await t.stripe.subscriptions.create({
    customer: customer.id,
    items: [{ price }],
    default_payment_method: paymentMethod.id,
    trial_period_days: 30,
    payment_behavior: 'error_if_incomplete',
    metadata: { userId: '7' },
  });
  return { customer, paymentMethod, subscription };
}

const advance = (subscription: { id: string }, body: { to: string; payment?: string }) =>
  t.control<Subscription>(`/__fake/subscriptions/${subscription.id}/advance`, body);

describe('a 30-day trial', () => {
  it('starts trialing, with the trial as the first period and a paid invoice of 0', async () => {
    const { customer, paymentMethod, subscription } = await trialing();
    const at = nowSeconds();
    expect(subscription).toMatchObject({
      status: 'trialing',
      customer: customer.id,
      default_payment_method: paymentMethod.id,
      cancel_at_period_end: false,
      cancel_at: null,
      metadata: { userId: '7' },
    });
    expect(subscription.trial_end! - at).toBeGreaterThanOrEqual(30 * DAY - 5);
    expect(subscription.trial_end! - at).toBeLessThanOrEqual(30 * DAY);
    const [item] = subscription.items.data;
    expect(item).toMatchObject({
      current_period_start: subscription.trial_start,
      current_period_end: subscription.trial_end,
      price: { id: PRICES.monthly, unit_amount: 299 },
    });

    const invoice = await t.stripe.invoices.retrieve(subscription.latest_invoice as string);
    expect(invoice).toMatchObject({
      status: 'paid',
      amount_due: 0,
      billing_reason: 'subscription_create',
      customer: customer.id,
      parent: { subscription_details: { subscription: subscription.id } },
    });
    expect((await t.events()).map((event) => event.type)).toEqual(['customer.created', 'customer.subscription.created', 'invoice.paid']);
  });

  it('keeps its trial when the price is switched', async () => {
    const { subscription } = await trialing();
    const [item] = subscription.items.data;
    const switched = await t.stripe.subscriptions.update(subscription.id, {
      cancel_at_period_end: false,
      items: [{ id: item!.id, price: PRICES.yearly }],
      proration_behavior: 'create_prorations',
    });
    expect(switched).toMatchObject({ status: 'trialing', trial_end: subscription.trial_end, latest_invoice: subscription.latest_invoice });
    expect(switched.items.data[0]).toMatchObject({
      id: item!.id,
      price: { id: PRICES.yearly, recurring: { interval: 'year' } },
      current_period_end: subscription.trial_end,
    });
    const [updated] = await t.events('customer.subscription.updated');
    expect(updated?.data.previous_attributes).toMatchObject({ items: { data: [{ price: { id: PRICES.monthly } }] } });
  });

  it('emits trial_will_end on request', async () => {
    const { subscription } = await trialing();
    await advance(subscription, { to: 'trial_will_end' });
    const [event] = await t.events('customer.subscription.trial_will_end');
    expect(event?.data.object).toMatchObject({ id: subscription.id, status: 'trialing' });
  });

  it('becomes active and paid when the trial ends and the card pays', async () => {
    const { subscription } = await trialing();
    const advanced = await advance(subscription, { to: 'trial_end' });
    expect(advanced.status).toBe('active');
    const [item] = advanced.items.data;
    expect(item!.current_period_start).toBe(subscription.trial_end);
    expect(item!.current_period_end - subscription.trial_end!).toBeGreaterThanOrEqual(28 * DAY);
    const [paid] = await t.events('invoice.paid').then((events) => events.slice(-1));
    expect(paid?.data.object).toMatchObject({
      amount_paid: 299,
      status: 'paid',
      billing_reason: 'subscription_cycle',
      parent: { subscription_details: { subscription: subscription.id } },
    });
    const types = (await t.events()).map((event) => event.type);
    expect(types.slice(-2)).toEqual(['invoice.paid', 'customer.subscription.updated']);
    expect((await t.stripe.subscriptions.retrieve(subscription.id)).status).toBe('active');
  });

  it('becomes past_due when the trial ends and the card (…0341) fails', async () => {
    const { subscription } = await trialing('4000000000000341');
    const advanced = await advance(subscription, { to: 'trial_end' });
    expect(advanced.status).toBe('past_due');
    const [failed] = await t.events('invoice.payment_failed');
    expect(failed?.data.object).toMatchObject({
      status: 'open',
      amount_due: 299,
      amount_paid: 0,
      parent: { subscription_details: { subscription: subscription.id } },
    });
    const [updated] = await t.events('customer.subscription.updated');
    expect(updated?.data.previous_attributes).toMatchObject({ status: 'trialing' });
  });

  it('takes the payment outcome from the control call when given', async () => {
    const { subscription } = await trialing();
    expect((await advance(subscription, { to: 'trial_end', payment: 'failed' })).status).toBe('past_due');
    expect((await advance(subscription, { to: 'period_end', payment: 'succeeded' })).status).toBe('active');
  });

  it('ends the trial at once with trial_end=now, charging the card', async () => {
    const { subscription } = await trialing();
    const ended = await t.stripe.subscriptions.update(subscription.id, { trial_end: 'now' });
    expect(ended.status).toBe('active');
    expect(ended.trial_end).toBeLessThanOrEqual(nowSeconds());
    const invoice = await t.stripe.invoices.retrieve(ended.latest_invoice as string);
    expect(invoice).toMatchObject({ amount_paid: 299, billing_reason: 'subscription_update' });
  });
});

describe('cancelling', () => {
  it('at period end: stays live until the period ends, then is canceled with a deleted event', async () => {
    const { subscription } = await trialing();
    const cancelling = await t.stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true });
    expect(cancelling).toMatchObject({ status: 'trialing', cancel_at_period_end: true, cancel_at: subscription.trial_end });
    const ended = await advance(subscription, { to: 'period_end' });
    expect(ended).toMatchObject({ status: 'canceled', ended_at: subscription.trial_end });
    const [deleted] = await t.events('customer.subscription.deleted');
    expect(deleted?.data.object).toMatchObject({ id: subscription.id, status: 'canceled' });
    expect(await t.events('invoice.paid')).toHaveLength(1);
  });

  it('can be taken back before the period ends', async () => {
    const { subscription } = await trialing();
    await t.stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true });
    const resumed = await t.stripe.subscriptions.update(subscription.id, { cancel_at_period_end: false });
    expect(resumed).toMatchObject({ cancel_at_period_end: false, cancel_at: null, canceled_at: null });
  });

  it('at once with DELETE', async () => {
    const { subscription } = await trialing();
    const canceled = await t.stripe.subscriptions.cancel(subscription.id);
    expect(canceled).toMatchObject({ status: 'canceled' });
    expect(canceled.canceled_at).toBe(canceled.ended_at);
    expect(await t.events('customer.subscription.deleted')).toHaveLength(1);
    await expect(t.stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true })).rejects.toBeInstanceOf(
      Stripe.errors.StripeInvalidRequestError,
    );
  });

  it('refuses a second cancellation and a second customer deletion, as Stripe does: DELETE takes no idempotency key, a repeat is refused instead (account deletion relies on it)', async () => {
    const { customer, subscription } = await trialing();
    await t.stripe.subscriptions.cancel(subscription.id);
    await expect(t.stripe.subscriptions.cancel(subscription.id)).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect((await t.stripe.subscriptions.retrieve(subscription.id)).status).toBe('canceled');
    await t.stripe.customers.del(customer.id);
    await expect(t.stripe.customers.del(customer.id)).rejects.toMatchObject({ code: 'resource_missing', statusCode: 404 });
  });
});

describe('without a trial', () => {
  it('charges at once and is active', async () => {
    const { customer } = await customerWithCard(t.stripe);
    const subscription = await t.stripe.subscriptions.create({ customer: customer.id, items: [{ price: PRICES.yearly }], expand: ['latest_invoice'] });
    expect(subscription.status).toBe('active');
    expect(subscription.latest_invoice).toMatchObject({ status: 'paid', amount_paid: 2999, billing_reason: 'subscription_create' });
    const [item] = subscription.items.data;
    expect(item!.current_period_end - item!.current_period_start).toBeGreaterThanOrEqual(365 * DAY);
  });

  it('is incomplete when the card declines, or refused under error_if_incomplete', async () => {
    const { customer } = await customerWithCard(t.stripe, '4000000000000341');
    const incomplete = await t.stripe.subscriptions.create({ customer: customer.id, items: [{ price: PRICES.monthly }] });
    expect(incomplete.status).toBe('incomplete');
    expect(await t.events('invoice.payment_failed')).toHaveLength(1);

    const error = await t.stripe.subscriptions
      .create({ customer: customer.id, items: [{ price: PRICES.monthly }], payment_behavior: 'error_if_incomplete' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(error).toMatchObject({ code: 'card_declined', decline_code: 'generic_decline' });
    expect((await t.stripe.subscriptions.list({ customer: customer.id, status: 'all' })).data).toHaveLength(1);
  });

  it('moving an active monthly subscription to yearly bills the difference at once', async () => {
    const { customer } = await customerWithCard(t.stripe);
    const monthly = await t.stripe.subscriptions.create({ customer: customer.id, items: [{ price: PRICES.monthly }] });
    const yearly = await t.stripe.subscriptions.update(monthly.id, {
      items: [{ id: monthly.items.data[0]!.id, price: PRICES.yearly }],
      expand: ['latest_invoice'],
    });
    expect(yearly.status).toBe('active');
    // Almost the whole month is unused, so about 2.99 € is credited.
    expect(yearly.latest_invoice).toMatchObject({ billing_reason: 'subscription_update', amount_paid: 2999 - 299 });
  });
});

describe('listing', () => {
  it('lists a customer’s subscriptions by status, newest first', async () => {
    const { customer, subscription: first } = await trialing();
    await t.stripe.subscriptions.cancel(first.id);
    const second = await t.stripe.subscriptions.create({ customer: customer.id, items: [{ price: PRICES.yearly }] });
    await trialing();

    const ids = async (params: Stripe.SubscriptionListParams) =>
      (await t.stripe.subscriptions.list({ customer: customer.id, ...params })).data.map((s) => s.id);
    expect(await ids({})).toEqual([second.id]);
    expect(await ids({ status: 'all' })).toEqual([second.id, first.id]);
    expect(await ids({ status: 'canceled' })).toEqual([first.id]);
    expect(await ids({ status: 'trialing' })).toEqual([]);
    expect(await ids({ status: 'all', limit: 1 })).toEqual([second.id]);

    const all: string[] = [];
    for await (const subscription of t.stripe.subscriptions.list({ customer: customer.id, status: 'all', limit: 1 })) all.push(subscription.id);
    expect(all).toEqual([second.id, first.id]);
  });

  it('ends a deleted customer’s subscriptions', async () => {
    const { customer, subscription } = await trialing();
    await t.stripe.customers.del(customer.id);
    expect((await t.stripe.subscriptions.retrieve(subscription.id)).status).toBe('canceled');
  });
});
