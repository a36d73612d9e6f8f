/** A member through the whole checkout of the plan page, as the islands do it. */
import { env } from 'cloudflare:workers';
import { expect } from 'vitest';
import type { PlanType } from '../../../src/shared/enums';
import { signedIn } from '../../factories/sessions';
import { call } from '../request';
import { CARDS, confirmWithCard } from './stripe-fake';

export const priceOf = (planType: PlanType) => (planType === 'yearly' ? env.STRIPE_PRICE_YEARLY : env.STRIPE_PRICE_MONTHLY);

export async function startCheckout(cookie: string, planType: PlanType) {
  return call('POST', '/api/create-setup-intent', { priceId: priceOf(planType) }, { cookie });
}

/** Picks the plan, confirms the card and finalizes; answers the finalize response. */
export async function checkout(cookie: string, planType: PlanType, card: string = CARDS.ok) {
  const start = await startCheckout(cookie, planType);
  expect(start.status).toBe(200);
  const { clientSecret } = (await start.json()) as { clientSecret: string };
  const confirmed = await confirmWithCard(clientSecret, card);
  return call('POST', '/api/finalize-subscription', { setupIntentId: confirmed.id }, { cookie });
}

/** A free member who subscribed (trialing); answers the provider's subscription id too. */
export async function subscribedMember(planType: PlanType = 'monthly', card: string = CARDS.ok) {
  const member = await signedIn('free');
  expect((await checkout(member.cookie, planType, card)).status).toBe(200);
  const row = await env.DB.prepare('SELECT stripe_subscription_id AS id FROM subscriptions WHERE user_id = ?').bind(member.user.id).first<{ id: string }>();
  return { ...member, subscriptionId: row?.id ?? '' };
}
