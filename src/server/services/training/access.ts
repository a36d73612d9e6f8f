/**
 * Who may read and write a dog's training journal (docs/decisions/023-training-journal.md): its
 * owners, when the dog rule of the shared policy lets them track it; a former owner lists and
 * deletes the sessions they logged. Anyone else learns nothing: the dog, or a session of it,
 * answers 404 as if it did not exist.
 */
import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '~/server/db/client';
import { dogOwners, trainingSessions, type TrainingSession } from '~/server/db/schema';
import { ApiError } from '~/server/errors';
import { mayTrack, ownersOf, type OwnerRow } from '~/server/services/dogs/ownership';
import { actorOf, type SessionUser } from '~/server/auth/session-user';

/** The owners of the dog, when the member is one of them (404 otherwise); one query. */
export async function ownersIfOwned(db: Db, user: SessionUser, dogId: number) {
  const owners = await ownersOf(db, [dogId]);
  if (!owners.some((owner) => owner.id === user.id)) throw new ApiError(404, 'dog_not_found');
  return owners;
}

/** Refuses unless the member owns the dog (404) and may track it (403 `training_premium`). */
export async function assertMayKeepJournal(db: Db, user: SessionUser, dogId: number): Promise<void> {
  mayKeepJournal(user, await ownersOf(db, [dogId]));
}

/**
 * The same rule on the dog's owners read beside a write's other reads (`ownerRows` in its batch):
 * 404 unless the member is one of them, 403 `training_premium` unless they may track it.
 */
export function mayKeepJournal(user: SessionUser, owners: OwnerRow[]): void {
  if (!owners.some((owner) => owner.id === user.id)) throw new ApiError(404, 'dog_not_found');
  if (!mayTrack(actorOf(user), owners)) throw new ApiError(403, 'training_premium');
}

/**
 * Whose sessions of the dog the member may list: every owner's while they own the dog and may track
 * it (403 `training_premium` if not); only their own once they no longer own it (a co-owner who
 * left or was removed keeps what they logged until the dog is deleted, free of the tracking rule:
 * it is their data). 404 for anyone else, as for a dog that does not exist.
 */
export async function journalReach(db: Db, user: SessionUser, dogId: number): Promise<{ trainerId?: number }> {
  const owners = await ownersOf(db, [dogId]);
  if (owners.some((owner) => owner.id === user.id)) {
    if (!mayTrack(actorOf(user), owners)) throw new ApiError(403, 'training_premium');
    return {};
  }
  const [logged] = await db
    .select({ id: trainingSessions.id })
    .from(trainingSessions)
    .where(and(eq(trainingSessions.userId, user.id), eq(trainingSessions.dogId, dogId)))
    .limit(1);
  if (!logged) throw new ApiError(404, 'dog_not_found');
  return { trainerId: user.id };
}

/** A session of a dog the member owns, or one they logged; with the dog's owners. 404 for any other. */
async function reachableSession(db: Db, user: SessionUser, sessionId: number) {
  const [session] = await db
    .select()
    .from(trainingSessions)
    .where(
      and(
        eq(trainingSessions.id, sessionId),
        or(
          eq(trainingSessions.userId, user.id),
          sql`exists (select 1 from ${dogOwners} where ${dogOwners.dogId} = ${trainingSessions.dogId} and ${dogOwners.userId} = ${user.id})`,
        ),
      ),
    );
  if (!session) throw new ApiError(404, 'training_session_not_found');
  const owners = await ownersOf(db, [session.dogId]);
  return { session, isOwner: owners.some((owner) => owner.id === user.id), owners };
}

/** An owner changes a session only of a dog they may track (403 `training_premium`), and only their own (403 `training_session_not_yours`). */
function assertOwnerMayChange(user: SessionUser, session: TrainingSession, owners: OwnerRow[]): void {
  if (!mayTrack(actorOf(user), owners)) throw new ApiError(403, 'training_premium');
  if (session.userId !== user.id) throw new ApiError(403, 'training_session_not_yours');
}

/**
 * A session the member may edit: of a dog they own (404 otherwise, as for a session that does not
 * exist), which they may track, and which they logged themselves (co-owners see each other's
 * sessions but change only their own).
 */
export async function ownSession(db: Db, user: SessionUser, sessionId: number): Promise<TrainingSession> {
  const { session, isOwner, owners } = await reachableSession(db, user, sessionId);
  if (!isOwner) throw new ApiError(404, 'training_session_not_found');
  assertOwnerMayChange(user, session, owners);
  return session;
}

/**
 * A session the member may delete: as for editing while they own the dog; once they no longer own
 * it, any session they logged of it (until the dog is deleted), and no other (404).
 */
export async function deletableSession(db: Db, user: SessionUser, sessionId: number): Promise<TrainingSession> {
  const { session, isOwner, owners } = await reachableSession(db, user, sessionId);
  if (isOwner) assertOwnerMayChange(user, session, owners);
  return session;
}
