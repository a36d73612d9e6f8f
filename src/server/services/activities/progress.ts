/**
 * The member's progress on activities as the first API described it (docs/product-rules.md §3):
 * tried, mastered and favorite toggle independently. Since dogs (docs/decisions/022-dogs.md)
 * tried and mastered belong to the member's current dog, favourites to the member; the requests
 * and answers stay as they were. A member who tracks before adding a dog gets one, named in
 * their language.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { ActivityProgressFlags } from '~/shared/activity';
import { can } from '~/shared/policy';
import type { ProgressInput } from '~/shared/schemas/activity';
import { localDay } from '~/shared/training/days';
import type { Db } from '~/server/db/client';
import { activities, activityFavorites, dogProgress } from '~/server/db/schema';
import { ApiError } from '~/server/errors';
import { currentDogId, currentDogOf, mayTrack, ownersOf } from '~/server/services/dogs/ownership';
import { defaultDogStatements } from '~/server/services/dogs/profiles';
import { upsertDogProgress } from '~/server/services/dogs/progress';
import { actorOf, type SessionUser } from '~/server/auth/session-user';

type Entry = ActivityProgressFlags & { activityId: number };

/**
 * The legacy routes' rule: the member may track their current dog (the dog rule of the shared
 * policy), or, without a dog yet, is paid themselves (the dog they get would be theirs alone).
 * Favourites are the member's own: they need the member's own premium.
 */
async function assertMayTrack(db: Db, user: SessionUser, input?: ProgressInput): Promise<number | null> {
  const actor = actorOf(user);
  const dogId = await currentDogOf(db, user.id);
  const allowed = dogId === null ? can.track(actor) : mayTrack(actor, await ownersOf(db, [dogId]));
  if (!allowed || (input?.favorite !== undefined && !can.track(actor))) throw new ApiError(403, 'activity_track_premium');
  return dogId;
}

/** The current dog's flags and the member's favourites, one row per activity with any of them. */
function entries(db: Db, userId: number, activityId?: number) {
  const only = activityId === undefined ? sql`` : sql` and activity_id = ${activityId}`;
  return db.all<{ activityId: number; tried: number; mastered: number; favorite: number }>(sql`
    select activity_id as activityId, max(tried) as tried, max(mastered) as mastered, max(favorite) as favorite from (
      select activity_id, tried, mastered, 0 as favorite from ${dogProgress} where dog_id = ${currentDogId(userId)}${only}
      union all
      select activity_id, 0, 0, 1 from ${activityFavorites} where user_id = ${userId}${only}
    ) group by activity_id order by activity_id`);
}

const toEntry = (row: { activityId: number; tried: number; mastered: number; favorite: number }): Entry => ({
  activityId: row.activityId,
  tried: row.tried === 1,
  mastered: row.mastered === 1,
  favorite: row.favorite === 1,
});

export async function progressList(db: Db, user: SessionUser): Promise<Entry[]> {
  await assertMayTrack(db, user);
  return (await entries(db, user.id)).map(toEntry);
}

export async function progressFor(db: Db, user: SessionUser, activityId: number): Promise<Entry> {
  await assertMayTrack(db, user);
  const [[visible], [row]] = await Promise.all([
    db
      .select({ id: activities.id })
      .from(activities)
      .where(and(eq(activities.id, activityId), isNull(activities.hiddenAt))),
    entries(db, user.id, activityId),
  ]);
  if (!visible || !row) throw new ApiError(404, 'activity_progress_not_found');
  return toEntry(row);
}

/** Sets the given flags and leaves the others as they were, in one batch; the rows appear on the first change. */
export async function saveProgress(db: Db, user: SessionUser, activityId: number, input: ProgressInput, now: Date): Promise<Entry> {
  const dogId = await assertMayTrack(db, user, input);
  const [visible] = await db
    .select({ id: activities.id })
    .from(activities)
    .where(and(eq(activities.id, activityId), isNull(activities.hiddenAt)));
  if (!visible) throw new ApiError(404, 'activity_not_found');
  const tracksDog = input.tried !== undefined || input.mastered !== undefined;
  const favorite =
    input.favorite === undefined
      ? []
      : input.favorite
        ? [db.insert(activityFavorites).values({ userId: user.id, activityId }).onConflictDoNothing()]
        : [db.delete(activityFavorites).where(and(eq(activityFavorites.userId, user.id), eq(activityFavorites.activityId, activityId)))];
  // The dog checked above; without one, the dog these statements make.
  const dog = tracksDog
    ? [
        ...(dogId === null ? defaultDogStatements(db, user.id, user.locale) : []),
        upsertDogProgress(db, dogId ?? currentDogId(user.id), user.id, activityId, input, localDay(now, user.timeZone)),
      ]
    : [];
  const statements = [...dog, ...favorite];
  if (statements.length > 0) await db.batch(statements as [(typeof statements)[number], ...(typeof statements)[number][]]);
  const [row] = await entries(db, user.id, activityId);
  return row ? toEntry(row) : { activityId, tried: false, mastered: false, favorite: false };
}
