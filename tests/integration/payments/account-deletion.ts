/** A subscribed member at the fake provider, for the two ways an account is deleted. */
import { env } from 'cloudflare:workers';
import { expect } from 'vitest';
import { subscribedMember } from './checkout';
import { atProvider } from './stripe-fake';

/** A trialing member with their customer id at the provider. */
export async function payingMember() {
  const member = await subscribedMember('monthly');
  const customerId = await env.DB.prepare('SELECT stripe_customer_id AS id FROM users WHERE id = ?').bind(member.user.id).first<string>('id');
  expect(customerId).toMatch(/^cus_/);
  return { ...member, customerId: customerId ?? '' };
}

/** The provider bills the member no more: subscription cancelled at once, customer deleted. */
export async function expectEndedAtProvider({ subscriptionId, customerId }: { subscriptionId: string; customerId: string }) {
  expect(await atProvider(`subscriptions/${subscriptionId}`)).toMatchObject({ status: 'canceled', cancel_at_period_end: false });
  expect(await atProvider(`customers/${customerId}`)).toMatchObject({ deleted: true });
}

/** Nothing changed: the member, their subscription row and their subscription at the provider are as before. */
export async function expectUntouched({ user, subscriptionId, customerId }: { user: { id: number }; subscriptionId: string; customerId: string }) {
  const row = await env.DB.prepare('SELECT u.status, s.status AS subscription FROM users u JOIN subscriptions s ON s.user_id = u.id WHERE u.id = ?')
    .bind(user.id)
    .first();
  expect(row).toEqual({ status: 'premium', subscription: 'trialing' });
  expect(await atProvider(`subscriptions/${subscriptionId}`)).toMatchObject({ status: 'trialing' });
  expect(await atProvider(`customers/${customerId}`)).not.toHaveProperty('deleted');
}
