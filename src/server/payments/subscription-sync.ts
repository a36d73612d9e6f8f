/**
 * Writes what the provider says about a subscription into D1 and lets the member's tier and
 * status follow (membership.ts), in one batch. Every path that changes a subscription – checkout,
 * plan switch, downgrade, webhooks – ends here with a subscription read from the provider.
 */
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Db } from '~/server/db/client';
import { subscriptions, users } from '~/server/db/schema';
import { planTypeOfPrice, type PaymentConfig } from './config';
import { applyMembership } from './membership';

const customerId = (subscription: Stripe.Subscription) => (typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id);
const fromSeconds = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null);

/** Stores the subscription for the member who owns its customer; answers that member's id (null: not ours). */
export async function syncSubscription(db: Db, config: PaymentConfig, subscription: Stripe.Subscription): Promise<number | null> {
  const [owner] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.stripeCustomerId, customerId(subscription)));
  const item = subscription.items.data[0];
  const planType = item ? planTypeOfPrice(config, item.price.id) : null;
  if (!owner || !item || !planType) {
    console.warn('payments: subscription without a member or a known price', subscription.id);
    return null;
  }
  const state = {
    stripePriceId: item.price.id,
    planType,
    status: subscription.status,
    trialEnd: fromSeconds(subscription.trial_end),
    currentPeriodEnd: fromSeconds(item.current_period_end),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    updatedAt: new Date(),
  };
  await db.batch([
    db
      .insert(subscriptions)
      .values({ userId: owner.id, stripeSubscriptionId: subscription.id, createdAt: new Date(subscription.created * 1000), ...state })
      .onConflictDoUpdate({ target: subscriptions.stripeSubscriptionId, set: state }),
    applyMembership(db, owner.id),
  ]);
  return owner.id;
}

/** A subscription the provider no longer knows is over: premium ends with it. */
export async function endMissingSubscription(db: Db, stripeSubscriptionId: string): Promise<void> {
  const [row] = await db.select({ userId: subscriptions.userId }).from(subscriptions).where(eq(subscriptions.stripeSubscriptionId, stripeSubscriptionId));
  if (!row) return;
  await db.batch([
    db.update(subscriptions).set({ status: 'canceled', updatedAt: new Date() }).where(eq(subscriptions.stripeSubscriptionId, stripeSubscriptionId)),
    applyMembership(db, row.userId),
  ]);
}
