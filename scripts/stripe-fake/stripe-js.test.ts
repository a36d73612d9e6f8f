/**
 * The fake Stripe.js in a browser-like page (happy-dom, another origin than the fake, so CORS
 * applies): labelled card fields, confirmSetup with each test card, localised errors, redirects.
 */
import { Window } from 'happy-dom';
import type Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RETURN_URL, startTestFake, type TestFake } from './test-support';

type Payload = Record<string, unknown>;
type Result = {
  error?: { type: string; code?: string; decline_code?: string; message: string };
  setupIntent?: Stripe.SetupIntent;
  paymentMethod?: Stripe.PaymentMethod;
};
interface FakeElement {
  mount(target: string): void;
  on(event: string, handler: (payload: Payload) => void): FakeElement;
}
interface FakeElements {
  create(type: string): FakeElement;
  submit(): Promise<Result>;
}
interface FakeStripe {
  elements(options?: { clientSecret?: string; locale?: string }): FakeElements;
  confirmSetup(params: { elements: FakeElements; clientSecret?: string; confirmParams?: { return_url?: string }; redirect?: string }): Promise<Result>;
  confirmPayment(params: { elements: FakeElements; clientSecret?: string }): Promise<Result>;
  retrieveSetupIntent(clientSecret: string): Promise<Result>;
  createPaymentMethod(params: { elements: FakeElements }): Promise<Result>;
}

let t: TestFake;
let window: Window;
const StripeJs = (key: string, options?: { locale?: string }) =>
  (window as unknown as { Stripe(key: string, options?: object): FakeStripe }).Stripe(key, options);

beforeAll(async () => {
  t = await startTestFake();
  window = new Window({
    url: 'http://localhost:8787/de/checkout',
    settings: { enableJavaScriptEvaluation: true, suppressInsecureJavaScriptEnvironmentWarning: true },
  });
  const script = window.document.createElement('script');
  // Async, as a parser-blocking load would fetch synchronously and stall the fake in this same process.
  script.async = true;
  script.src = `${t.fake.url}/js/stripe.js`;
  window.document.head.appendChild(script);
  await window.happyDOM.waitUntilComplete();
});
afterAll(async () => {
  await window.happyDOM.close();
  await t.fake.close();
});
beforeEach(async () => {
  await t.control('/__fake/reset', {});
  window.document.body.innerHTML = '<div id="payment"></div>';
  vi.restoreAllMocks();
});

const inputLabelled = (label: string) => {
  const caption = [...window.document.querySelectorAll('label')].find((element) => element.textContent === label);
  const input = caption && window.document.getElementById(caption.htmlFor);
  if (!input) throw new Error(`no input labelled ${label}`);
  return input as unknown as HTMLInputElement;
};

function type(label: string, value: string) {
  const input = inputLabelled(label);
  input.value = value;
  input.dispatchEvent(new window.Event('input', { bubbles: true }) as unknown as Event);
}

function fillCard(number: string, labels = { number: 'Kartennummer', expiry: 'Ablaufdatum', cvc: 'Prüfziffer' }) {
  type(labels.number, number);
  type(labels.expiry, `12 / ${String(new Date().getFullYear() + 1).slice(2)}`);
  type(labels.cvc, '123');
}

async function checkout(locale = 'de') {
  const customer = await t.stripe.customers.create({});
  const intent = await t.stripe.setupIntents.create({ customer: customer.id, allowed_payment_method_types: ['card'], usage: 'off_session' });
  const stripe = StripeJs('pk_test_fake', { locale });
  const elements = stripe.elements({ clientSecret: intent.client_secret!, locale });
  const payment = elements.create('payment');
  payment.mount('#payment');
  return { intent, stripe, elements, payment };
}

const assignSpy = () => vi.spyOn(window.location, 'assign').mockImplementation(() => {});

describe('/js/stripe.js', () => {
  it('is served as JavaScript to any origin', async () => {
    const response = await fetch(`${t.fake.url}/js/stripe.js`, { headers: { Origin: 'http://localhost:8787' } });
    expect(response.headers.get('content-type')).toBe('application/javascript; charset=utf-8');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(await response.text()).toContain('Object.assign(window, { Stripe })');
  });

  it('refuses a key that is not publishable, like Stripe.js', () => {
    expect(() => StripeJs('sk_test_secret')).toThrow(/publishable key/);
  });
});

describe('card fields', () => {
  it('are labelled inputs in German, with autocomplete and a numeric keyboard', async () => {
    const { payment } = await checkout('de');
    const ready = await new Promise<Payload>((resolve) => payment.on('ready', resolve));
    expect(ready).toEqual({ elementType: 'payment' });
    expect(
      [inputLabelled('Kartennummer'), inputLabelled('Ablaufdatum'), inputLabelled('Prüfziffer')].map((input) => [
        input.getAttribute('autocomplete'),
        input.inputMode,
      ]),
    ).toEqual([
      ['cc-number', 'numeric'],
      ['cc-exp', 'numeric'],
      ['cc-csc', 'numeric'],
    ]);
  });

  it('are labelled in English too', async () => {
    await checkout('en');
    expect(['Card number', 'Expiry date', 'Security code'].map((label) => inputLabelled(label).id)).toHaveLength(3);
  });

  it('format while typing and report change events', async () => {
    const { payment } = await checkout('de');
    const changes: Payload[] = [];
    payment.on('change', (event) => changes.push(event));
    type('Kartennummer', '4242424242424242');
    expect(inputLabelled('Kartennummer').value).toBe('4242 4242 4242 4242');
    type('Ablaufdatum', '1234');
    expect(inputLabelled('Ablaufdatum').value).toBe('12 / 34');
    type('Prüfziffer', '123');
    expect(changes.at(-1)).toMatchObject({ elementType: 'payment', complete: true, empty: false, brand: 'visa', value: { type: 'card' } });
    type('Kartennummer', '4242424242424241');
    expect(changes.at(-1)).toMatchObject({
      complete: false,
      error: { type: 'validation_error', code: 'invalid_number', message: 'Ihre Kartennummer ist ungültig.' },
    });
    expect(inputLabelled('Kartennummer').getAttribute('aria-invalid')).toBe('true');
  });
});

