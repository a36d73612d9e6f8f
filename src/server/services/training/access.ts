/**
 * Who may read and write a dog's training journal (docs/decisions/023-training-journal.md): its
 * owners, when the dog rule of the shared policy lets them track it. Anyone else learns nothing:
 * the dog, or a session of it, answers 404 as if it did not exist.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '~/server/db/client';
import { dogOwners, trainingSessions, type TrainingSession } from '~/server/db/schema';
import { ApiError } from '~/server/errors';
import { mayTrack, ownersOf } from '~/server/services/dogs/ownership';
import { actorOf, type SessionUser } from '~/server/services/session-user';

/** The owners of the dog, when the member is one of them (404 otherwise); one query. */
export async function ownersIfOwned(db: Db, user: SessionUser, dogId: number) {
  const owners = await ownersOf(db, [dogId]);
  if (!owners.some((owner) => owner.id === user.id)) throw new ApiError(404, 'dog_not_found');
  return owners;
}

/** Refuses unless the member owns the dog (404) and may track it (403 `training_premium`). */
export async function assertMayKeepJournal(db: Db, user: SessionUser, dogId: number): Promise<void> {
  const owners = await ownersIfOwned(db, user, dogId);
  if (!mayTrack(actorOf(user), owners)) throw new ApiError(403, 'training_premium');
}

/**
 * A session the member may change: of a dog they own (404 otherwise, as for a session that does not
 * exist), which they may track (403 `training_premium`), and which they logged themselves (403
 * `training_session_not_yours`: co-owners see each other's sessions but change only their own).
 */
export async function ownSession(db: Db, user: SessionUser, sessionId: number): Promise<TrainingSession> {
  const [session] = await db
    .select()
    .from(trainingSessions)
    .where(
      and(
        eq(trainingSessions.id, sessionId),
        sql`exists (select 1 from ${dogOwners} where ${dogOwners.dogId} = ${trainingSessions.dogId} and ${dogOwners.userId} = ${user.id})`,
      ),
    );
  if (!session) throw new ApiError(404, 'training_session_not_found');
  if (!mayTrack(actorOf(user), await ownersOf(db, [session.dogId]))) throw new ApiError(403, 'training_premium');
  if (session.userId !== user.id) throw new ApiError(403, 'training_session_not_yours');
  return session;
}
