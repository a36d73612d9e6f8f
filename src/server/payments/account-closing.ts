/**
 * Ends everything an account has at the payment provider before the account is deleted
 * (docs/decisions/017-account-deletion-and-data.md): every live subscription is cancelled at once
 * (not at period end) and the customer is deleted, so a deleted member is never billed again.
 * Any failure refuses the deletion: the caller has not changed anything yet. Both calls are DELETE
 * requests, on which Stripe ignores idempotency keys: a repeat (a retried deletion) is instead
 * recognised by the provider's answer that the subscription or customer is already gone.
 */
import { and, eq, notInArray } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Db } from '~/server/db/client';
import { subscriptions, type User } from '~/server/db/schema';
import { ApiError } from '~/server/errors';
import { paymentsFor } from './checkout';
import { isMissing } from './stripe-client';

/** Provider statuses after which a subscription never bills again. */
const ENDED_STATUSES = ['canceled', 'incomplete_expired'];

/** Subscriptions D1 last saw as not ended. */
const openRows = (db: Db, userId: number) =>
  db
    .select({ id: subscriptions.stripeSubscriptionId })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), notInArray(subscriptions.status, ENDED_STATUSES)));

/** An object the provider no longer has is already where deletion wants it. */
const unlessMissing = (error: unknown) => {
  if (!isMissing(error)) throw error;
};

/** D1 may still call a subscription live that the provider ended (a webhook not yet applied). */
const endedAtProvider = async (stripe: Stripe, id: string) =>
  ENDED_STATUSES.includes((await stripe.subscriptions.retrieve(id).catch(() => null))?.status ?? '');

/**
 * The subscriptions to cancel: the provider's own list for the customer (a webhook that never
 * arrived cannot hide one), and the ones D1 knows in case the customer is unknown here.
 */
async function liveSubscriptions(stripe: Stripe, db: Db, user: User): Promise<string[]> {
  const ids = new Set((await openRows(db, user.id)).map((row) => row.id));
  if (user.stripeCustomerId) {
    for await (const subscription of stripe.subscriptions.list({ customer: user.stripeCustomerId, limit: 100 })) ids.add(subscription.id);
  }
  return [...ids];
}

async function closeAtProvider(stripe: Stripe, db: Db, user: User): Promise<void> {
  for (const id of await liveSubscriptions(stripe, db, user)) {
    try {
      await stripe.subscriptions.cancel(id);
    } catch (error) {
      if (!isMissing(error) && !(await endedAtProvider(stripe, id))) throw error;
    }
  }
  if (user.stripeCustomerId) await stripe.customers.del(user.stripeCustomerId).catch(unlessMissing);
}

/**
 * Cancels the account's subscriptions and deletes its customer; a member who never reached the
 * provider costs no call. Refuses with `account_delete_payment_failed` when the provider cannot be
 * reached, is not configured, or refuses.
 */
export async function closePaymentAccount(env: Env, db: Db, user: User): Promise<void> {
  if (!user.stripeCustomerId && (await openRows(db, user.id)).length === 0) return;
  try {
    await closeAtProvider(paymentsFor(env, db, null).stripe, db, user);
  } catch (error) {
    console.error(`account ${user.id}: payment provider refused the closing`, error);
    throw new ApiError(502, 'account_delete_payment_failed');
  }
}
