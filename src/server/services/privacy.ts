/**
 * The member's privacy rights (GDPR Art. 15, 17, 20): everything stored about them as one JSON
 * document, and account deletion that keeps every counter equal to the rows behind it.
 */
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { Db } from '~/server/db/client';
import {
  activities,
  activityImages,
  activityFavorites,
  activityLikes,
  activityViews,
  commentLikes,
  comments,
  contactMessages,
  emailTokens,
  newsletterSubscriptions,
  emailDigests,
  notificationPreferences,
  notifications,
  pushSubscriptions,
  postLikes,
  posts,
  subscriptions,
  users,
  activityTags,
  auditLog,
  reports,
  totpCredentials,
  totpRecoveryCodes,
  loginChallenges,
  uploads,
  type User,
} from '~/server/db/schema';
import { closePaymentAccount } from '~/server/payments/account-closing';
import { DELETED_ACCOUNT_TARGET_ID } from './admin/audit';
import { abandonedUploads, deleteUploads } from './uploads';
import { usernameFields } from './usernames';
import { toPublicUser } from './users';
import { exportDogs, forgetDogs } from './dogs/account-data';

/** Audit entries about the member: their account (warnings, suspensions, admin changes) and their content. */
function auditEntriesAbout(db: Db, userId: number) {
  const ownIds = (table: typeof posts | typeof comments | typeof activities) => db.select({ id: table.id }).from(table).where(eq(table.authorId, userId));
  return (
    db
      // The acting staff member is left out: that is someone else's personal data.
      .select({ action: auditLog.action, targetType: auditLog.targetType, targetId: auditLog.targetId, detail: auditLog.detail, createdAt: auditLog.createdAt })
      .from(auditLog)
      .where(
        or(
          and(eq(auditLog.targetType, 'user'), eq(auditLog.targetId, userId)),
          sql`json_extract(${auditLog.detail}, '$.authorId') = ${userId}`,
          and(eq(auditLog.targetType, 'post'), inArray(auditLog.targetId, ownIds(posts))),
          and(eq(auditLog.targetType, 'comment'), inArray(auditLog.targetId, ownIds(comments))),
          and(eq(auditLog.targetType, 'activity'), inArray(auditLog.targetId, ownIds(activities))),
        ),
      )
      .orderBy(auditLog.createdAt, auditLog.id)
  );
}

/**
 * Everything stored about the member, table by table (docs/decisions/017-account-deletion-and-data.md
 * lists what is left out and why): never the password hash or the hash of an email link.
 */
