import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { TRIAL_DAYS } from '~/shared/plans';
import { signedIn } from '../../factories/sessions';
import { apiClient, call } from '../request';
import { checkout, clientSecretFor, priceOf, startCheckout, subscribedMember } from './checkout';
import { CARDS, confirmWithCard, paymentMethod } from './stripe-fake';

const DAY = 86_400_000;
const json = async <T>(response: Response) => (await response.json()) as T;
const userRow = (id: number) =>
  env.DB.prepare('SELECT subscription_tier AS tier, status FROM users WHERE id = ?').bind(id).first<{ tier: string; status: string }>();

describe('POST /api/create-setup-intent', () => {
  it('is for members past the disclaimer, with a known price', async () => {
    expect((await call('POST', '/api/create-setup-intent', { priceId: priceOf('monthly') })).status).toBe(401);
    const verified = await signedIn('verified');
    const early = await call('POST', '/api/create-setup-intent', { priceId: priceOf('monthly') }, { cookie: verified.cookie });
    expect(early.status).toBe(403);
    const { cookie } = await signedIn('free');
    const unknown = await call('POST', '/api/create-setup-intent', { priceId: 'price_elsewhere' }, { cookie, headers: { 'x-rudel-locale': 'de' } });
    expect(unknown.status).toBe(400);
    expect(await json(unknown)).toMatchObject({ code: 'payment_unknown_price', field: 'priceId' });
  });

  it('answers a client secret for the card form', async () => {
    const { cookie } = await signedIn('free');
    const response = await startCheckout(cookie, 'yearly');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ kind: 'confirm_card', clientSecret: expect.stringMatching(/^seti_.+_secret_/) });
  });
});

describe('checkout', () => {
  it('starts a 30-day trial: premium now, the first charge at its end', async () => {
    const { user, cookie } = await signedIn('free');
    const response = await checkout(cookie, 'monthly');
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.user).toMatchObject({ subscriptionTier: 'premium', status: 'premium' });
    expect(body.subscription).toMatchObject({ status: 'trialing', planType: 'monthly', cancelAtPeriodEnd: false });
    expect(Math.abs(Date.parse(String(body.subscription.trialEnd)) - (Date.now() + TRIAL_DAYS * DAY))).toBeLessThan(DAY);
    expect(await userRow(user.id)).toEqual({ tier: 'premium', status: 'premium' });
    const info = await call('GET', `/api/users/${user.id}/subscription`, undefined, { cookie });
    expect(await json(info)).toMatchObject({
      tier: 'premium',
      planType: 'monthly',
      status: 'trialing',
      currentPeriodEnd: expect.any(String),
      created: expect.any(String),
    });
  });

  it('creates one subscription however often the same card is finalized', async () => {
    const { user, cookie } = await signedIn('free');
    const clientSecret = await clientSecretFor(cookie, 'yearly');
    const { id } = await confirmWithCard(clientSecret, CARDS.ok);
    const results = await Promise.all([1, 2, 3].map(() => call('POST', '/api/finalize-subscription', { setupIntentId: id }, { cookie })));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    const rows = await env.DB.prepare('SELECT count(*) AS n FROM subscriptions WHERE user_id = ?').bind(user.id).first<number>('n');
    expect(rows).toBe(1);
  });

  it("says 'Bereits abonniert' to a member on the same plan", async () => {
    const { cookie } = await subscribedMember('monthly');
    const again = await call('POST', '/api/create-setup-intent', { priceId: priceOf('monthly') }, { cookie, headers: { 'x-rudel-locale': 'de' } });
    expect(again.status).toBe(409);
    expect(await json(again)).toMatchObject({ code: 'payment_already_subscribed', message: 'Sie haben bereits ein aktives Abonnement.' });
  });

  it('switches monthly to yearly and back at once, keeping the trial', async () => {
    const { user, cookie } = await subscribedMember('monthly');
    expect(await (await startCheckout(cookie, 'yearly')).json()).toEqual({ kind: 'updated' });
    const subscriptionOf = async () => (await apiClient({ cookie }).users[':userId'].subscription.$get({ param: { userId: String(user.id) } })).json();
    let info = await subscriptionOf();
    expect(info).toMatchObject({ planType: 'yearly', status: 'trialing' });
    expect(await (await startCheckout(cookie, 'monthly')).json()).toEqual({ kind: 'updated' });
    info = await subscriptionOf();
    expect(info).toMatchObject({ planType: 'monthly', status: 'trialing' });
  });

  it('leaves a member free when the card is declined, and refuses a setup intent that did not succeed', async () => {
    const { user, cookie } = await signedIn('free');
    const clientSecret = await clientSecretFor(cookie, 'monthly');
    const declined = await confirmWithCard(clientSecret, CARDS.declined);
    expect(declined.error?.code).toBe('card_declined');
    const finalize = await call('POST', '/api/finalize-subscription', { setupIntentId: declined.id }, { cookie, headers: { 'x-rudel-locale': 'de' } });
    expect(finalize.status).toBe(409);
    expect(await json(finalize)).toMatchObject({ code: 'payment_not_confirmed' });
    expect(await userRow(user.id)).toEqual({ tier: 'free', status: 'active' });
  });

  it("refuses another member's setup intent", async () => {
    const owner = await signedIn('free');
    const clientSecret = await clientSecretFor(owner.cookie, 'monthly');
    const { id } = await confirmWithCard(clientSecret, CARDS.ok);
    const other = await signedIn('free');
    expect((await call('POST', '/api/finalize-subscription', { setupIntentId: id }, { cookie: other.cookie })).status).toBe(404);
    expect(await userRow(other.user.id)).toEqual({ tier: 'free', status: 'active' });
  });
});

