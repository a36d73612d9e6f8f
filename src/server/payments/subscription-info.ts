import { desc, eq } from 'drizzle-orm';
import type { SubscriptionInfo } from '~/shared/subscription';
import type { Db } from '~/server/db/client';
import { subscriptions } from '~/server/db/schema';
import type { SessionUser } from '~/server/auth/session-user';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** `GET /api/users/{userId}/subscription`: the member's tier and their newest subscription. */
export async function subscriptionInfo(db: Db, user: SessionUser): Promise<SubscriptionInfo> {
  const [latest] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, user.id))
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
    .limit(1);
  return {
    tier: user.subscriptionTier,
    planType: latest?.planType ?? null,
    status: latest?.status ?? null,
    currentPeriodEnd: iso(latest?.currentPeriodEnd ?? null),
    trialEnd: iso(latest?.trialEnd ?? null),
    cancelAtPeriodEnd: latest?.cancelAtPeriodEnd ?? false,
    created: iso(latest?.createdAt ?? null),
  };
}
