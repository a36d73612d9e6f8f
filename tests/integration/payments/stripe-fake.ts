/**
 * The local Stripe fake from the tests' side (scripts/stripe-fake, started for the integration
 * project by tests/integration/stripe-fake.setup.ts): what the browser would do with a card, the
 * fake's control API, and webhook delivery into the app (the fake cannot reach the Workers runtime
 * of the tests, so the tests post its signed events themselves).
 */
import { env } from 'cloudflare:workers';
import { expect } from 'vitest';
import { app } from '~/server/app';

/** Stripe's test cards, as the fake knows them. */
export const CARDS = {
  ok: '4242424242424242',
  declined: '4000000000000002',
  threeDSecure: '4000002500003155',
  failsLater: '4000000000000341',
} as const;

interface FakeEvent {
  id: string;
  type: string;
  data: { object: { id: string } };
}

async function control<T>(path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${env.STRIPE_API_BASE}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
  expect(response.ok, `${path} answered ${response.status}`).toBe(true);
  return (await response.json()) as T;
}

/** Confirms a setup intent with a card, as Stripe.js does in the browser (publishable key). */
export async function confirmWithCard(clientSecret: string, number: string): Promise<{ status: string; id: string; error?: { code: string } }> {
  const id = clientSecret.split('_secret_')[0] ?? '';
  const response = await fetch(`${env.STRIPE_API_BASE}/v1/setup_intents/${id}/confirm`, {
    method: 'POST',
    headers: { authorization: `Bearer ${env.STRIPE_PUBLISHABLE_KEY}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      client_secret: clientSecret,
      'payment_method_data[type]': 'card',
      'payment_method_data[card][number]': number,
      'payment_method_data[card][exp_month]': '12',
      'payment_method_data[card][exp_year]': String(new Date().getFullYear() + 3),
      'payment_method_data[card][cvc]': '123',
      return_url: 'http://localhost/premium?success=true',
    }),
  });
  const body = (await response.json()) as { status: string; id: string; error?: { code: string } };
  return body.error ? { ...body, id, status: 'failed' } : body;
}

/** A card payment method made in the browser (the upgrade page). */
export async function paymentMethod(number: string): Promise<string> {
  const response = await fetch(`${env.STRIPE_API_BASE}/v1/payment_methods`, {
    method: 'POST',
    headers: { authorization: `Bearer ${env.STRIPE_PUBLISHABLE_KEY}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      type: 'card',
      'card[number]': number,
      'card[exp_month]': '12',
      'card[exp_year]': String(new Date().getFullYear() + 3),
      'card[cvc]': '123',
    }),
  });
  return ((await response.json()) as { id: string }).id;
}

export const fakeEvents = async (type?: string) => (await control<{ data: FakeEvent[] }>(`/__fake/events${type ? `?type=${type}` : ''}`)).data;

/** The newest event of a type about a subscription. */
export async function latestEvent(type: string, subscriptionId: string): Promise<FakeEvent> {
  const events = (await fakeEvents(type)).filter((event) => JSON.stringify(event.data.object).includes(subscriptionId));
  const event = events.at(-1);
  if (!event) throw new Error(`no ${type} event for ${subscriptionId}`);
  return event;
}

/** Ends the trial or period of a subscription at the fake (SPEC: what happens when time runs out). */
export const advance = (subscriptionId: string, to: 'trial_will_end' | 'trial_end' | 'period_end', payment?: 'succeeded' | 'failed') =>
  control<{ status: string }>(`/__fake/subscriptions/${subscriptionId}/advance`, { to, ...(payment ? { payment } : {}) });

/** Posts an event to the app's webhook exactly as the fake would, signature included. */
export async function deliver(eventId: string, signature?: string): Promise<Response> {
  const signed = await control<{ payload: string; signature: string }>(`/__fake/events/${eventId}/signed`);
  return app.request(
    '/api/stripe/webhook',
    { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature ?? signed.signature }, body: signed.payload },
    env,
  );
}

/** The app's bindings with the provider out of reach: every call to it fails as a network error would. */
export const providerDown = (): Env => ({ ...env, STRIPE_API_BASE: 'http://127.0.0.1:9' });

/** A customer or subscription as the provider holds it (`customers/cus_…`, `subscriptions/sub_…`), read with the secret key. */
export async function atProvider<T = { status?: string; deleted?: boolean }>(path: string): Promise<T> {
  const response = await fetch(`${env.STRIPE_API_BASE}/v1/${path}`, { headers: { authorization: `Bearer ${env.STRIPE_SECRET_KEY}` } });
  return (await response.json()) as T;
}
