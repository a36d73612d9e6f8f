/**
 * Activity likes (like and unlike are separate calls, docs/product-rules.md §8). One row per member and
 * activity; the `likes` counter follows the rows by trigger, so it is exact under any concurrency.
 */
import { isNull } from 'drizzle-orm';
import type { Db } from '~/server/db/client';
import { activities, activityLikes } from '~/server/db/schema';
import { isLiked, setLike, type LikeKind, type LikeState } from '~/server/services/likes';
import type { SessionUser } from '~/server/auth/session-user';

/** A hidden activity (reported or held by a moderator) is out of reach: 404. */
const activityLike: LikeKind = {
  rows: activityLikes,
  member: activityLikes.userId,
  item: activityLikes.activityId,
  items: activities,
  id: activities.id,
  likes: activities.likes,
  reachable: isNull(activities.hiddenAt),
  notFound: 'activity_not_found',
};

export const isActivityLiked = (db: Db, user: SessionUser, activityId: number): Promise<boolean> => isLiked(db, activityLike, user, activityId);

/** The member may like (the route's guard checks `can.participate`). */
export const setActivityLike = (db: Db, user: SessionUser, activityId: number, liked: boolean): Promise<LikeState> =>
  setLike(db, activityLike, user, activityId, liked);
