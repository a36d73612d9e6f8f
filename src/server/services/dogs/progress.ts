/**
 * Tried and mastered per dog (docs/decisions/022-dogs.md). Writes are one upsert on the dog and
 * activity, so two co-owners ticking the same activity at once end in one row; completions follow
 * `mastered` by trigger and count dogs.
 */
import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { DogProgress, DogProgressEntry } from '~/shared/dogs';
import type { DogProgressInput } from '~/shared/schemas/dogs';
import type { Db } from '~/server/db/client';
import { activities, dogOwners, dogProgress } from '~/server/db/schema';
import { ApiError } from '~/server/errors';
import { actorOf, type SessionUser } from '~/server/services/session-user';
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
 * The upsert of the given flags for the dog `dogId` names (an id, or the member's current dog as a
 * subquery), written only while `userId` owns that dog and the activity is visible; the other
 * flag stays as it was. For a `db.batch`.
 */
export function upsertDogProgress(db: Db, dogId: number | SQL, userId: number, activityId: number, input: DogProgressInput) {
  const given = { ...(input.tried === undefined ? {} : { tried: input.tried }), ...(input.mastered === undefined ? {} : { mastered: input.mastered }) };
  return db
    .insert(dogProgress)
    .select(
      db
        .select({
          dogId: dogOwners.dogId,
          activityId: activities.id,
          tried: sql<boolean>`${given.tried ?? false}`.as('tried'),
          mastered: sql<boolean>`${given.mastered ?? false}`.as('mastered'),
          updatedAt: sql<Date>`${Date.now()}`.as('updated_at'),
        })
        .from(activities)
        .innerJoin(dogOwners, and(eq(dogOwners.dogId, dogId), eq(dogOwners.userId, userId)))
        // A hidden activity is out of reach: nothing is written, 404.
        .where(and(eq(activities.id, activityId), isNull(activities.hiddenAt))),
    )
    .onConflictDoUpdate({ target: [dogProgress.dogId, dogProgress.activityId], set: { ...given, updatedAt: new Date() } })
    .returning({ activityId: dogProgress.activityId, tried: dogProgress.tried, mastered: dogProgress.mastered });
}

/** `POST /api/dogs/{id}/progress/{activityId}`. */
export async function saveDogProgress(
  db: Db,
  user: SessionUser,
  dogId: number,
  activityId: number,
  input: DogProgressInput,
): Promise<DogProgressEntry & { dogId: number }> {
  const actor = actorOf(user);
  if (!actor) throw new ApiError(401, 'error_not_logged_in');
  await trackableDog(db, actor, dogId);
  const [row] = await upsertDogProgress(db, dogId, user.id, activityId, input);
  if (!row) throw new ApiError(404, 'activity_not_found');
  return { dogId, ...row };
}
