/** The member's own profile: fields, disclaimer, newsletter and statistics (docs/product-rules.md §4.6). */
import { and, count, eq, sql } from 'drizzle-orm';
import { isPaid } from '~/shared/policy';
import type { ProfileInput } from '~/shared/schemas/account';
import type { UserStats } from '~/shared/users';
import type { Db } from '~/server/db/client';
import { activities, dogOwners, dogProgress, newsletterSubscriptions, posts, subscriptions, users, type User } from '~/server/db/schema';
import { ApiError } from '~/server/errors';
import { deleteUploads, ownedUploadKey } from './uploads';

async function reload(db: Db, userId: number): Promise<User> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new Error(`user ${userId} vanished`);
  return user;
}

/** Updates the profile; a new or removed picture deletes the previous one from R2. */
export async function updateProfile(db: Db, media: R2Bucket, user: User, input: ProfileInput): Promise<User> {
  const { avatarUrl, ...fields } = input;
  const avatarKey = avatarUrl === undefined ? user.avatarKey : avatarUrl === null ? null : await ownedUploadKey(db, user.id, avatarUrl, 'avatarUrl');
  const [updated] = await db
    .update(users)
    .set({ ...fields, avatarKey, updatedAt: new Date() })
    .where(eq(users.id, user.id))
    .returning();
  if (user.avatarKey && user.avatarKey !== avatarKey) await deleteUploads(db, media, [user.avatarKey]);
  return updated ?? user;
}

/** Records the accepted disclaimer; a verified account becomes active (docs/product-rules.md §4.3). */
export async function acceptDisclaimer(db: Db, user: User): Promise<User> {
  await db.batch([
    db.update(users).set({ acceptedDisclaimer: true, updatedAt: new Date() }).where(eq(users.id, user.id)),
    db
      .update(users)
      .set({ status: 'active' })
      .where(and(eq(users.id, user.id), eq(users.status, 'verified'))),
  ]);
  return reload(db, user.id);
}

export interface NewsletterContact {
  email: string;
  firstName: string;
  lastName: string;
}

/**
 * Subscribes or unsubscribes the member's own address (another address answers 403); the user
 * flag and the mailing list stay in step.
 */
export async function setNewsletter(db: Db, user: User, subscribed: boolean, contact: NewsletterContact): Promise<User> {
  if (contact.email !== user.email) throw new ApiError(403, 'error_not_your_account', 'email');
  const now = new Date();
  const changes = subscribed ? { subscribedAt: now, unsubscribedAt: null } : { unsubscribedAt: now };
  await db.batch([
    db.update(users).set({ newsletterSubscribed: subscribed, updatedAt: now }).where(eq(users.id, user.id)),
    db
      .insert(newsletterSubscriptions)
      .values({ ...contact, userId: user.id, locale: user.locale, ...changes })
      .onConflictDoUpdate({ target: newsletterSubscriptions.email, set: { ...contact, userId: user.id, ...changes } }),
  ]);
  return reload(db, user.id);
}

/** "User statistics" (docs/product-rules.md §3), in one round trip. */
export async function userStats(db: Db, user: User): Promise<UserStats> {
  const [created, completed, written, activityLikes, postLikes, latest] = await db.batch([
    db.select({ n: count() }).from(activities).where(eq(activities.authorId, user.id)),
    // Activities one of the member's dogs has mastered, each counted once.
    db
      .select({ n: sql<number>`count(distinct ${dogProgress.activityId})` })
      .from(dogProgress)
      .innerJoin(dogOwners, and(eq(dogOwners.dogId, dogProgress.dogId), eq(dogOwners.userId, user.id)))
      .where(eq(dogProgress.mastered, true)),
    db.select({ n: count() }).from(posts).where(eq(posts.authorId, user.id)),
    db
      .select({ n: sql<number>`coalesce(sum(${activities.likes}), 0)` })
      .from(activities)
      .where(eq(activities.authorId, user.id)),
    db
      .select({ n: sql<number>`coalesce(sum(${posts.likes}), 0)` })
      .from(posts)
      .where(eq(posts.authorId, user.id)),
    db
      .select({ status: subscriptions.status, planType: subscriptions.planType })
      .from(subscriptions)
      .where(eq(subscriptions.userId, user.id))
      .orderBy(sql`${subscriptions.createdAt} desc`)
      .limit(1),
  ]);
  return {
    activitiesCreated: created[0]?.n ?? 0,
    activitiesCompleted: completed[0]?.n ?? 0,
    postsCreated: written[0]?.n ?? 0,
    likesReceived: Number(activityLikes[0]?.n ?? 0) + Number(postLikes[0]?.n ?? 0),
    tier: isPaid({ tier: user.subscriptionTier, subscriptionStatus: latest[0]?.status ?? null }) ? 'premium' : 'free',
  };
}
