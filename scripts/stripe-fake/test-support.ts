/** Shared by the fake's tests: a fake on a free port and the real SDK pointed at it. */
import Stripe from 'stripe';
import { startStripeFake, type StripeFake, type StripeFakeOptions } from './server';
import type { FakeEvent } from './types';

export const PRICES = { monthly: 'price_test_monthly', yearly: 'price_test_yearly' };
export const WEBHOOK_SECRET = 'whsec_test_secret';
export const RETURN_URL = 'http://localhost:8787/de/checkout/done?plan=monthly';

export const DAY = 86_400;
export const nowSeconds = () => Math.floor(Date.now() / 1000);

export interface TestFake {
  fake: StripeFake;
  /** The SDK with a secret key, as the app's server uses it. */
  stripe: Stripe;
  /** The SDK with a publishable key, for the calls Stripe.js makes. */
  publishable: Stripe;
  /** A control API call: GET without a body, POST with one. */
  control<T = unknown>(path: string, body?: object): Promise<T>;
  events(type?: string): Promise<FakeEvent[]>;
}

export const sdk = (key: string, port: number) =>
  new Stripe(key, { host: 'localhost', port, protocol: 'http', httpClient: Stripe.createFetchHttpClient(), maxNetworkRetries: 0 });

export async function startTestFake(options: Partial<StripeFakeOptions> = {}): Promise<TestFake> {
  const fake = await startStripeFake({ port: 0, webhookSecret: WEBHOOK_SECRET, prices: PRICES, log: () => {}, ...options });
  const control = async <T>(path: string, body?: object): Promise<T> => {
    const response = await fetch(`${fake.url}${path}`, body ? { method: 'POST', body: JSON.stringify(body) } : {});
    return (await response.json()) as T;
  };
  return {
    fake,
    stripe: sdk('sk_test_fake', fake.port),
    publishable: sdk('pk_test_fake', fake.port),
    control,
    events: async (type) => (await control<{ data: FakeEvent[] }>(`/__fake/events${type ? `?type=${type}` : ''}`)).data,
  };
}

/** A customer with a saved card, ready to subscribe. */
export async function customerWithCard(stripe: Stripe, number = '4242424242424242') {
  const customer = await stripe.customers.create({ email: 'kim@example.com', metadata: { userId: '7' } });
  const paymentMethod = await stripe.paymentMethods.create({
    type: 'card',
    card: { number, exp_month: 12, exp_year: new Date().getFullYear() + 2, cvc: '123' },
  });
  await stripe.paymentMethods.attach(paymentMethod.id, { customer: customer.id });
  await stripe.customers.update(customer.id, { invoice_settings: { default_payment_method: paymentMethod.id } });
  return { customer, paymentMethod };
}
