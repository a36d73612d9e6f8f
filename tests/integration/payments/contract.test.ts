/**
 * The contract's confirmations and 'Verträge hier kündigen' (docs/product-rules.md §5.4,
 * docs/decisions/039-subscription-cancellation.md): a confirmation by email when a subscription
 * starts, changes or is cancelled, once per change whichever path syncs it first; the cancellation
 * route for the member's own subscription, and the cancellation page's plain form.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { getDb } from '~/server/db/client';
import { cancelIntents } from '~/server/forms/cancel-post';
import { handlePagePost } from '~/server/forms/page-post';
import { loadCancel } from '~/server/pages/cancel';
import { fakePage, viewerOf } from '../../factories/pages';
import { signedIn } from '../../factories/sessions';
import { mailsTo } from '../mail';
import { call } from '../request';
import { startCheckout, subscribedMember } from './checkout';
import { deliver, latestEvent } from './stripe-fake';

const db = () => getDb(env.DB);
const rowIdOf = (stripeId: string) => env.DB.prepare('SELECT id FROM subscriptions WHERE stripe_subscription_id = ?').bind(stripeId).first<number>('id');
const cancelledAtEnd = (stripeId: string) =>
  env.DB.prepare('SELECT cancel_at_period_end AS c FROM subscriptions WHERE stripe_subscription_id = ?').bind(stripeId).first<number>('c');
const subjects = async (email: string) => (await mailsTo(email)).map((mail) => mail.subject);

describe('the contract confirmation', () => {
  it('goes out once when a subscription starts, in the member’s language, with plan, price, trial end, next charge and how to cancel', async () => {
    const { user, subscriptionId } = await subscribedMember('monthly');
    // The provider's own event about the same start finds nothing new.
    await deliver((await latestEvent('customer.subscription.created', subscriptionId)).id);
    const mails = await mailsTo(user.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Dein Rudel-Vertrag: Premium hat begonnen']);
    const text = mails[0]?.text ?? '';
    expect(text).toContain('Premium monatlich');
    expect(text).toContain('Preis: 2,99\u00a0€ pro Monat');
    expect(text).toMatch(/Kostenlose Testphase bis: \d{1,2}\. \p{L}+ \d{4}/u);
    expect(text).toMatch(/Nächste Abbuchung: \d{1,2}\. \p{L}+ \d{4}/u);
    expect(text).toContain('„Verträge hier kündigen“');
    expect(text).toContain('/cancel');
  });

  it('goes out when the plan changes and when it is cancelled, in English for an English account', async () => {
    const { user, cookie, subscriptionId } = await subscribedMember('monthly');
    await env.DB.prepare("UPDATE users SET locale = 'en' WHERE id = ?").bind(user.id).run();
    expect(await (await startCheckout(cookie, 'yearly')).json()).toEqual({ kind: 'updated' });
    expect((await call('POST', '/api/downgrade-to-free', undefined, { cookie })).status).toBe(200);
    await deliver((await latestEvent('customer.subscription.updated', subscriptionId)).id);
    expect(await subjects(user.email)).toEqual([
      'Your Rudel cancellation is confirmed',
      'Your Rudel contract has changed',
      'Dein Rudel-Vertrag: Premium hat begonnen',
    ]);
    const [cancelled, changed] = await mailsTo(user.email);
    expect(changed?.text).toContain('Price: €29.99 per year');
    expect(cancelled?.text).toMatch(/ends on \d{1,2} \p{L}+ \d{4}/u);
  });
});

describe('POST /api/subscriptions/{id}/cancellation', () => {
  it('is for signed-in members, before anything is validated', async () => {
    expect((await call('POST', '/api/subscriptions/1/cancellation', { when: 'soon' })).status).toBe(401);
    const verified = await signedIn('verified');
    expect((await call('POST', '/api/subscriptions/1/cancellation', {}, { cookie: verified.cookie })).status).toBe(403);
  });

  it('cancels the member’s own subscription at the end of the period, keeps premium and confirms by email', async () => {
    const { user, cookie, subscriptionId } = await subscribedMember('yearly');
    const id = await rowIdOf(subscriptionId);
    const response = await call('POST', `/api/subscriptions/${id}/cancellation`, { when: 'earliest' }, { cookie });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ user: { subscriptionTier: 'premium' }, subscription: { status: 'trialing', cancelAtPeriodEnd: true } });
    expect(await cancelledAtEnd(subscriptionId)).toBe(1);
    // Again changes nothing and mails nothing.
    expect((await call('POST', `/api/subscriptions/${id}/cancellation`, { when: 'period_end' }, { cookie })).status).toBe(200);
    expect(await subjects(user.email)).toEqual(['Deine Kündigung bei Rudel ist bestätigt', 'Dein Rudel-Vertrag: Premium hat begonnen']);
  });

  it('answers 404 for someone else’s subscription and an unknown one, and names a wrong time at its field', async () => {
    const { subscriptionId } = await subscribedMember('monthly');
    const id = await rowIdOf(subscriptionId);
    const other = await signedIn('free');
    const foreign = await call(
      'POST',
      `/api/subscriptions/${id}/cancellation`,
      { when: 'period_end' },
      { cookie: other.cookie, headers: { 'x-rudel-locale': 'en' } },
    );
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toMatchObject({ code: 'payment_subscription_not_found' });
    expect(await cancelledAtEnd(subscriptionId)).toBe(0);
    expect((await call('POST', '/api/subscriptions/999999/cancellation', { when: 'period_end' }, { cookie: other.cookie })).status).toBe(404);
    const wrong = await call(
      'POST',
      `/api/subscriptions/${id}/cancellation`,
      { when: 'x'.repeat(10_000) },
      { cookie: other.cookie, headers: { 'x-rudel-locale': 'de' } },
    );
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ field: 'when', message: 'Bitte wähle, zu wann du kündigen möchtest.' });
    expect((await call('POST', '/api/subscriptions/abc/cancellation', { when: 'period_end' }, { cookie: other.cookie })).status).toBe(400);
  });
});

describe('the cancellation page', () => {
  it('lists the running contract, cancels it from the plain form with 303 to the confirmation, then shows it cancelled', async () => {
    const member = await subscribedMember('monthly');
    const before = await loadCancel({ viewer: await viewerOf(member), db: db(), locale: 'de', failure: null });
    expect(before.open).toHaveLength(1);
    expect(before.open[0]?.label).toMatch(/^Premium monatlich, 2,99\u00a0€ pro Monat, abgeschlossen am /);

    const id = String(before.open[0]?.id);
    const page = fakePage('/cancel', { member, locale: 'de', form: { intent: 'cancel', subscriptionId: id, when: 'period_end' } });
    const posted = await handlePagePost(page, { env, here: '/cancel', intents: cancelIntents('de') });
    await page.settled();
    expect(posted instanceof Response && [posted.status, posted.headers.get('location')]).toEqual([303, '/cancel#cancelled']);
    const after = await loadCancel({ viewer: await viewerOf(member), db: db(), locale: 'de', failure: null });
    expect([after.open.length, after.cancelled.length]).toEqual([0, 1]);
    expect(after.cancelled[0]?.endsOn).toBe(before.open[0]?.endsOn);
    expect(await subjects(member.user.email)).toContain('Deine Kündigung bei Rudel ist bestätigt');
  });

  it('shows a refused form at its field, and offers nothing to a member without a contract', async () => {
    const member = await subscribedMember('monthly');
    const page = fakePage('/en/cancel', { member, locale: 'en', form: { intent: 'cancel', subscriptionId: '999999', when: 'period_end' } });
    const posted = await handlePagePost(page, { env, here: '/en/cancel', intents: cancelIntents('en') });
    await page.settled();
    expect(posted).toMatchObject({ intent: 'cancel', status: 404, errors: { form: 'You have no such contract.' } });
    const free = await signedIn('free');
    const view = await loadCancel({ viewer: await viewerOf(free), db: db(), locale: 'en', failure: null });
    expect([view.open, view.cancelled]).toEqual([[], []]);
  });
});
