/** A member through the whole checkout of the plan page, as the islands do it. */
import { env } from 'cloudflare:workers';
import { expect } from 'vitest';
import type { PlanType } from '~/shared/enums';
import { signedIn } from '../../factories/sessions';
import { apiClient } from '../request';
import { CARDS, confirmWithCard } from './stripe-fake';

export const priceOf = (planType: PlanType) => (planType === 'yearly' ? env.STRIPE_PRICE_YEARLY : env.STRIPE_PRICE_MONTHLY);

export async function startCheckout(cookie: string, planType: PlanType) {
  return apiClient({ cookie })['create-setup-intent'].$post({ json: { priceId: priceOf(planType) } });
}

/** Picks a plan that needs a card (no subscription yet); answers the setup intent's client secret. */
export async function clientSecretFor(cookie: string, planType: PlanType): Promise<string> {
  const start = await startCheckout(cookie, planType);
  expect(start.status).toBe(200);
  const body = await start.json();
  if (body.kind !== 'confirm_card') throw new Error(`expected a card to confirm, the plan page got '${body.kind}'`);
  return body.clientSecret;
}

/** Picks the plan, confirms the card and finalizes; answers the finalize response. */
export async function checkout(cookie: string, planType: PlanType, card: string = CARDS.ok) {
  const confirmed = await confirmWithCard(await clientSecretFor(cookie, planType), card);
  return apiClient({ cookie })['finalize-subscription'].$post({ json: { setupIntentId: confirmed.id } });
}

/** A free member who subscribed (trialing); answers the provider's subscription id too. */
export async function subscribedMember(planType: PlanType = 'monthly', card: string = CARDS.ok) {
  const member = await signedIn('free');
  expect((await checkout(member.cookie, planType, card)).status).toBe(200);
  const row = await env.DB.prepare('SELECT stripe_subscription_id AS id FROM subscriptions WHERE user_id = ?').bind(member.user.id).first<{ id: string }>();
  return { ...member, subscriptionId: row?.id ?? '' };
}
