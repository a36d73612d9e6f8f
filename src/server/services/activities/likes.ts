/**
 * Activity likes (like and unlike are separate calls, docs/product-rules.md §8). One row per member and
 * activity; the `likes` counter follows the rows by trigger, so it is exact under any concurrency.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activities, activityLikes } from '../../db/schema';
import { ApiError } from '../../errors';
import type { SessionUser } from '../session-user';

/** A hidden activity (reported or held by a moderator) is out of reach: 404. */
const visible = (id: number) => and(eq(activities.id, id), isNull(activities.hiddenAt));

export interface LikeState {
  isLiked: boolean;
  likes: number;
}

export async function isActivityLiked(db: Db, user: SessionUser, activityId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: activityLikes.userId })
    .from(activityLikes)
    .where(and(eq(activityLikes.activityId, activityId), eq(activityLikes.userId, user.id)));
  return row !== undefined;
}

/** The member may like (the route's guard checks `can.participate`). */
export async function setActivityLike(db: Db, user: SessionUser, activityId: number, liked: boolean): Promise<LikeState> {
  const change = liked
    ? db
        .insert(activityLikes)
        .select(
          db
            .select({ userId: sql<number>`${user.id}`.as('user_id'), activityId: activities.id, createdAt: sql<Date>`${Date.now()}`.as('created_at') })
            .from(activities)
            .where(visible(activityId)),
        )
        .onConflictDoNothing()
    : db.delete(activityLikes).where(and(eq(activityLikes.activityId, activityId), eq(activityLikes.userId, user.id)));
  const [, [activity]] = await db.batch([change, db.select({ likes: activities.likes }).from(activities).where(visible(activityId))]);
  if (!activity) throw new ApiError(404, 'activity_not_found');
  return { isLiked: liked, likes: activity.likes };
}
