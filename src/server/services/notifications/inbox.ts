/**
 * The member's inbox (docs/decisions/032-notifications.md): newest first, a page at a time by cursor,
 * with the unread count in the same round trip; marking one, several or all as read. Each page reads
 * its own rows and one row per target and actor, never the whole table.
 */
import { and, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { activityPath, postPath } from '~/shared/card-paths';
import { cutAtWord } from '~/shared/cut-at-word';
import type { Locale, NotificationKind } from '~/shared/enums';
import { NOTIFICATION_PAGE_SIZE, UNREAD_COUNT_CAP, type NotificationPage, type NotificationTarget, type NotificationView } from '~/shared/notifications';
import { pathFor } from '~/shared/routes';
import type { MarkReadInput } from '~/shared/schemas/notifications';
import type { Db } from '~/server/db/client';
import { activities, comments, dogs, notifications, posts, users } from '~/server/db/schema';
import { decodeCursor, pageOf } from '~/server/services/cursor';
import { toMemberSummary } from '~/server/services/network/members';
import { groupEntries } from './groups';

/** Characters of a comment or post an entry shows to recognise it by. */
const EXCERPT_CHARS = 140;
const quoteOf = (text: string | null) => (text === null ? null : cutAtWord(text, EXCERPT_CHARS));

/** The unread count, capped: one range of the partial index `notifications_unread_idx`, at most the cap long. */
export const unreadCountQuery = (db: Db, memberId: number) =>
  db.select({ n: sql<number>`count(*)` }).from(
    db
      .select({ one: sql`1` })
      .from(notifications)
      .where(and(eq(notifications.recipientId, memberId), isNull(notifications.readAt)))
      .limit(UNREAD_COUNT_CAP)
      .as('unread'),
  );

export async function unreadCount(db: Db, memberId: number): Promise<number> {
  const [row] = await unreadCountQuery(db, memberId);
  return row?.n ?? 0;
}

const actors = alias(users, 'actors');

/**
 * Notifications with what their entries show (actor, excerpt): the inbox's pages, and the items of
 * the emails and push messages (./dispatch.ts, ./digests.ts), each narrowed by its own condition.
 */
export const notificationViews = (db: Db) =>
  db
    .select({
      id: notifications.id,
      recipientId: notifications.recipientId,
      kind: notifications.kind,
      readAt: notifications.readAt,
      createdAt: notifications.createdAt,
      count: notifications.count,
      detail: notifications.detail,
      postId: notifications.postId,
      commentId: notifications.commentId,
      activityId: notifications.activityId,
      dogId: notifications.dogId,
      invitationId: notifications.invitationId,
      reportId: notifications.reportId,
      // Named apart: a batch's rows come back keyed by column name, and `id` or `name` would collide.
      actorId: sql<number | null>`${actors.id}`.as('actor_key'),
      actorUsername: sql<string | null>`${actors.username}`.as('actor_username'),
      actorDisplayName: sql<string | null>`${actors.displayName}`.as('actor_display_name'),
      actorAvatarKey: sql<string | null>`${actors.avatarKey}`.as('actor_avatar_key'),
      commentText: sql<string | null>`substr(${comments.content}, 1, ${EXCERPT_CHARS + 1})`.as('comment_text'),
      postText: sql<string | null>`substr(${posts.content}, 1, ${EXCERPT_CHARS + 1})`.as('post_text'),
      activityTitle: sql<string | null>`${activities.title}`.as('activity_title'),
      dogName: sql<string | null>`${dogs.name}`.as('dog_name'),
    })
    .from(notifications)
    .leftJoin(actors, eq(actors.id, notifications.actorId))
    .leftJoin(comments, eq(comments.id, notifications.commentId))
    .leftJoin(posts, eq(posts.id, notifications.postId))
    .leftJoin(activities, eq(activities.id, notifications.activityId))
    .leftJoin(dogs, eq(dogs.id, notifications.dogId));

export type NotificationRow = Awaited<ReturnType<typeof notificationViews>>[number];

const pageQuery = (db: Db, memberId: number, after: SQL | undefined) =>
  notificationViews(db)
    .where(and(eq(notifications.recipientId, memberId), after))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATION_PAGE_SIZE + 1);

/** Where an entry leads, in the reader's language. */
function targetOf(row: NotificationRow, locale: Locale): NotificationTarget {
  if (row.commentId !== null && row.postId !== null) return { type: 'comment', id: row.commentId, url: postPath(row.postId, locale, row.commentId) };
  if (row.postId !== null) return { type: 'post', id: row.postId, url: postPath(row.postId, locale) };
  if (row.activityId !== null) return { type: 'activity', id: row.activityId, url: activityPath(row.activityId, locale) };
  if (row.invitationId !== null) return { type: 'dog_invitation', id: row.invitationId, url: pathFor('profile', locale) };
  if (row.dogId !== null) return { type: 'dog', id: row.dogId, url: pathFor('training', locale) };
  if (row.reportId !== null) return { type: 'report', id: row.reportId, url: pathFor('help', locale) };
  const kind: NotificationKind = row.kind;
  if (kind === 'trial_ending') return { type: 'subscription', id: null, url: pathFor('premium', locale) };
  return { type: 'account', id: null, url: pathFor('help', locale) };
}

/** An entry as the reader sees it, in their language. */
export function toView(row: NotificationRow, locale: Locale): NotificationView {
  return {
    id: row.id,
    ids: [row.id],
    kind: row.kind,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
    actors:
      row.actorId === null || row.actorUsername === null || row.actorDisplayName === null
        ? []
        : [toMemberSummary({ id: row.actorId, username: row.actorUsername, displayName: row.actorDisplayName, avatarKey: row.actorAvatarKey })],
    count: row.count,
    targets: 1,
    target: targetOf(row, locale),
    // One character more than shown tells whether the member's words go on (cut at a word, with an ellipsis).
    excerpt: quoteOf(row.commentText ?? row.postText) ?? row.activityTitle ?? row.dogName ?? '',
    detail: row.detail,
  };
}

/**
 * `GET /api/notifications`: a page of the member's notifications, their unread ones grouped within
 * the page (./groups.ts), and their unread count. A page reads its 20 rows and one more, whatever
 * the groups: the cursor stays the last row's.
 */
export async function notificationPage(db: Db, memberId: number, locale: Locale, cursor?: string): Promise<NotificationPage> {
  let after: SQL | undefined;
  if (cursor) {
    const [at, id] = decodeCursor(cursor);
    after = sql`(${notifications.createdAt}, ${notifications.id}) < (${at}, ${id})`;
  }
  const [rows, [unread]] = await db.batch([pageQuery(db, memberId, after), unreadCountQuery(db, memberId)]);
  const { page, nextCursor } = pageOf(rows, NOTIFICATION_PAGE_SIZE, (last) => [last.createdAt.getTime(), last.id]);
  return { items: groupEntries(page.map((row) => toView(row, locale))), unread: unread?.n ?? 0, nextCursor };
}

/**
 * `POST /api/notifications/read`: the member's own notifications only (someone else's ids change
 * nothing), then the new unread count.
 */
export async function markRead(db: Db, memberId: number, which: MarkReadInput, now = Date.now()): Promise<{ unread: number }> {
  const mine = and(eq(notifications.recipientId, memberId), isNull(notifications.readAt));
  const scope = 'all' in which ? mine : and(mine, inArray(notifications.id, which.ids));
  const [, [unread]] = await db.batch([
    db
      .update(notifications)
      .set({ readAt: new Date(now) })
      .where(scope),
    unreadCountQuery(db, memberId),
  ]);
  return { unread: unread?.n ?? 0 };
}
