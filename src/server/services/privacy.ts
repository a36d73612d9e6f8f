/**
 * The member's privacy rights (GDPR Art. 15, 17, 20): everything stored about them as one JSON
 * document, and account deletion that keeps every counter equal to the rows behind it.
 */
import { eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  activities,
  activityImages,
  activityLikes,
  activityProgress,
  activityViews,
  commentLikes,
  comments,
  contactMessages,
  newsletterSubscriptions,
  postLikes,
  posts,
  subscriptions,
  users,
  activityTags,
  type User,
} from '../db/schema';
import { abandonedUploads, deleteUploads } from './uploads';
import { toPublicUser } from './users';

export async function exportAccountData(db: Db, user: User) {
  const [own, tags, images, progress, liked, ownPosts, likedPosts, ownComments, likedComments, subs, newsletter, messages] = await db.batch([
    db.select().from(activities).where(eq(activities.authorId, user.id)),
    db.select().from(activityTags).where(inArray(activityTags.activityId, db.select({ id: activities.id }).from(activities).where(eq(activities.authorId, user.id)))),
    db.select().from(activityImages).where(inArray(activityImages.activityId, db.select({ id: activities.id }).from(activities).where(eq(activities.authorId, user.id)))),
    db.select().from(activityProgress).where(eq(activityProgress.userId, user.id)),
    db.select().from(activityLikes).where(eq(activityLikes.userId, user.id)),
    db.select().from(posts).where(eq(posts.authorId, user.id)),
    db.select().from(postLikes).where(eq(postLikes.userId, user.id)),
    db.select().from(comments).where(eq(comments.authorId, user.id)),
    db.select().from(commentLikes).where(eq(commentLikes.userId, user.id)),
    db.select().from(subscriptions).where(eq(subscriptions.userId, user.id)),
    db.select().from(newsletterSubscriptions).where(or(eq(newsletterSubscriptions.userId, user.id), eq(newsletterSubscriptions.email, user.email))),
    db.select().from(contactMessages).where(eq(contactMessages.email, user.email)),
  ]);
  return {
    exportedAt: new Date().toISOString(),
    account: { ...toPublicUser(user), sessionsValidAfter: user.sessionsValidAfter.toISOString() },
    activities: own.map((activity) => ({
      ...activity,
      tags: tags.filter((t) => t.activityId === activity.id).map((t) => t.tag),
      images: images.filter((i) => i.activityId === activity.id),
    })),
    activityProgress: progress,
    activityLikes: liked,
    posts: ownPosts,
    postLikes: likedPosts,
    comments: ownComments,
    commentLikes: likedComments,
    subscriptions: subs,
    newsletter,
    contactMessages: messages,
  };
}

/** R2 keys of the images that belong to the account (avatar, and with its content, its pictures). */
async function imageKeys(db: Db, user: User, withContent: boolean): Promise<string[]> {
  const keys = user.avatarKey ? [user.avatarKey] : [];
  if (!withContent) return keys;
  const [activityPictures, postPictures] = await db.batch([
    db
      .select({ thumbnail: activityImages.thumbnailKey, medium: activityImages.mediumKey })
      .from(activityImages)
      .innerJoin(activities, eq(activities.id, activityImages.activityId))
      .where(eq(activities.authorId, user.id)),
    db.select({ key: posts.imageKey }).from(posts).where(eq(posts.authorId, user.id)),
  ]);
  return [...keys, ...activityPictures.flatMap((p) => [p.thumbnail, p.medium]), ...postPictures.flatMap((p) => (p.key ? [p.key] : []))];
}

/**
 * Deletes the account. Likes, progress and views always go (with the counters they fed);
 * `keepContent` keeps posts, comments and activities under an anonymous, unusable account,
 * otherwise they are deleted with it. Images (every size of each) go from R2 after the database
 * commits.
 */
export async function deleteAccount(db: Db, media: R2Bucket, user: User, keepContent: boolean): Promise<void> {
  // Its pictures, plus uploads that were never attached to anything.
  const keys = [...(await imageKeys(db, user, !keepContent)), ...(await abandonedUploads(db, user.id, Date.now() + 1))];
  const id = user.id;
  const now = new Date();
  // Every like, view, completion and comment counter drops with its rows (database triggers).
  const forgetActivity = [
    db.delete(postLikes).where(eq(postLikes.userId, id)),
    db.delete(activityLikes).where(eq(activityLikes.userId, id)),
    db.delete(commentLikes).where(eq(commentLikes.userId, id)),
    db.delete(activityProgress).where(eq(activityProgress.userId, id)),
    db.delete(activityViews).where(eq(activityViews.userId, id)),
    db.delete(newsletterSubscriptions).where(or(eq(newsletterSubscriptions.userId, id), eq(newsletterSubscriptions.email, user.email))),
  ] as const;
  if (keepContent) {
    const alias = `deleted_${id}`;
    await db.batch([
      ...forgetActivity,
      db.delete(subscriptions).where(eq(subscriptions.userId, id)),
      db
        .update(users)
        .set({
          username: alias,
          displayName: alias,
          email: `${alias}@deleted.invalid`,
          firstName: '',
          lastName: '',
          bio: '',
          location: '',
          avatarKey: null,
          passwordHash: '!',
          stripeCustomerId: null,
          newsletterSubscribed: false,
          sessionsValidAfter: now,
          deletedAt: now,
          updatedAt: now,
        })
        .where(eq(users.id, id)),
    ]);
  } else {
    await db.batch([
      ...forgetActivity,
      db.delete(users).where(eq(users.id, id)),
    ]);
  }
  await deleteUploads(db, media, keys);
}
