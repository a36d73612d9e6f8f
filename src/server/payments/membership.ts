/**
 * What a member's subscriptions mean for their account (docs/architecture.md §11): tier and status follow the
 * provider's state, so no path leaves a member charged without premium or premium without a
 * subscription. One UPDATE, computed from every subscription the member has, so events that
 * arrive late or out of order cannot undo a newer state.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '~/server/db/client';
import { users } from '~/server/db/schema';

/** Provider statuses that give premium: the trial and paid periods. */
export const LIVE_STATUSES = ['trialing', 'active'] as const;
/** Provider statuses of a subscription whose payment is outstanding. */
export const UNPAID_STATUSES = ['past_due', 'unpaid', 'incomplete'] as const;

const anyWith = (statuses: readonly string[]) =>
  sql.raw(`exists (select 1 from subscriptions s where s.user_id = users.id and s.status in (${statuses.map((s) => `'${s}'`).join(', ')}))`);

/**
 * Premium while a subscription is live; pending_payment while one is unpaid (one activity, no
 * premium features); back to free and active otherwise. Professional (set by admins) and
 * accounts that are not yet active keep what they have.
 */
export function applyMembership(db: Db, userId: number) {
  return db
    .update(users)
    .set({
      subscriptionTier: sql`case
        when ${users.subscriptionTier} = 'professional' then ${users.subscriptionTier}
        when ${anyWith(LIVE_STATUSES)} then 'premium'
        else 'free' end`,
      status: sql`case
        when ${users.status} in ('unverified', 'verified') then ${users.status}
        when ${anyWith(LIVE_STATUSES)} then 'premium'
        when ${anyWith(UNPAID_STATUSES)} then 'pending_payment'
        else 'active' end`,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
}
