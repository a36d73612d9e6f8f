/**
 * An activity's discussions (docs/decisions/029-questions-and-discussions.md): the questions and
 * success stories that name it, newest first, by cursor over `posts_activity_idx`. A hidden
 * activity's discussions are out of reach with it.
 */
import { and, desc, eq, isNull, not, sql, type SQL } from 'drizzle-orm';
import type { FeedPage, PostActivity } from '~/shared/community';
import { FEED_PAGE_SIZE } from '~/shared/schemas/community';
import type { Db } from '~/server/db/client';
import { activities, posts } from '~/server/db/schema';
import { ApiError } from '~/server/errors';
import { decodeCursor, pageOf } from '~/server/services/cursor';
import { hiddenFromViewer } from '~/server/services/network/relations';
import type { SessionUser } from '~/server/auth/session-user';
import { selectPosts, toPostView } from './feed';

/** An activity members can open: posts may name it and its discussions can be read. */
const visibleActivity = (db: Db, id: number) =>
  db
    .select({ id: activities.id, title: activities.title })
    .from(activities)
    .where(and(eq(activities.id, id), isNull(activities.hiddenAt)));

export async function discussionsOf(
  db: Db,
  reader: SessionUser,
  activityId: number,
  { cursor, limit = FEED_PAGE_SIZE }: { cursor?: string | undefined; limit?: number },
): Promise<FeedPage> {
  const conditions: SQL[] = [eq(posts.activityId, activityId), isNull(posts.hiddenAt), not(hiddenFromViewer(reader.id, posts.authorId))];
  if (cursor) {
    const [createdAt, id] = decodeCursor(cursor);
    conditions.push(sql`(${posts.createdAt}, ${posts.id}) < (${createdAt}, ${id})`);
  }
  const [[activity], rows] = await db.batch([
    visibleActivity(db, activityId),
    selectPosts(db, reader.id)
      .where(and(...conditions))
      .orderBy(desc(posts.createdAt), desc(posts.id))
      .limit(limit + 1),
  ]);
  if (!activity) throw new ApiError(404, 'activity_not_found');
  const { page, nextCursor } = pageOf(rows.map(toPostView), limit, (last) => [Date.parse(last.createdAt), last.id]);
  return { posts: page, nextCursor };
}

/** The id and title of a visible activity, for the form that asks about it and for a post naming it; null when there is none. */
export async function activityTitle(db: Db, id: number): Promise<PostActivity | null> {
  const [activity] = await visibleActivity(db, id);
  return activity ?? null;
}
