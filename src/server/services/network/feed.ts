/**
 * The network feed (docs/decisions/028-network.md): new activities, posts and shared mastered
 * activities of the members the viewer follows, newest first. Each of the three walks its own
 * time index and stops after a page and one; the three go in one batch (one D1 round trip) and
 * are merged here. An entry's key orders entries of the same instant: the row id times three plus
 * the kind, so keys never collide across kinds.
 */
import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { NETWORK_FEED_PAGE_SIZE, type NetworkFeedPage, type NetworkItem } from '~/shared/network';
import type { Db } from '~/server/db/client';
import { activities, dogOwners, dogProgress, dogs, posts, users } from '~/server/db/schema';
import { decodeCursor, pageOf } from '~/server/services/cursor';
import { toMemberSummary, visibleMember } from './members';
import { hiddenFromViewer, isFollowing } from './relations';

const KINDS = 3;
const POST = 0;
const ACTIVITY = 1;
const MILESTONE = 2;

/**
 * The author's columns under names of their own: a D1 batch returns rows keyed by column name, so
 * the author's `id` must not meet the item's.
 */
const authorColumns = {
  memberId: sql<number>`${users.id}`.as('member_id'),
  username: users.username,
  displayName: users.displayName,
  avatarKey: users.avatarKey,
};
const memberOf = (row: { memberId: number; username: string; displayName: string; avatarKey: string | null }) => toMemberSummary({ ...row, id: row.memberId });

interface Keyed {
  at: number;
  key: number;
  item: NetworkItem;
}

/** A followed author whose content the viewer still wants to see. */
const followedAuthor = (viewerId: number) => and(isFollowing(viewerId, users.id), sql`not ${hiddenFromViewer(viewerId, users.id)}`, visibleMember());

/** Rows strictly after the cursor: the plain time bound lets the time index seek, the pair decides ties. */
function after(cursor: [number, number] | null, time: SQL | typeof posts.createdAt, key: SQL): SQL | undefined {
  if (!cursor) return undefined;
  const [at, last] = cursor;
  return sql`${time} <= ${at} and (${time}, ${key}) < (${at}, ${last})`;
}

export async function networkFeed(db: Db, viewerId: number, cursorText?: string): Promise<NetworkFeedPage> {
  const limit = NETWORK_FEED_PAGE_SIZE;
  const cursor = cursorText ? (decodeCursor(cursorText) as [number, number]) : null;
  const masteredAt = sql<number>`(unixepoch(${dogProgress.masteredOn}) * 1000)`;
  const progressRow = sql`${dogProgress}.rowid`;
  // The owner who shares the dog's milestones with the viewer: the first followed owner who opted in.
  const sharer = sql`(select o.user_id from ${dogOwners} o where o.dog_id = ${dogProgress.dogId} and ${isFollowing(viewerId, sql`o.user_id`)} and exists (select 1 from ${users} s where s.id = o.user_id and s.share_milestones = 1) order by o.user_id limit 1)`;

  const [postRows, activityRows, milestoneRows] = await db.batch([
    db
      .select({ ...authorColumns, postId: posts.id, type: posts.type, content: posts.content, at: posts.createdAt })
      .from(posts)
      .innerJoin(users, eq(users.id, posts.authorId))
      .where(and(isNull(posts.hiddenAt), followedAuthor(viewerId), after(cursor, sql`${posts.createdAt}`, sql`${posts.id} * ${KINDS} + ${POST}`)))
      .orderBy(desc(posts.createdAt), desc(posts.id))
      .limit(limit + 1),
    db
      .select({ ...authorColumns, activityId: activities.id, title: activities.title, description: activities.description, at: activities.createdAt })
      .from(activities)
      .innerJoin(users, eq(users.id, activities.authorId))
      .where(
        and(isNull(activities.hiddenAt), followedAuthor(viewerId), after(cursor, sql`${activities.createdAt}`, sql`${activities.id} * ${KINDS} + ${ACTIVITY}`)),
      )
      .orderBy(desc(activities.createdAt), desc(activities.id))
      .limit(limit + 1),
    db
      .select({
        ...authorColumns,
        row: sql<number>`${progressRow}`.as('progress_row'),
        at: sql<number>`${masteredAt}`.as('mastered_at'),
        dogName: dogs.name,
        activityId: activities.id,
        activityTitle: activities.title,
      })
      .from(dogProgress)
      .innerJoin(users, eq(users.id, sharer))
      .innerJoin(dogs, eq(dogs.id, dogProgress.dogId))
      .innerJoin(activities, eq(activities.id, dogProgress.activityId))
      .where(
        and(
          sql`${dogProgress.masteredOn} is not null`,
          eq(dogProgress.mastered, true),
          isNull(activities.hiddenAt),
          visibleMember(),
          sql`not ${hiddenFromViewer(viewerId, users.id)}`,
          cursor
            ? sql`${dogProgress.masteredOn} <= date(${cursor[0]} / 1000, 'unixepoch') and (${masteredAt}, ${progressRow} * ${KINDS} + ${MILESTONE}) < (${cursor[0]}, ${cursor[1]})`
            : undefined,
        ),
      )
      .orderBy(desc(dogProgress.masteredOn), desc(progressRow))
      .limit(limit + 1),
  ]);

  const keyed: Keyed[] = [
    ...postRows.map((row) => ({
      at: row.at.getTime(),
      key: row.postId * KINDS + POST,
      item: {
        kind: 'post',
        at: row.at.toISOString(),
        member: memberOf(row),
        post: { id: row.postId, type: row.type, content: row.content, createdAt: row.at.toISOString() },
      } as const,
    })),
    ...activityRows.map((row) => ({
      at: row.at.getTime(),
      key: row.activityId * KINDS + ACTIVITY,
      item: {
        kind: 'activity',
        at: row.at.toISOString(),
        member: memberOf(row),
        activity: { id: row.activityId, title: row.title, description: row.description },
      } as const,
    })),
    ...milestoneRows.map((row) => ({
      at: row.at,
      key: row.row * KINDS + MILESTONE,
      item: {
        kind: 'milestone',
        at: new Date(row.at).toISOString(),
        member: memberOf(row),
        milestone: { dogName: row.dogName, activityId: row.activityId, activityTitle: row.activityTitle },
      } as const,
    })),
  ];
  keyed.sort((a, b) => b.at - a.at || b.key - a.key);
  const { page, nextCursor } = pageOf(keyed, limit, (last) => [last.at, last.key]);
  return { items: page.map((entry) => entry.item), nextCursor };
}
