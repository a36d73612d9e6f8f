/**
 * The review queue of a dog (docs/decisions/023-training-journal.md): its mastered activities by
 * due day, read from the review index with a limit, so the reads stay bounded by what is shown.
 */
import { and, asc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import { localDay, type Day } from '~/shared/training/days';
import { UPCOMING_REVIEWS, type DogReviews, type ReviewItem } from '~/shared/training/journal';
import { REVIEW_INTERVAL_DAYS, reviewStatus } from '~/shared/training/reviews';
import type { Db } from '~/server/db/client';
import { activities, dogProgress } from '~/server/db/schema';
import type { SessionUser } from '~/server/auth/session-user';
import { assertMayKeepJournal } from './access';

/** Reviews due today or earlier that are listed at most: beyond this many, the oldest come first. */
export const DUE_REVIEWS_LISTED = 50;

export const reviewColumns = {
  activityId: dogProgress.activityId,
  title: activities.title,
  dueOn: dogProgress.reviewDue,
  masteredOn: dogProgress.masteredOn,
  step: dogProgress.reviewStep,
};

type ReviewRow = { activityId: number; title: string; dueOn: Day | null; masteredOn: Day | null; step: number };

export function toReviewItem(row: ReviewRow): ReviewItem {
  return {
    activity: { id: row.activityId, title: row.title },
    dueOn: row.dueOn ?? '',
    masteredOn: row.masteredOn ?? '',
    intervalDays: REVIEW_INTERVAL_DAYS[row.step] ?? REVIEW_INTERVAL_DAYS[0],
  };
}

/** The dog's reviews due by `today` (`inclusive`) or after it, by due day, from the review index. */
export function reviewsOf(db: Db, dogId: number, today: Day, side: 'due' | 'upcoming', limit: number) {
  return db
    .select(reviewColumns)
    .from(dogProgress)
    .innerJoin(activities, eq(activities.id, dogProgress.activityId))
    .where(
      and(
        eq(dogProgress.dogId, dogId),
        sql`${dogProgress.reviewDue} is not null`,
        side === 'due' ? lte(dogProgress.reviewDue, today) : gt(dogProgress.reviewDue, today),
        isNull(activities.hiddenAt),
      ),
    )
    .orderBy(asc(dogProgress.reviewDue), asc(dogProgress.activityId))
    .limit(limit);
}

/** `GET /api/dogs/{dogId}/reviews`: overdue, due today and the next `UPCOMING_REVIEWS`, in the member's time zone. */
export async function dogReviews(db: Db, user: SessionUser, dogId: number, now: Date): Promise<DogReviews> {
  await assertMayKeepJournal(db, user, dogId);
  const today = localDay(now, user.timeZone);
  const [due, upcoming] = await db.batch([reviewsOf(db, dogId, today, 'due', DUE_REVIEWS_LISTED), reviewsOf(db, dogId, today, 'upcoming', UPCOMING_REVIEWS)]);
  const items = due.map(toReviewItem);
  return {
    today,
    overdue: items.filter((item) => reviewStatus(item.dueOn, today) === 'overdue'),
    due: items.filter((item) => reviewStatus(item.dueOn, today) === 'due'),
    upcoming: upcoming.map(toReviewItem),
  };
}
