/** Saving a card with a setup intent, for each of Stripe's test cards, including the 3-D Secure page. */
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RETURN_URL, startTestFake, type TestFake } from './test-support';

let t: TestFake;
beforeAll(async () => {
  t = await startTestFake();
});
afterAll(() => t.fake.close());
beforeEach(() => t.control('/__fake/reset', {}));

const card = (number: string) => ({ type: 'card' as const, card: { number, exp_month: 12, exp_year: new Date().getFullYear() + 1, cvc: '123' } });

async function newIntent() {
  const customer = await t.stripe.customers.create({ email: 'kim@example.com' });
  const intent = await t.stripe.setupIntents.create({
    customer: customer.id,
    allowed_payment_method_types: ['card'],
    usage: 'off_session',
    metadata: { priceId: 'price_test_monthly' },
  });
  return { customer, intent };
}

/** Confirms as Stripe.js does: publishable key, client secret (a Stripe.js-only param), card data, return URL. */
const confirmInBrowser = (intent: Stripe.SetupIntent, number: string) =>
  t.publishable.setupIntents.confirm(intent.id, {
    client_secret: intent.client_secret!,
    payment_method_data: card(number),
    return_url: RETURN_URL,
  } as Stripe.SetupIntentConfirmParams);

describe('setup intents', () => {
  it('start without a card and with a client secret', async () => {
    const { customer, intent } = await newIntent();
    expect(intent).toMatchObject({
      object: 'setup_intent',
      status: 'requires_payment_method',
      customer: customer.id,
      usage: 'off_session',
      metadata: { priceId: 'price_test_monthly' },
    });
    expect(intent.client_secret).toMatch(new RegExp(`^${intent.id}_secret_`));
  });

  it('4242: succeeds, attaches the card to the customer and emits setup_intent.succeeded', async () => {
    const { customer, intent } = await newIntent();
    const confirmed = await confirmInBrowser(intent, '4242424242424242');
    expect(confirmed.status).toBe('succeeded');
    const saved = await t.stripe.setupIntents.retrieve(intent.id, { expand: ['payment_method'] });
    expect(saved.payment_method).toMatchObject({ customer: customer.id, card: { brand: 'visa', last4: '4242' } });
    const [event] = await t.events('setup_intent.succeeded');
    expect(event?.data.object).toMatchObject({ id: intent.id, status: 'succeeded' });
  });

  it.each([
    ['4000000000000002', 'generic_decline'],
    ['4000000000009995', 'insufficient_funds'],
  ])('%s: declines with StripeCardError (%s) and asks for another card', async (number, declineCode) => {
    const { intent } = await newIntent();
    const error = await confirmInBrowser(intent, number).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(error).toMatchObject({ statusCode: 402, code: 'card_declined', decline_code: declineCode, setup_intent: { status: 'requires_payment_method' } });
    const after = await t.stripe.setupIntents.retrieve(intent.id);
    expect(after).toMatchObject({
      status: 'requires_payment_method',
      payment_method: null,
      last_setup_error: { code: 'card_declined', decline_code: declineCode },
    });
    expect(await t.events('setup_intent.succeeded')).toEqual([]);
  });

  describe('4000002500003155 (3-D Secure)', () => {
    async function challenged() {
      const { intent } = await newIntent();
      const confirmed = await confirmInBrowser(intent, '4000002500003155');
      expect(confirmed.status).toBe('requires_action');
      expect(confirmed.next_action).toMatchObject({ type: 'redirect_to_url', redirect_to_url: { return_url: RETURN_URL } });
      const url = confirmed.next_action!.redirect_to_url!.url!;
      expect(url).toBe(`${t.fake.url}/3ds/${intent.id}?return_url=${encodeURIComponent(RETURN_URL)}`);
      return { intent, url };
    }

    it('shows the fake bank page', async () => {
      const { url } = await challenged();
      const page = await fetch(url);
      expect(page.headers.get('content-type')).toContain('text/html');
      const html = await page.text();
      expect(html).toContain('<h1>Fake bank – confirm this card</h1>');
      expect(html).toContain('Complete authentication');
      expect(html).toContain('Fail authentication');
    });

    it('succeeds when the bank page completes, and returns to return_url with the intent', async () => {
      const { intent } = await challenged();
      const response = await fetch(`${t.fake.url}/3ds/${intent.id}/complete`, { method: 'POST', redirect: 'manual' });
      expect(response.status).toBe(303);
      const location = new URL(response.headers.get('location')!);
      expect(location.origin + location.pathname).toBe('http://localhost:8787/de/checkout/done');
      expect(Object.fromEntries(location.searchParams)).toEqual({
        plan: 'monthly',
        setup_intent: intent.id,
        setup_intent_client_secret: intent.client_secret,
        redirect_status: 'succeeded',
      });
      expect((await t.stripe.setupIntents.retrieve(intent.id)).status).toBe('succeeded');
      expect(await t.events('setup_intent.succeeded')).toHaveLength(1);
    });

    it('fails when the bank page fails', async () => {
      const { intent } = await challenged();
      const response = await fetch(`${t.fake.url}/3ds/${intent.id}/fail`, { method: 'POST', redirect: 'manual' });
      expect(new URL(response.headers.get('location')!).searchParams.get('redirect_status')).toBe('failed');
      expect(await t.stripe.setupIntents.retrieve(intent.id)).toMatchObject({
        status: 'requires_payment_method',
        last_setup_error: { code: 'setup_intent_authentication_failure' },
      });
      const again = await fetch(`${t.fake.url}/3ds/${intent.id}/complete`, { method: 'POST', redirect: 'manual' });
      expect(again.status).toBe(409);
    });
  });

  it('4000000000000341: saves fine (its charges fail later)', async () => {
    const { intent } = await newIntent();
    expect((await confirmInBrowser(intent, '4000000000000341')).status).toBe('succeeded');
  });

  it('confirms with an existing payment method and the secret key too', async () => {
    const { customer, intent } = await newIntent();
    const paymentMethod = await t.stripe.paymentMethods.create(card('4242424242424242'));
    const confirmed = await t.stripe.setupIntents.confirm(intent.id, { payment_method: paymentMethod.id });
    expect(confirmed).toMatchObject({ status: 'succeeded', payment_method: paymentMethod.id, customer: customer.id });
  });

  it('can be retrieved with the publishable key and its client secret only', async () => {
    const { intent } = await newIntent();
    const seen = await t.publishable.setupIntents.retrieve(intent.id, { client_secret: intent.client_secret! });
    expect(seen).toMatchObject({ id: intent.id, status: 'requires_payment_method', client_secret: intent.client_secret });
    // Stripe keeps server-side fields from publishable keys.
    expect(seen).not.toHaveProperty('customer');
    expect(seen).not.toHaveProperty('metadata');
    await expect(t.publishable.setupIntents.retrieve(intent.id, { client_secret: `${intent.id}_secret_wrong` })).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      param: 'client_secret',
    });
    await expect(t.publishable.setupIntents.retrieve(intent.id)).rejects.toMatchObject({ param: 'client_secret' });
  });

  it('cannot be confirmed twice', async () => {
    const { intent } = await newIntent();
    await confirmInBrowser(intent, '4242424242424242');
    await expect(confirmInBrowser(intent, '4242424242424242')).rejects.toMatchObject({ code: 'setup_intent_unexpected_state' });
  });
});
