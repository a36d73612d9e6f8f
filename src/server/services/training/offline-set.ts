/**
 * What the installed app keeps on the device for a member (docs/decisions/031-offline-field-app.md):
 * the training page and the detail pages of their favourite activities and of the current dog's
 * due reviews, with those activities' pictures, and field mode for each of them and without one
 * (docs/decisions/043-field-mode.md). The service worker fetches the list and then each
 * page, as the member, so every page is what the member would see online.
 */
import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { activityPath } from '~/shared/card-paths';
import type { Locale } from '~/shared/enums';
import { mediaPath } from '~/shared/media';
import { fieldModePath, pathFor } from '~/shared/routes';
import { localDay } from '~/shared/training/days';
import type { Db } from '~/server/db/client';
import { activities, activityFavorites, activityImages, dogProgress } from '~/server/db/schema';
import { currentDogId } from '~/server/services/dogs/ownership';
import type { SessionUser } from '~/server/auth/session-user';

/** Favourites kept at most (the newest); a phone's storage and the first sync stay small. */
export const OFFLINE_FAVORITES = 20;
/** Due reviews kept at most (the longest overdue first, as the training page lists them). */
export const OFFLINE_DUE_REVIEWS = 20;

export interface OfflineSet {
  /** Same-origin paths of the pages to keep, in the member's language. */
  pages: string[];
  /** The pictures of those activities, thumbnail and medium size. */
  images: string[];
}

const visible = (activityId: SQLiteColumn) =>
  sql`exists (select 1 from ${activities} where ${activities.id} = ${activityId} and ${activities.hiddenAt} is null)`;

/** `GET /api/offline-pages?locale=`: the pages and pictures to keep, bounded by the limits above. */
export async function offlineSet(db: Db, user: SessionUser, locale: Locale, now: Date): Promise<OfflineSet> {
  const [favorites, due] = await db.batch([
    db
      .select({ id: activityFavorites.activityId })
      .from(activityFavorites)
      .where(and(eq(activityFavorites.userId, user.id), visible(activityFavorites.activityId)))
      .orderBy(desc(activityFavorites.createdAt))
      .limit(OFFLINE_FAVORITES),
    db
      .select({ id: dogProgress.activityId })
      .from(dogProgress)
      .where(
        and(
          eq(dogProgress.dogId, currentDogId(user.id)),
          sql`${dogProgress.reviewDue} is not null`,
          lte(dogProgress.reviewDue, localDay(now, user.timeZone)),
          visible(dogProgress.activityId),
        ),
      )
      .orderBy(asc(dogProgress.reviewDue), asc(dogProgress.activityId))
      .limit(OFFLINE_DUE_REVIEWS),
  ]);
  const ids = [...new Set([...favorites, ...due].map((row) => row.id))];
  const pictures = ids.length
    ? await db
        .select({ thumbnail: activityImages.thumbnailKey, medium: activityImages.mediumKey })
        .from(activityImages)
        .where(inArray(activityImages.activityId, ids))
    : [];
  return {
    // The activities' pages before their field mode: on a weak connection the pages come first.
    pages: [pathFor('training', locale), fieldModePath(locale), ...ids.map((id) => activityPath(id, locale)), ...ids.map((id) => fieldModePath(locale, id))],
    images: pictures.flatMap(({ thumbnail, medium }) => [mediaPath(thumbnail), mediaPath(medium)]),
  };
}
