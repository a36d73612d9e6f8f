/**
 * Writes what the provider says about a subscription into D1 and lets the member's tier and
 * status follow (membership.ts), in one batch. Every path that changes a subscription – checkout,
 * plan switch, downgrade, webhooks – ends here with a subscription read from the provider.
 */
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Db } from '~/server/db/client';
import { subscriptions, users } from '~/server/db/schema';
import type { Mailer } from '~/server/email/mailer';
import { planTypeOfPrice, type PaymentConfig } from './config';
import { contractChange, contractEmail } from './contract-email';
import { applyMembership } from './membership';

/** Where the contract confirmation goes out from (docs/product-rules.md §5.4); null where none is sent (account deletion). */
export interface ContractNotice {
  mailer: Mailer;
  origin: string;
}

const customerId = (subscription: Stripe.Subscription) => (typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id);
const fromSeconds = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null);

/**
 * Stores the subscription for the member who owns its customer; answers that member's id (null: not
 * ours). When it started, changed or was cancelled, the member gets the contract confirmation: the
 * row as it was is read in the same transaction as the write, so of two syncs of one change (the
 * checkout's and the provider's event) only the first sees a change and mails it.
 */
export async function syncSubscription(
  db: Db,
  config: PaymentConfig,
  subscription: Stripe.Subscription,
  notice: ContractNotice | null,
): Promise<number | null> {
  const [owner] = await db
    .select({ id: users.id, email: users.email, locale: users.locale, firstName: users.firstName, username: users.username })
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
  const [before] = await db.batch([
    db
      .select({ stripePriceId: subscriptions.stripePriceId, status: subscriptions.status, cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd })
      .from(subscriptions)
      .where(eq(subscriptions.stripeSubscriptionId, subscription.id)),
    db
      .insert(subscriptions)
      .values({ userId: owner.id, stripeSubscriptionId: subscription.id, createdAt: new Date(subscription.created * 1000), ...state })
      .onConflictDoUpdate({ target: subscriptions.stripeSubscriptionId, set: state }),
    applyMembership(db, owner.id),
  ]);
  const change = contractChange(before[0] ?? null, state);
  if (change && notice) {
    // The contract stands whether or not the mail leaves; a failed send is logged, not the payment's failure.
    await notice.mailer
      .send(contractEmail(owner, notice.origin, change, state))
      .catch((error: unknown) => console.error('payments: contract email failed', error));
  }
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
