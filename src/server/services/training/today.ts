/**
 * "Heute" (docs/decisions/037-today.md): a dog's day of training in one batch after the guard —
 * the dog, its streak and this week's minutes, the reviews due or overdue, the activities being
 * learnt and which of them the mastery rule proposes to confirm. Every read is bounded by the
 * dog's own rows through its indexes (and by limits), never by the tables.
 */
import { and, count, desc, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import { CELEBRATION_DAYS, todayStepsOf } from '~/shared/courses/following';
import { addDays, localDay, streakOf, weekStart } from '~/shared/training/days';
import { STATS_SERIES_SESSIONS } from '~/shared/training/journal';
import { masteryEvidence } from '~/shared/training/mastery';
import { CONTINUE_WITH, type DogToday, type LearningItem, type ReadyItem } from '~/shared/training/today';
import type { DogProfile } from '~/shared/dogs';
import type { Db } from '~/server/db/client';
import { activities, dogProgress, dogs, trainingDays } from '~/server/db/schema';
import type { SessionUser } from '~/server/auth/session-user';
import { ApiError } from '~/server/errors';
import { courseStepRows, followedCourses, unfinishedCoursesOf } from '~/server/services/courses/progress';
import { imageSizesOf } from '~/server/services/uploads';
import { assertMayKeepJournal } from './access';
import { DUE_REVIEWS_LISTED, reviewsOf, toReviewItem } from './reviews';
import { newestResults, trainedDaysOf } from './stats';

/** The dog's activities being learnt (tried or logged, not mastered, visible), most recently trained first. */
function learning<T extends Record<string, unknown>>(db: Db, dogId: number, columns: T) {
  return db
    .select(columns as T & Record<string, never>)
    .from(dogProgress)
    .innerJoin(activities, eq(activities.id, dogProgress.activityId))
    .where(
      and(
        eq(dogProgress.dogId, dogId),
        eq(dogProgress.mastered, false),
        or(eq(dogProgress.tried, true), sql`${dogProgress.lastTrainedAt} is not null`),
        isNull(activities.hiddenAt),
      ),
    )
    .orderBy(sql`${dogProgress.lastTrainedAt} is null`, desc(dogProgress.lastTrainedAt), desc(dogProgress.updatedAt), dogProgress.activityId);
}

/** The newest sessions of the activity at `position` in the learning list: the mastery rule's evidence. */
const evidenceAt = (db: Db, dogId: number, position: number) =>
  newestResults(db, dogId, sql<number>`(${learning(db, dogId, { id: dogProgress.activityId }).limit(1).offset(position)})`, STATS_SERIES_SESSIONS);

/**
 * The day of a dog the member owns and may track, as the member's list of dogs shows it (which
 * proves both): one batch. The API's entry below checks both first.
 */
export async function todayOfDog(db: Db, user: SessionUser, dog: Pick<DogProfile, 'id' | 'mayTrack'>, now: Date): Promise<DogToday | null> {
  if (!dog.mayTrack) return null;
  const dogId = dog.id;
  const today = localDay(now, user.timeZone);
  const celebratedSince = new Date(now.getTime() - CELEBRATION_DAYS * 86_400_000);
  const [[row], trainedDays, [week], due, [tomorrow], learnt, [started], stepRows, [followed], ...evidence] = await db.batch([
    db.select({ id: dogs.id, name: dogs.name, photoKey: dogs.photoKey }).from(dogs).where(eq(dogs.id, dogId)),
    trainedDaysOf(db, dogId, today),
    db
      .select({ minutes: sql<number>`coalesce(sum(${trainingDays.minutes}), 0)` })
      .from(trainingDays)
      .where(and(eq(trainingDays.dogId, dogId), gte(trainingDays.day, weekStart(today)), lte(trainingDays.day, today))),
    reviewsOf(db, dogId, today, 'due', DUE_REVIEWS_LISTED),
    db
      .select({ count: count() })
      .from(dogProgress)
      .where(and(eq(dogProgress.dogId, dogId), eq(dogProgress.reviewDue, addDays(today, 1)))),
    learning(db, dogId, { id: activities.id, title: activities.title, lastTrainedAt: dogProgress.lastTrainedAt }).limit(CONTINUE_WITH),
    db
      .select({ one: sql<number>`1` })
      .from(dogProgress)
      .where(and(eq(dogProgress.dogId, dogId), or(eq(dogProgress.tried, true), eq(dogProgress.mastered, true), sql`${dogProgress.lastTrainedAt} is not null`)))
      .limit(1),
    courseStepRows(db, dogId, celebratedSince),
    unfinishedCoursesOf(db, dogId),
    ...Array.from({ length: CONTINUE_WITH }, (_, position) => evidenceAt(db, dogId, position)),
  ]);
  if (!row) return null;
  const days = trainedDays.map(({ day }) => day);
  const readyToConfirm: ReadyItem[] = [];
  const continueWith: LearningItem[] = [];
  learnt.forEach(({ id, title, lastTrainedAt }, position) => {
    const item = { activity: { id, title }, lastTrainedAt: lastTrainedAt?.toISOString() ?? null };
    const proof = masteryEvidence(evidence[position] ?? []);
    if (proof.proposed) readyToConfirm.push({ ...item, evidence: proof });
    else continueWith.push(item);
  });
  const courses = followedCourses(stepRows);
  const following = courses.filter(({ finished }) => !finished);
  return {
    today,
    dog: { id: row.id, name: row.name, photo: imageSizesOf(row.photoKey) },
    streak: streakOf(days, today),
    trainedToday: days[0] === today,
    weekMinutes: week?.minutes ?? 0,
    due: due.map(toReviewItem),
    dueTomorrow: tomorrow?.count ?? 0,
    readyToConfirm,
    continueWith,
    started: started !== undefined,
    courseSteps: todayStepsOf(following),
    finishedCourses: courses.filter(({ finished }) => finished).map(({ course }) => ({ id: course.id, title: course.title })),
    coursesFollowed: followed?.count ?? 0,
  };
}

/** `GET /api/dogs/{dogId}/today`: 404 unless the member owns the dog, 403 `training_premium` unless they may track it. */
export async function dogToday(db: Db, user: SessionUser, dogId: number, now: Date): Promise<DogToday> {
  await assertMayKeepJournal(db, user, dogId);
  const today = await todayOfDog(db, user, { id: dogId, mayTrack: true }, now);
  // The dog went between the guard and the read (its last owner removed it).
  if (!today) throw new ApiError(404, 'dog_not_found');
  return today;
}