describe('confirmSetup', () => {
  it('saves a working card (4242) and resolves the setup intent', async () => {
    const { intent, stripe, elements } = await checkout();
    fillCard('4242 4242 4242 4242');
    const result = await stripe.confirmSetup({ elements, confirmParams: { return_url: RETURN_URL }, redirect: 'if_required' });
    expect(result.setupIntent).toMatchObject({ id: intent.id, status: 'succeeded' });
    const saved = await t.stripe.setupIntents.retrieve(intent.id, { expand: ['payment_method'] });
    expect(saved).toMatchObject({ status: 'succeeded', payment_method: { card: { last4: '4242' }, customer: intent.customer } });
  });

  it('goes to return_url with the setup intent by default', async () => {
    const assign = assignSpy();
    const { intent, stripe, elements } = await checkout();
    fillCard('4242424242424242');
    void stripe.confirmSetup({ elements, confirmParams: { return_url: RETURN_URL } });
    await vi.waitFor(() => expect(assign).toHaveBeenCalledOnce());
    const target = new URL(String(assign.mock.calls[0]![0]));
    expect(Object.fromEntries(target.searchParams)).toEqual({
      plan: 'monthly',
      setup_intent: intent.id,
      setup_intent_client_secret: intent.client_secret,
      redirect_status: 'succeeded',
    });
  });

  it('answers an incomplete number in German without calling the API', async () => {
    const { intent, stripe, elements } = await checkout('de');
    fillCard('4242 4242');
    const result = await stripe.confirmSetup({ elements, confirmParams: { return_url: RETURN_URL } });
    expect(result.error).toEqual({ type: 'validation_error', code: 'incomplete_number', message: 'Ihre Kartennummer ist unvollständig.' });
    expect((await t.stripe.setupIntents.retrieve(intent.id)).status).toBe('requires_payment_method');
    expect(await elements.submit()).toEqual({ error: result.error });
  });

  it.each([
    ['de', '4000000000000002', 'generic_decline', 'Ihre Karte wurde abgelehnt.'],
    ['en', '4000000000000002', 'generic_decline', 'Your card was declined.'],
    ['de', '4000000000009995', 'insufficient_funds', 'Ihre Karte ist nicht ausreichend gedeckt.'],
  ])('answers a decline in %s (%s)', async (locale, number, declineCode, message) => {
    const { stripe, elements } = await checkout(locale);
    fillCard(number, locale === 'de' ? undefined : { number: 'Card number', expiry: 'Expiry date', cvc: 'Security code' });
    const result = await stripe.confirmSetup({ elements, confirmParams: { return_url: RETURN_URL }, redirect: 'if_required' });
    expect(result.error).toMatchObject({ type: 'card_error', code: 'card_declined', decline_code: declineCode, message });
  });

  it('sends the browser to the fake bank for 3-D Secure (4000002500003155) and never resolves', async () => {
    const assign = assignSpy();
    const { intent, stripe, elements } = await checkout();
    fillCard('4000002500003155');
    const settled = vi.fn();
    void stripe.confirmSetup({ elements, confirmParams: { return_url: RETURN_URL }, redirect: 'if_required' }).then(settled);
    await vi.waitFor(() => expect(assign).toHaveBeenCalledOnce());
    expect(String(assign.mock.calls[0]![0])).toBe(`${t.fake.url}/3ds/${intent.id}?return_url=${encodeURIComponent(RETURN_URL)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).not.toHaveBeenCalled();
  });
});

describe('the rest of the API', () => {
  it('confirmPayment with a setup intent secret points to confirmSetup', async () => {
    const { stripe, elements } = await checkout();
    const result = await stripe.confirmPayment({ elements });
    expect(result.error).toMatchObject({
      type: 'invalid_request_error',
      code: 'intent_confirmation_unsupported',
      message: expect.stringContaining('SetupIntent'),
    });
  });

  it('retrieveSetupIntent reads the intent with its client secret', async () => {
    const { intent, stripe } = await checkout();
    expect((await stripe.retrieveSetupIntent(intent.client_secret!)).setupIntent).toMatchObject({ id: intent.id, status: 'requires_payment_method' });
    expect((await stripe.retrieveSetupIntent(`${intent.id}_secret_wrong`)).error).toMatchObject({ param: 'client_secret' });
  });

  it('createPaymentMethod makes a card payment method from the fields', async () => {
    const { stripe, elements } = await checkout();
    fillCard('5555555555554444');
    const { paymentMethod } = await stripe.createPaymentMethod({ elements });
    expect(paymentMethod).toMatchObject({ type: 'card', card: { brand: 'mastercard', last4: '4444' } });
  });

  it('the express checkout element says no wallet is available', async () => {
    const stripe = StripeJs('pk_test_fake');
    const express = stripe.elements({ locale: 'de' }).create('expressCheckout');
    express.mount('#payment');
    const ready = await new Promise<Payload>((resolve) => express.on('ready', resolve));
    expect(ready).toEqual({ elementType: 'expressCheckout', availablePaymentMethods: undefined });
    expect(window.document.querySelector('#payment')?.textContent).toContain('keine Wallet');
  });
});