export async function exportAccountData(db: Db, user: User) {
  const ownActivities = db.select({ id: activities.id }).from(activities).where(eq(activities.authorId, user.id));
  const [
    own,
    tags,
    images,
    favorites,
    liked,
    viewed,
    ownPosts,
    likedPosts,
    ownComments,
    likedComments,
    subs,
    newsletter,
    messages,
    filed,
    uploaded,
    links,
    secondFactor,
    recoveryCodes,
    moderation,
    notificationChoices,
    pushDevices,
  ] = await db.batch([
    db.select().from(activities).where(eq(activities.authorId, user.id)),
    db.select().from(activityTags).where(inArray(activityTags.activityId, ownActivities)),
    db.select().from(activityImages).where(inArray(activityImages.activityId, ownActivities)),
    db.select().from(activityFavorites).where(eq(activityFavorites.userId, user.id)),
    db.select().from(activityLikes).where(eq(activityLikes.userId, user.id)),
    db.select().from(activityViews).where(eq(activityViews.userId, user.id)),
    db.select().from(posts).where(eq(posts.authorId, user.id)),
    db.select().from(postLikes).where(eq(postLikes.userId, user.id)),
    db.select().from(comments).where(eq(comments.authorId, user.id)),
    db.select().from(commentLikes).where(eq(commentLikes.userId, user.id)),
    db.select().from(subscriptions).where(eq(subscriptions.userId, user.id)),
    db
      .select()
      .from(newsletterSubscriptions)
      .where(or(eq(newsletterSubscriptions.userId, user.id), eq(newsletterSubscriptions.email, user.email))),
    db
      .select()
      .from(contactMessages)
      .where(or(eq(contactMessages.userId, user.id), eq(contactMessages.email, user.email))),
    db.select().from(reports).where(eq(reports.reporterId, user.id)),
    db.select().from(uploads).where(eq(uploads.userId, user.id)),
    db
      .select({ purpose: emailTokens.purpose, createdAt: emailTokens.createdAt, expiresAt: emailTokens.expiresAt, usedAt: emailTokens.usedAt })
      .from(emailTokens)
      .where(eq(emailTokens.userId, user.id)),
    // That a second factor exists and since when; never its secret or the codes' hashes.
    db.select({ enabledAt: totpCredentials.enabledAt, createdAt: totpCredentials.createdAt }).from(totpCredentials).where(eq(totpCredentials.userId, user.id)),
    db.select({ count: sql<number>`count(*)` }).from(totpRecoveryCodes).where(eq(totpRecoveryCodes.userId, user.id)),
    auditEntriesAbout(db, user.id),
    db
      .select({ topic: notificationPreferences.topic, email: notificationPreferences.email, push: notificationPreferences.push })
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, user.id)),
    // The devices push reaches: which service and since when, not their keys.
    db
      .select({ endpoint: pushSubscriptions.endpoint, createdAt: pushSubscriptions.createdAt })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, user.id)),
  ]);
  const dogData = await exportDogs(db, user.id);
  const { passwordHash: _secret, ...account } = user;
  return {
    exportedAt: new Date().toISOString(),
    account: { ...account, avatarUrl: toPublicUser(user).avatarUrl },
    activities: own.map((activity) => ({
      ...activity,
      tags: tags.filter((t) => t.activityId === activity.id).map((t) => t.tag),
      images: images.filter((i) => i.activityId === activity.id),
    })),
    activityFavorites: favorites,
    ...dogData,
    activityLikes: liked,
    activityViews: viewed,
    posts: ownPosts,
    postLikes: likedPosts,
    comments: ownComments,
    commentLikes: likedComments,
    subscriptions: subs,
    newsletter,
    contactMessages: messages,
    reportsFiled: filed,
    uploads: uploaded,
    emailLinks: links,
    twoFactor: secondFactor[0] ? { ...secondFactor[0], recoveryCodesLeft: recoveryCodes[0]?.count ?? 0 } : null,
    // Warnings, suspensions, admin changes to the account, and moderation of the member's content.
    moderation: moderation.map((entry) => ({ ...entry, detail: JSON.parse(entry.detail) as unknown })),
    // The member's own choices; the notifications themselves are in the inbox (decision 032).
    notificationPreferences: notificationChoices,
    pushDevices,
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
 * What the audit log keeps of a deleted member: the action and its date. Entries about the
 * account lose their target and details, entries about their content lose the details (their
 * text and author id), entries they made as staff lose their actor.
 */
const pseudonymiseAuditLog = (db: Db, id: number) =>
  [
    db
      .update(auditLog)
      .set({ targetId: DELETED_ACCOUNT_TARGET_ID, detail: '{}' })
      .where(and(eq(auditLog.targetType, 'user'), eq(auditLog.targetId, id))),
    db.update(auditLog).set({ detail: '{}' }).where(sql`json_extract(${auditLog.detail}, '$.authorId') = ${id}`),
    db.update(auditLog).set({ actorId: null }).where(eq(auditLog.actorId, id)),
  ] as const;

/**
 * Deletes the account. Its subscriptions end and its customer goes at the payment provider first;
 * if that fails nothing is changed (account_delete_payment_failed). Likes, progress, views,
 * contact messages, reports and notifications always go (with the counters they fed), as do the dogs it alone
 * owns (with their photos) and its co-ownerships and invitations; its audit entries are
 * pseudonymised; `keepContent` keeps posts, comments and activities under an anonymous, unusable
 * account, otherwise they are deleted with it. `alsoInBatch` (the admin's audit entry) commits
 * with the deletion. Images (every size of each) go from R2 after the database commits.
 */
export async function deleteAccount(db: Db, env: Env, user: User, keepContent: boolean, alsoInBatch: BatchItem<'sqlite'>[] = []): Promise<void> {
  await closePaymentAccount(env, db, user);
  const id = user.id;
  // Its pictures, the photos of the dogs it alone owns, plus uploads that were never attached to anything.
  const dogData = await forgetDogs(db, id);
  const keys = [...(await imageKeys(db, user, !keepContent)), ...dogData.photoKeys, ...(await abandonedUploads(db, user.id, Date.now() + 1))];
  const now = new Date();
  // Every like, view, completion and comment counter drops with its rows (database triggers).
  const forgetActivity = [
    db.delete(postLikes).where(eq(postLikes.userId, id)),
    ...alsoInBatch,
    db.delete(activityLikes).where(eq(activityLikes.userId, id)),
    db.delete(commentLikes).where(eq(commentLikes.userId, id)),
    db.delete(activityFavorites).where(eq(activityFavorites.userId, id)),
    // Dogs it alone owns go with their progress (and the completions it counted); co-owned dogs stay with the others.
    ...dogData.statements,
    db.delete(activityViews).where(eq(activityViews.userId, id)),
    // What the member was told and chose, and what others were told about them (decision 032).
    db.delete(notifications).where(or(eq(notifications.recipientId, id), eq(notifications.actorId, id))),
    db.delete(notificationPreferences).where(eq(notificationPreferences.userId, id)),
    // Its devices stop receiving push, and no digest waits for it (decision 033).
    db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, id)),
    db.delete(emailDigests).where(eq(emailDigests.userId, id)),
    db.delete(reports).where(eq(reports.reporterId, id)),
    db.delete(emailTokens).where(eq(emailTokens.userId, id)),
    // The second factor's secret and codes: an account kept for its content never signs in again.
    db.delete(totpRecoveryCodes).where(eq(totpRecoveryCodes.userId, id)),
    db.delete(totpCredentials).where(eq(totpCredentials.userId, id)),
    // A login waiting for its code would otherwise still open a session for five minutes.
    db.delete(loginChallenges).where(eq(loginChallenges.userId, id)),
    db.delete(newsletterSubscriptions).where(or(eq(newsletterSubscriptions.userId, id), eq(newsletterSubscriptions.email, user.email))),
    db.delete(contactMessages).where(or(eq(contactMessages.userId, id), eq(contactMessages.email, user.email))),
    ...pseudonymiseAuditLog(db, id),
  ] as const;
  if (keepContent) {
    const alias = `deleted_${id}`;
    await db.batch([
      ...forgetActivity,
      db.delete(subscriptions).where(eq(subscriptions.userId, id)),
      db
        .update(users)
        .set({
          ...usernameFields(alias),
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
    await db.batch([...forgetActivity, db.delete(users).where(eq(users.id, id))]);
  }
  await deleteUploads(db, env.MEDIA, keys);
}