describe('POST /api/create-subscription-with-payment-method (upgrade page)', () => {
  it('subscribes a card made in the browser and answers status and tier', async () => {
    const { cookie } = await signedIn('free');
    const response = await call(
      'POST',
      '/api/create-subscription-with-payment-method',
      { priceId: priceOf('yearly'), paymentMethodId: await paymentMethod(CARDS.ok) },
      { cookie },
    );
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({ status: 'trialing', subscriptionTier: 'premium' });
    const twice = await call(
      'POST',
      '/api/create-subscription-with-payment-method',
      { priceId: priceOf('yearly'), paymentMethodId: await paymentMethod(CARDS.ok) },
      { cookie },
    );
    expect(twice.status).toBe(409);
  });

  it("answers 'Zahlungsdaten ungültig' for a card the provider does not know", async () => {
    const { cookie } = await signedIn('free');
    const response = await call(
      'POST',
      '/api/create-subscription-with-payment-method',
      { priceId: priceOf('monthly'), paymentMethodId: 'pm_unknown' },
      { cookie, headers: { 'x-rudel-locale': 'de' } },
    );
    expect(response.status).toBe(400);
    expect(await json(response)).toMatchObject({ code: 'payment_method_invalid', message: 'Zahlungsdaten ungültig' });
  });
});

describe('POST /api/downgrade-to-free', () => {
  it('keeps premium until the period ends and charges nothing more', async () => {
    const { user, cookie } = await subscribedMember('yearly');
    const response = await call('POST', '/api/downgrade-to-free', undefined, { cookie });
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({ user: { subscriptionTier: 'premium' }, subscription: { cancelAtPeriodEnd: true, status: 'trialing' } });
    expect(await userRow(user.id)).toEqual({ tier: 'premium', status: 'premium' });
  });

  it('needs a subscription', async () => {
    const { cookie } = await signedIn('free');
    const response = await call('POST', '/api/downgrade-to-free', undefined, { cookie });
    expect(response.status).toBe(409);
    expect(await json(response)).toMatchObject({ code: 'payment_no_subscription' });
  });
});

describe('GET /api/users/{userId}/subscription', () => {
  it('answers only for oneself, and a free member has none', async () => {
    const { user, cookie } = await signedIn('free');
    expect(await json(await call('GET', `/api/users/${user.id}/subscription`, undefined, { cookie }))).toEqual({
      tier: 'free',
      planType: null,
      status: null,
      currentPeriodEnd: null,
      trialEnd: null,
      cancelAtPeriodEnd: false,
      created: null,
    });
    expect((await call('GET', `/api/users/${user.id + 1}/subscription`, undefined, { cookie })).status).toBe(403);
  });
});
