import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { NotificationPage } from '~/shared/notifications';
import { getDb } from '~/server/db/client';
import { createActivity } from '../../factories/content';
import { sessionCookieFor } from '../../factories/sessions';
import { mailsTo } from '../mail';
import { call } from '../request';
import { subscribedMember } from './checkout';
import { advance, CARDS, deliver, latestEvent } from './stripe-fake';

const userRow = (id: number) =>
  env.DB.prepare('SELECT subscription_tier AS tier, status FROM users WHERE id = ?').bind(id).first<{ tier: string; status: string }>();
const subscriptionStatus = (id: string) => env.DB.prepare('SELECT status FROM subscriptions WHERE stripe_subscription_id = ?').bind(id).first<string>('status');
const appliedEvents = () => env.DB.prepare('SELECT count(*) AS n FROM payment_events').first<number>('n');

describe('POST /api/stripe/webhook', () => {
  it('refuses a bad signature with 400 and changes nothing', async () => {
    const { subscriptionId } = await subscribedMember();
    await advance(subscriptionId, 'trial_end', 'failed');
    const event = await latestEvent('invoice.payment_failed', subscriptionId);
    const response = await deliver(event.id, 't=1,v1=0000');
    expect(response.status).toBe(400);
    expect(await appliedEvents()).toBe(0);
    expect(await subscriptionStatus(subscriptionId)).toBe('trialing');
  });

  it('applies each event once', async () => {
    const { subscriptionId } = await subscribedMember();
    const event = await latestEvent('customer.subscription.created', subscriptionId);
    expect(await (await deliver(event.id)).json()).toMatchObject({ outcome: 'applied' });
    expect(await (await deliver(event.id)).json()).toMatchObject({ outcome: 'duplicate' });
    expect(await appliedEvents()).toBe(1);
  });

  it('ends in the provider state whatever the order of delivery', async () => {
    const { user, cookie, subscriptionId: id } = await subscribedMember('monthly');
    await call('POST', '/api/downgrade-to-free', undefined, { cookie });
    await advance(id, 'trial_end');
    const deleted = await latestEvent('customer.subscription.deleted', id);
    const updated = await latestEvent('customer.subscription.updated', id);
    await deliver(deleted.id);
    await deliver(updated.id);
    expect(await subscriptionStatus(id)).toBe('canceled');
    expect(await userRow(user.id)).toEqual({ tier: 'free', status: 'active' });
  });
});

describe('when time runs out', () => {
  it('reminds the member three days before the first charge, in their language', async () => {
    const { user, subscriptionId: id } = await subscribedMember('yearly');
    await env.DB.prepare("UPDATE users SET locale = 'en' WHERE id = ?").bind(user.id).run();
    await advance(id, 'trial_will_end');
    expect((await deliver((await latestEvent('customer.subscription.trial_will_end', id)).id)).status).toBe(200);
    const [mail] = await mailsTo(user.email);
    expect(mail?.subject).toBe('Your Rudel trial ends soon');
    expect(mail?.text).toContain('€29.99');
    // And in the app, once, however often the event comes.
    await deliver((await latestEvent('customer.subscription.trial_will_end', id)).id);
    const inbox = await call('GET', '/api/notifications', undefined, {
      cookie: await sessionCookieFor(env.SESSION, user.id),
      headers: { 'x-rudel-locale': 'en' },
    });
    const { items } = (await inbox.json()) as NotificationPage;
    expect(items).toMatchObject([{ kind: 'trial_ending', target: { type: 'subscription', url: '/en/premium' } }]);
    expect(Date.parse(items[0]?.detail ?? '') - Date.now()).toBeGreaterThan(2 * 86_400_000);
  });

  it('keeps premium when the first charge succeeds', async () => {
    const { user, subscriptionId: id } = await subscribedMember('monthly');
    await advance(id, 'trial_end', 'succeeded');
    await deliver((await latestEvent('invoice.paid', id)).id);
    expect(await subscriptionStatus(id)).toBe('active');
    expect(await userRow(user.id)).toEqual({ tier: 'premium', status: 'premium' });
  });

  it('ends premium features while a payment is outstanding, and restores them once it is paid', async () => {
    const { user, subscriptionId: id } = await subscribedMember('monthly', CARDS.failsLater);
    await advance(id, 'trial_end');
    await deliver((await latestEvent('invoice.payment_failed', id)).id);
    expect(await subscriptionStatus(id)).toBe('past_due');
    expect(await userRow(user.id)).toEqual({ tier: 'free', status: 'pending_payment' });
    await advance(id, 'period_end', 'succeeded');
    await deliver((await latestEvent('invoice.paid', id)).id);
    expect(await userRow(user.id)).toEqual({ tier: 'premium', status: 'premium' });
  });

  it('after a cancellation ends: back to free, content kept, premium features gone', async () => {
    const { user, cookie, subscriptionId: id } = await subscribedMember('yearly');
    const activity = await createActivity(getDb(env.DB), user.id);
    await call('POST', '/api/downgrade-to-free', undefined, { cookie });
    await advance(id, 'trial_end');
    await deliver((await latestEvent('customer.subscription.deleted', id)).id);
    expect(await userRow(user.id)).toEqual({ tier: 'free', status: 'active' });
    expect((await call('GET', `/api/activities/${activity.id}`, undefined, { cookie })).status).toBe(200);
    const progress = await call('POST', `/api/activity-progress/${user.id}/${activity.id}`, { tried: true }, { cookie });
    expect(progress.status).toBe(403);
  });
});
