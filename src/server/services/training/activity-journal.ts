/**
 * The journal's part of an activity page for one dog (docs/decisions/023-training-journal.md): what
 * the mastery rule says and why, the review when mastered, the newest sessions and their success
 * series. One batch after the guard.
 */
import { and, desc, eq, isNull } from 'drizzle-orm';
import { STATS_SERIES_SESSIONS, type ActivityJournal } from '~/shared/training/journal';
import { masteryEvidence } from '~/shared/training/mastery';
import type { Db } from '~/server/db/client';
import { activities, dogProgress, trainingSessions } from '~/server/db/schema';
import { ApiError } from '~/server/errors';
import type { SessionUser } from '~/server/auth/session-user';
import { assertMayKeepJournal } from './access';
import { reviewColumns, toReviewItem } from './reviews';
import { successSeries } from './stats';
import { sessionRows, toSessionView } from './views';

export async function activityJournal(db: Db, user: SessionUser, dogId: number, activityId: number, _now: Date): Promise<ActivityJournal> {
  await assertMayKeepJournal(db, user, dogId);
  const [[progress], rows] = await db.batch([
    db
      .select({ mastered: dogProgress.mastered, ...reviewColumns })
      .from(activities)
      .leftJoin(dogProgress, and(eq(dogProgress.activityId, activities.id), eq(dogProgress.dogId, dogId)))
      .where(and(eq(activities.id, activityId), isNull(activities.hiddenAt))),
    sessionRows(db)
      .where(and(eq(trainingSessions.dogId, dogId), eq(trainingSessions.activityId, activityId)))
      .orderBy(desc(trainingSessions.startedAt), desc(trainingSessions.id))
      .limit(STATS_SERIES_SESSIONS),
  ]);
  if (!progress) throw new ApiError(404, 'activity_not_found');
  const sessions = rows.map(({ session }) => session);
  const mastered = progress.mastered === true;
  return {
    dogId,
    mastered,
    evidence: masteryEvidence(sessions),
    review: mastered && progress.dueOn ? toReviewItem({ ...progress, activityId, step: progress.step ?? 0 }) : null,
    recent: rows.map((row) => toSessionView(row, user.id)),
    series: successSeries(sessions),
  };
}
