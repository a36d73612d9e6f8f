/** The API basics against the real SDK: keys, customers, prices, payment methods, idempotency, errors. */
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PRICES, sdk, startTestFake, type TestFake } from './test-support';
import { API_VERSION } from './types';

let t: TestFake;
beforeAll(async () => {
  t = await startTestFake();
});
afterAll(() => t.fake.close());
beforeEach(() => t.control('/__fake/reset', {}));

const nextYear = new Date().getFullYear() + 1;

it('speaks the API version of the installed SDK', () => {
  expect(Stripe.API_VERSION).toBe(API_VERSION);
});

describe('keys', () => {
  it('refuses requests without a key or with a malformed one (401 → StripeAuthenticationError)', async () => {
    const response = await fetch(`${t.fake.url}/v1/customers`, { method: 'POST' });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: { type: 'invalid_request_error', message: expect.stringContaining('did not provide an API key') } });
    await expect(sdk('sk_live_real', t.fake.port).customers.create({})).rejects.toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
  });

  it('lets the publishable key reach only the endpoints Stripe.js uses', async () => {
    await expect(t.publishable.customers.create({})).rejects.toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    const paymentMethod = await t.publishable.paymentMethods.create({
      type: 'card',
      card: { number: '4242424242424242', exp_month: 1, exp_year: nextYear, cvc: '123' },
    });
    expect(paymentMethod.card).toMatchObject({ brand: 'visa', last4: '4242', exp_month: 1, exp_year: nextYear });
  });

  it('answers preflights and every response with CORS headers', async () => {
    const preflight = await fetch(`${t.fake.url}/v1/payment_methods`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:8787', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization,content-type' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')).toBe('authorization,content-type');
    const response = await fetch(`${t.fake.url}/v1/prices/${PRICES.monthly}`, { headers: { Authorization: 'Bearer sk_test_x' } });
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe('customers', () => {
  it('creates, updates, finds by email and deletes', async () => {
    const customer = await t.stripe.customers.create({ email: 'kim@example.com', name: 'Kim Example', metadata: { userId: '7' } });
    expect(customer).toMatchObject({ object: 'customer', email: 'kim@example.com', name: 'Kim Example', metadata: { userId: '7' }, livemode: false });
    expect(customer.id).toMatch(/^cus_/);
    expect((await t.events('customer.created')).map((event) => event.data.object)).toEqual([customer]);

    const updated = await t.stripe.customers.update(customer.id, { name: 'Kim Beispiel', metadata: { plan: 'monthly' } });
    expect(updated).toMatchObject({ name: 'Kim Beispiel', email: 'kim@example.com', metadata: { userId: '7', plan: 'monthly' } });
    await t.stripe.customers.create({ email: 'other@example.com' });
    const found = await t.stripe.customers.list({ email: 'kim@example.com' });
    expect(found.data.map((c) => c.id)).toEqual([customer.id]);

    expect(await t.stripe.customers.del(customer.id)).toEqual({ id: customer.id, object: 'customer', deleted: true });
    expect(await t.stripe.customers.retrieve(customer.id)).toMatchObject({ deleted: true });
    await expect(t.stripe.customers.update(customer.id, { name: 'x' })).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      code: 'resource_missing',
      statusCode: 404,
    });
  });

  it('takes a default payment method only when it is attached to the customer', async () => {
    const customer = await t.stripe.customers.create({});
    const card = await t.stripe.paymentMethods.create({ type: 'card', card: { number: '4242424242424242', exp_month: 12, exp_year: nextYear, cvc: '123' } });
    await expect(t.stripe.customers.update(customer.id, { invoice_settings: { default_payment_method: card.id } })).rejects.toMatchObject({
      param: 'invoice_settings[default_payment_method]',
    });
    await t.stripe.paymentMethods.attach(card.id, { customer: customer.id });
    const updated = await t.stripe.customers.update(customer.id, {
      invoice_settings: { default_payment_method: card.id },
      expand: ['invoice_settings.default_payment_method'],
    });
    expect(updated.invoice_settings.default_payment_method).toMatchObject({ id: card.id, customer: customer.id, card: { last4: '4242' } });
  });

  it('answers unknown ids with resource_missing', async () => {
    await expect(t.stripe.customers.retrieve('cus_nope')).rejects.toMatchObject({ code: 'resource_missing', message: "No such customer: 'cus_nope'" });
  });
});

describe('prices', () => {
  it('has the monthly and the yearly price of Rudel Premium', async () => {
    const monthly = await t.stripe.prices.retrieve(PRICES.monthly, { expand: ['product'] });
    expect(monthly).toMatchObject({ unit_amount: 299, currency: 'eur', recurring: { interval: 'month' }, product: { name: 'Rudel Premium' } });
    const list = await t.stripe.prices.list({ active: true, expand: ['data.product'] });
    expect(list.data.map((price) => [price.id, price.unit_amount, price.recurring?.interval])).toEqual(
      expect.arrayContaining([
        [PRICES.monthly, 299, 'month'],
        [PRICES.yearly, 2999, 'year'],
      ]),
    );
  });

  it('survives a reset', async () => {
    await t.control('/__fake/reset', {});
    expect((await t.stripe.prices.retrieve(PRICES.yearly)).unit_amount).toBe(2999);
  });
});

describe('payment methods', () => {
  const create = (card: Stripe.PaymentMethodCreateParams.Card) => t.stripe.paymentMethods.create({ type: 'card', card });

  it.each([
    ['4242424242424241', 'incorrect_number', 'card[number]'],
    ['4242', 'invalid_number', 'card[number]'],
  ])('refuses the number %s with %s', async (number, code, param) => {
    const error = await create({ number, exp_month: 12, exp_year: nextYear, cvc: '123' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(error).toMatchObject({ code, param, statusCode: 402 });
  });

  it('refuses a past expiry and a malformed CVC', async () => {
    await expect(create({ number: '4242424242424242', exp_month: 12, exp_year: 2020, cvc: '123' })).rejects.toMatchObject({ code: 'invalid_expiry_year' });
    await expect(create({ number: '4242424242424242', exp_month: 13, exp_year: nextYear, cvc: '123' })).rejects.toMatchObject({ code: 'invalid_expiry_month' });
    await expect(create({ number: '4242424242424242', exp_month: 12, exp_year: nextYear, cvc: '12' })).rejects.toMatchObject({ code: 'invalid_cvc' });
  });

  it('attaches and detaches; a declining card cannot be attached', async () => {
    const customer = await t.stripe.customers.create({});
    const card = await create({ number: '5555555555554444', exp_month: 12, exp_year: nextYear, cvc: '123' });
    expect(card.card?.brand).toBe('mastercard');
    expect((await t.stripe.paymentMethods.attach(card.id, { customer: customer.id })).customer).toBe(customer.id);
    expect((await t.stripe.paymentMethods.detach(card.id)).customer).toBeNull();

    const declining = await create({ number: '4000000000000002', exp_month: 12, exp_year: nextYear, cvc: '123' });
    await expect(t.stripe.paymentMethods.attach(declining.id, { customer: customer.id })).rejects.toMatchObject({
      type: 'StripeCardError',
      code: 'card_declined',
      decline_code: 'generic_decline',
    });
  });
});

describe('idempotency', () => {
  it('replays the first response for the same key and params', async () => {
    const first = await t.stripe.customers.create({ email: 'a@example.com' }, { idempotencyKey: 'customer-7' });
    const again = await t.stripe.customers.create({ email: 'a@example.com' }, { idempotencyKey: 'customer-7' });
    expect(again).toEqual(first);
    expect((await t.stripe.customers.list()).data).toHaveLength(1);
    expect(await t.events('customer.created')).toHaveLength(1);
  });

  it('replays byte for byte and says so', async () => {
    const post = () =>
      fetch(`${t.fake.url}/v1/customers`, {
        method: 'POST',
        headers: { Authorization: 'Bearer sk_test_x', 'Content-Type': 'application/x-www-form-urlencoded', 'Idempotency-Key': 'key-1' },
        body: 'email=c%40example.com&metadata[userId]=9',
      });
    const first = await post();
    const again = await post();
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.text()).toBe(await first.text());
  });

  it('refuses the same key with other params', async () => {
    await t.stripe.customers.create({ email: 'a@example.com' }, { idempotencyKey: 'customer-8' });
    const error = await t.stripe.customers.create({ email: 'b@example.com' }, { idempotencyKey: 'customer-8' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    expect(error).toMatchObject({ statusCode: 400 });
  });
});
