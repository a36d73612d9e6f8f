/**
 * Tried and mastered per dog (docs/decisions/022-dogs.md). Writes are one upsert on the dog and
 * activity, so two co-owners ticking the same activity at once end in one row; completions follow
 * `mastered` by trigger and count dogs. Mastering starts the review schedule of the training
 * journal (docs/decisions/023-training-journal.md); unmarking ends it.
 */
import { and, asc, eq, isNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { DogProgress, DogProgressEntry } from '~/shared/dogs';
import type { DogProgressInput } from '~/shared/schemas/dogs';
import { localDay, type Day } from '~/shared/training/days';
import { reviewSchedule } from '~/shared/training/reviews';
import type { Db } from '~/server/db/client';
import { activities, dogOwners, dogProgress } from '~/server/db/schema';
import { ApiError } from '~/server/errors';
import { actorOf, type SessionUser } from '~/server/auth/session-user';
import { provenByJournal } from '~/server/services/highscore/proven-mastery';
import { trackableDog } from './ownership';

/** Every activity the dog has tried or mastered, by activity id. */
export async function progressOfDog(db: Db, user: SessionUser, dogId: number): Promise<DogProgress> {
  const actor = actorOf(user);
  if (!actor) throw new ApiError(401, 'error_not_logged_in');
  await trackableDog(db, actor, dogId);
  const progress = await db
    .select({ activityId: dogProgress.activityId, tried: dogProgress.tried, mastered: dogProgress.mastered })
    .from(dogProgress)
    .where(eq(dogProgress.dogId, dogId))
    .orderBy(asc(dogProgress.activityId));
  return { dogId, progress };
}

/**
 * The review schedule columns a change of `mastered` writes: mastering on `today` (the member's
 * local day) starts the schedule, unmarking clears it; unchanged otherwise.
 */
function scheduleOf(mastered: boolean | undefined, today: Day) {
  if (mastered === undefined) return {};
  if (!mastered) return { masteredOn: null, reviewStep: 0, reviewDue: null };
  // Sessions on the day of mastering are its evidence, not reviews: the schedule starts from none.
  const { step, due } = reviewSchedule(today, []);
  return { masteredOn: today, reviewStep: step, reviewDue: due };
}

/**
 * The upsert of the given flags for the dog `dogId` names (an id, or the member's current dog as a
 * subquery), written only while `userId` owns that dog and the activity is visible; the other
 * flag stays as it was. Marking an activity mastered again keeps its running schedule. Marking it
 * mastered records whether the journal's evidence confirms it (`mastered_proven`, worth highscore
 * points by trigger, docs/decisions/051-highscore.md); once confirmed it stays so until unmarked. For a `db.batch`.
 */
export function upsertDogProgress(db: Db, dogId: number | SQL, userId: number, activityId: number, input: DogProgressInput, today: Day) {
  const given = { ...(input.tried === undefined ? {} : { tried: input.tried }), ...(input.mastered === undefined ? {} : { mastered: input.mastered }) };
  const schedule = scheduleOf(input.mastered, today);
  const keepWhileMastered = (column: AnyColumn, value: unknown) =>
    input.mastered ? sql`case when ${dogProgress.mastered} = 1 then ${column} else ${value} end` : sql`${value}`;
  const scheduleUpdate =
    'masteredOn' in schedule
      ? {
          masteredOn: keepWhileMastered(dogProgress.masteredOn, schedule.masteredOn),
          reviewStep: keepWhileMastered(dogProgress.reviewStep, schedule.reviewStep),
          reviewDue: keepWhileMastered(dogProgress.reviewDue, schedule.reviewDue),
        }
      : {};
  return db
    .insert(dogProgress)
    .select(
      db
        .select({
          dogId: dogOwners.dogId,
          activityId: activities.id,
          tried: sql<boolean>`${given.tried ?? false}`.as('tried'),
          mastered: sql<boolean>`${given.mastered ?? false}`.as('mastered'),
          masteredOn: sql<string | null>`${schedule.masteredOn ?? null}`.as('mastered_on'),
          reviewStep: sql<number>`${schedule.reviewStep ?? 0}`.as('review_step'),
          reviewDue: sql<string | null>`${schedule.reviewDue ?? null}`.as('review_due'),
          lastTrainedAt: sql<null>`null`.as('last_trained_at'),
          masteredProven: (input.mastered ? sql<boolean>`${provenByJournal(dogOwners.dogId, activities.id)}` : sql<boolean>`0`).as('mastered_proven'),
          updatedAt: sql<Date>`${Date.now()}`.as('updated_at'),
        })
        .from(activities)
        .innerJoin(dogOwners, and(eq(dogOwners.dogId, dogId), eq(dogOwners.userId, userId)))
        // A hidden activity is out of reach: nothing is written, 404.
        .where(and(eq(activities.id, activityId), isNull(activities.hiddenAt))),
    )
    .onConflictDoUpdate({
      target: [dogProgress.dogId, dogProgress.activityId],
      // Later than the version a journal write read, even within the same millisecond (see training/review-schedule.ts).
      set: { ...scheduleUpdate, ...provenUpdate(input.mastered), ...given, updatedAt: sql`max(${Date.now()}, ${dogProgress.updatedAt} + 1)` },
    })
    .returning({ activityId: dogProgress.activityId, tried: dogProgress.tried, mastered: dogProgress.mastered });
}

/** What a change of `mastered` writes to `mastered_proven` of an existing row: confirmed stays confirmed while mastered. */
function provenUpdate(mastered: boolean | undefined) {
  if (mastered === undefined) return {};
  if (!mastered) return { masteredProven: false };
  return {
    masteredProven: sql`case when ${dogProgress.mastered} = 1 then max(${dogProgress.masteredProven}, excluded.mastered_proven) else excluded.mastered_proven end`,
  };
}

/** `POST /api/dogs/{id}/progress/{activityId}`. */
export async function saveDogProgress(
  db: Db,
  user: SessionUser,
  dogId: number,
  activityId: number,
  input: DogProgressInput,
  now: Date,
): Promise<DogProgressEntry & { dogId: number }> {
  const actor = actorOf(user);
  if (!actor) throw new ApiError(401, 'error_not_logged_in');
  await trackableDog(db, actor, dogId);
  const [row] = await upsertDogProgress(db, dogId, user.id, activityId, input, localDay(now, user.timeZone));
  if (!row) throw new ApiError(404, 'activity_not_found');
  return { dogId, ...row };
}
