/**
 * The member's dogs in the data export and in account deletion (docs/decisions/017, 022 and 023):
 * the export holds their dogs with co-owners, their co-ownerships, invitations sent and received
 * (never a token's hash), per-dog progress and the training sessions they logged or that were
 * logged for their dogs; deletion removes them from every co-ownership, deletes the dogs they
 * alone own with their photos and journals, and the sessions they logged, with their photos.
 */
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '~/server/db/client';
import { dogInvitations, dogOwners, dogProgress, dogs, trainingSessions, users } from '~/server/db/schema';
import { passCreatorRights } from './ownership';

export async function exportDogs(db: Db, userId: number) {
  const mine = db.select({ dogId: dogOwners.dogId }).from(dogOwners).where(eq(dogOwners.userId, userId));
  const invitation = {
    id: dogInvitations.id,
    dogId: dogInvitations.dogId,
    inviterId: dogInvitations.inviterId,
    inviteeId: dogInvitations.inviteeId,
    expiresAt: dogInvitations.expiresAt,
    answer: dogInvitations.answer,
    answeredAt: dogInvitations.answeredAt,
    createdAt: dogInvitations.createdAt,
  };
  const [ownDogs, owners, coOwnerships, sent, received, progress, sessions] = await db.batch([
    db.select().from(dogs).where(inArray(dogs.id, mine)),
    db
      .select({ dogId: dogOwners.dogId, id: users.id, displayName: users.displayName })
      .from(dogOwners)
      .innerJoin(users, eq(users.id, dogOwners.userId))
      .where(inArray(dogOwners.dogId, mine)),
    db.select().from(dogOwners).where(eq(dogOwners.userId, userId)),
    db.select(invitation).from(dogInvitations).where(eq(dogInvitations.inviterId, userId)),
    db.select(invitation).from(dogInvitations).where(eq(dogInvitations.inviteeId, userId)),
    db.select().from(dogProgress).where(inArray(dogProgress.dogId, mine)),
    db
      .select()
      .from(trainingSessions)
      .where(or(eq(trainingSessions.userId, userId), inArray(trainingSessions.dogId, mine)))
      .orderBy(trainingSessions.dogId, trainingSessions.startedAt, trainingSessions.id),
  ]);
  return {
    dogs: ownDogs.map((dog) => ({ ...dog, owners: owners.filter((o) => o.dogId === dog.id).map(({ id, displayName }) => ({ id, displayName })) })),
    dogCoOwnerships: coOwnerships,
    dogInvitationsSent: sent,
    dogInvitationsReceived: received,
    dogProgress: progress,
    trainingSessions: sessions,
  };
}

/**
 * What deleting the account does to dogs: the photo keys of the dogs the member alone owns and of
 * the sessions that go (for R2, after the batch), and the statements for the deletion's batch. The
 * dogs go first, while the member's co-ownerships still tell which they alone own; their progress,
 * journals, invitations and completions follow by cascade and trigger. The sessions the member
 * logged for co-owned dogs go too (an account kept for its content keeps no journal).
 */
export async function forgetDogs(db: Db, userId: number) {
  const aloneOwned = sql`(select o.dog_id from ${dogOwners} o where o.user_id = ${userId}
    and not exists (select 1 from ${dogOwners} other where other.dog_id = o.dog_id and other.user_id <> ${userId}))`;
  const [photos, sessionPhotos] = await db.batch([
    db
      .select({ key: dogs.photoKey })
      .from(dogs)
      .where(and(inArray(dogs.id, aloneOwned), sql`${dogs.photoKey} is not null`)),
    db
      .select({ key: trainingSessions.imageKey })
      .from(trainingSessions)
      .where(and(or(eq(trainingSessions.userId, userId), inArray(trainingSessions.dogId, aloneOwned)), sql`${trainingSessions.imageKey} is not null`)),
  ]);
  const statements = [
    db.delete(dogs).where(inArray(dogs.id, aloneOwned)),
    db.delete(trainingSessions).where(eq(trainingSessions.userId, userId)),
    db.delete(dogOwners).where(eq(dogOwners.userId, userId)),
    db.delete(dogInvitations).where(or(eq(dogInvitations.inviterId, userId), eq(dogInvitations.inviteeId, userId))),
    passCreatorRights(db, userId),
  ] as const;
  return { photoKeys: [...photos, ...sessionPhotos].flatMap((p) => (p.key ? [p.key] : [])), statements };
}
