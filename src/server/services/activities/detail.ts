/**
 * One activity for the detail page and `GET /api/activities/{id}`: the view is counted (once per
 * member and UTC day; the counter follows by trigger) and everything is read in one D1 batch.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { ActivityDetail } from '~/shared/activity';
import { mediaPath } from '~/shared/media';
import { can } from '~/shared/policy';
import type { Db } from '~/server/db/client';
import { activities, activityFavorites, activityImages, activityLikes, activityViews, dogProgress } from '~/server/db/schema';
import { currentDogId } from '~/server/services/dogs/ownership';
import { ApiError } from '~/server/errors';
import { actorOf, type SessionUser } from '~/server/auth/session-user';
import { selectDetail, toSummary } from './columns';

const utcDay = (now: number) => new Date(now).toISOString().slice(0, 10);

/** Members only (visitors see the list, not the detail: docs/product-rules.md §6). */
export async function activityDetail(db: Db, id: number, viewer: SessionUser | null, { countView = true, now = Date.now() } = {}): Promise<ActivityDetail> {
  if (!viewer) throw new ApiError(401, 'error_login_required_to_view');
  if (!can.read(actorOf(viewer))) throw new ApiError(403, 'error_forbidden');
  // Counted first, so the answer includes this view (the edit form does not count). Nothing is
  // inserted for an unknown id.
  const [, [row], pictures, [like], [dog], [favorite]] = await db.batch([
    db
      .insert(activityViews)
      .select(
        db
          .select({ activityId: activities.id, userId: sql<number>`${viewer.id}`.as('user_id'), day: sql<string>`${utcDay(now)}`.as('day') })
          .from(activities)
          .where(and(eq(activities.id, id), sql`${countView ? 1 : 0} = 1`)),
      )
      .onConflictDoNothing(),
    selectDetail(db, id),
    db.select().from(activityImages).where(eq(activityImages.activityId, id)).orderBy(asc(activityImages.position)),
    db
      .select({ userId: activityLikes.userId })
      .from(activityLikes)
      .where(and(eq(activityLikes.activityId, id), eq(activityLikes.userId, viewer.id))),
    // Tried and mastered of the viewer's current dog, favourites of the viewer (docs/decisions/022-dogs.md).
    db
      .select({ tried: dogProgress.tried, mastered: dogProgress.mastered })
      .from(dogProgress)
      .where(and(eq(dogProgress.activityId, id), eq(dogProgress.dogId, currentDogId(viewer.id)))),
    db
      .select({ userId: activityFavorites.userId })
      .from(activityFavorites)
      .where(and(eq(activityFavorites.activityId, id), eq(activityFavorites.userId, viewer.id))),
  ]);
  if (!row) throw new ApiError(404, 'activity_not_found');
  const images = pictures.map((picture) => ({
    thumbnail: mediaPath(picture.thumbnailKey),
    medium: mediaPath(picture.mediumKey),
    width: picture.width,
    height: picture.height,
  }));
  return {
    ...toSummary(row),
    content: row.content,
    chosenKind: row.chosenKind,
    images: images.map((image) => image.medium),
    pictures: images,
    videoUrl: row.videoUrl,
    isApproved: row.isApproved,
    updatedAt: row.updatedAt.toISOString(),
    viewer: {
      isLiked: like !== undefined,
      progress: dog || favorite ? { tried: dog?.tried ?? false, mastered: dog?.mastered ?? false, favorite: favorite !== undefined } : null,
    },
  };
}
