/**
 * Dog profiles (docs/decisions/022-dogs.md): add, list, edit, remove, leave, choose the current
 * dog. Free for every active member; a dog is deleted, with its photo, only when its last owner
 * removes it or leaves.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DogProfile } from '~/shared/dogs';
import type { Locale } from '~/shared/enums';
import { translate } from '~/shared/messages';
import type { CreateDogInput, UpdateDogInput } from '~/shared/schemas/dogs';
import type { Db } from '~/server/db/client';
import { dogInvitations, dogOwners, dogs, trainingSessions, type Dog } from '~/server/db/schema';
import { ApiError } from '~/server/errors';
import { actorOf, type SessionUser } from '~/server/auth/session-user';
import { deleteUploads, imageKeyFor, imageSizesOf } from '~/server/services/uploads';
import {
  currentDogId,
  currentDogOf,
  isDogLimitViolation,
  mayTrack,
  ownedDog,
  ownerRows,
  ownersOf,
  ownerWithRoom,
  passCreatorRights,
  toOwners,
  type OwnerRow,
} from './ownership';

function toProfile(dog: Dog, owners: OwnerRow[], user: SessionUser, currentId: number | null): DogProfile {
  const own = owners.filter((o) => o.dogId === dog.id);
  return {
    id: dog.id,
    name: dog.name,
    breed: dog.breed,
    birthMonth: dog.birthMonth,
    sex: dog.sex,
    notes: dog.notes,
    photo: imageSizesOf(dog.photoKey),
    createdBy: dog.createdBy,
    owners: own.map(({ id, displayName }) => ({ id, displayName })),
    mayTrack: mayTrack(actorOf(user), own),
    isCurrent: dog.id === currentId,
  };
}

/** The member's dogs (at most DOG_LIMIT), in the order they came to own them; one batch. */
export async function dogProfilesOf(db: Db, user: SessionUser): Promise<DogProfile[]> {
  const mine = db.select({ dogId: dogOwners.dogId }).from(dogOwners).where(eq(dogOwners.userId, user.id));
  const [rows, owners] = await db.batch([
    db
      .select({ dog: dogs, current: sql<number | null>`${currentDogId(user.id)}` })
      .from(dogOwners)
      .innerJoin(dogs, eq(dogs.id, dogOwners.dogId))
      .where(eq(dogOwners.userId, user.id))
      .orderBy(asc(dogOwners.createdAt), asc(dogOwners.dogId)),
    ownerRows(db, sql`${mine}`),
  ]);
  const current = rows[0]?.current ?? null;
  const everyOwner = toOwners(owners);
  return rows.map(({ dog }) => toProfile(dog, everyOwner, user, current));
}

/** One dog of the member, as the list shows it. */
export async function dogProfile(db: Db, user: SessionUser, dogId: number): Promise<DogProfile> {
  const dog = await ownedDog(db, user.id, dogId);
  const [current, owners] = await Promise.all([currentDogOf(db, user.id), ownersOf(db, [dogId])]);
  return toProfile(dog, owners, user, current);
}

const blankToNull = (text: string | null | undefined) => (text ? text : null);

/** Adds a dog the member owns; 409 `dog_limit_reached` at DOG_LIMIT dogs, also under concurrent requests. */
export async function createDog(db: Db, user: SessionUser, input: CreateDogInput): Promise<DogProfile> {
  const photoKey = await imageKeyFor(db, user.id, input.photoUrl, null, 'photoUrl');
  // The new dog is the creator's highest id: ids only grow, and the batch is one transaction.
  const newId = sql`(select max(${dogs.id}) from ${dogs} where ${dogs.createdBy} = ${user.id})`;
  try {
    // The dog, its owner, and what the answer shows of it, in one round trip.
    const [[dog], , [shown], owners] = await db.batch([
      db
        .insert(dogs)
        .values({
          name: input.name,
          breed: blankToNull(input.breed),
          birthMonth: input.birthMonth ?? null,
          sex: input.sex ?? null,
          notes: input.notes ?? '',
          photoKey,
          createdBy: user.id,
        })
        .returning(),
      db.insert(dogOwners).values({ dogId: newId, userId: ownerWithRoom(user.id) }),
      db
        .select({ current: sql<number | null>`${currentDogId(user.id)}` })
        .from(dogs)
        .where(eq(dogs.id, newId)),
      ownerRows(db, newId),
    ]);
    if (!dog) throw new Error('dog insert returned no row');
    return toProfile(dog, toOwners(owners), user, shown?.current ?? null);
  } catch (error) {
    if (isDogLimitViolation(error)) throw new ApiError(409, 'dog_limit_reached');
    throw error;
  }
}

/**
 * The first dog of a member who tracks before adding one, named in their language. Only while they
 * own no dog: two first ticks at once make one dog. For a `db.batch`.
 */
export function defaultDogStatements(db: Db, userId: number, locale: Locale) {
  const ownsNone = sql`not exists (select 1 from ${dogOwners} where ${dogOwners.userId} = ${userId})`;
  return [
    db.insert(dogs).select(
      db
        .select({
          id: sql<number>`null`.as('id'),
          name: sql<string>`${translate('dog_default_name', locale)}`.as('name'),
          breed: sql<null>`null`.as('breed'),
          birthMonth: sql<null>`null`.as('birth_month'),
          sex: sql<null>`null`.as('sex'),
          photoKey: sql<null>`null`.as('photo_key'),
          notes: sql<string>`''`.as('notes'),
          trainingSessions: sql<number>`0`.as('training_sessions'),
          trainingMinutes: sql<number>`0`.as('training_minutes'),
          createdBy: sql<number>`${userId}`.as('created_by'),
          createdAt: sql<number>`${Date.now()}`.as('created_at'),
          updatedAt: sql<number>`${Date.now()}`.as('updated_at'),
        })
        .from(sql`(select 1)`)
        .where(ownsNone),
    ),
    // A dog without owners exists only for the moment between these two statements.
    db.insert(dogOwners).select(
      db
        .select({
          dogId: dogs.id,
          userId: sql<number>`${userId}`.as('user_id'),
          chosenAt: sql<null>`null`.as('chosen_at'),
          createdAt: sql<number>`${Date.now()}`.as('created_at'),
        })
        .from(dogs)
        .where(and(eq(dogs.createdBy, userId), sql`not exists (select 1 from ${dogOwners} o where o.dog_id = ${dogs.id})`)),
    ),
  ] as const;
}

/** Changes the given fields; any owner may. A replaced or removed photo goes from R2 after the write. */
export async function updateDog(db: Db, media: R2Bucket, user: SessionUser, dogId: number, input: UpdateDogInput): Promise<DogProfile> {
  const dog = await ownedDog(db, user.id, dogId);
  const photoKey = await imageKeyFor(db, user.id, input.photoUrl, dog.photoKey, 'photoUrl');
  const changes = {
    ...(input.name === undefined ? {} : { name: input.name }),
    ...(input.breed === undefined ? {} : { breed: blankToNull(input.breed) }),
    ...(input.birthMonth === undefined ? {} : { birthMonth: input.birthMonth }),
    ...(input.sex === undefined ? {} : { sex: input.sex }),
    ...(input.notes === undefined ? {} : { notes: input.notes ?? '' }),
    photoKey,
    updatedAt: new Date(),
  };
  await db.update(dogs).set(changes).where(eq(dogs.id, dogId));
  if (dog.photoKey && dog.photoKey !== photoKey) await deleteUploads(db, media, [dog.photoKey]);
  return dogProfile(db, user, dogId);
}

/**
 * Ends one co-ownership, and the invitations that owner sent for the dog; when the owner who
 * added the dog leaves, their rights pass on as on account deletion. The dog itself goes with its
 * progress, journal, invitations and photos when nobody owns it any more. The last statement sees
 * the first one's result inside the same transaction, so two last owners leaving at once still
 * delete it.
 */
async function endOwnership(db: Db, media: R2Bucket, dogId: number, userId: number): Promise<{ dogDeleted: boolean }> {
  // The journal's photos, read only when the dog is about to go with its journal (no other owner).
  const sessionPhotos = await db
    .select({ key: trainingSessions.imageKey })
    .from(trainingSessions)
    .where(
      and(
        eq(trainingSessions.dogId, dogId),
        sql`${trainingSessions.imageKey} is not null`,
        sql`not exists (select 1 from ${dogOwners} where ${dogOwners.dogId} = ${dogId} and ${dogOwners.userId} <> ${userId})`,
      ),
    );
  const [, , , deleted] = await db.batch([
    db.delete(dogOwners).where(and(eq(dogOwners.dogId, dogId), eq(dogOwners.userId, userId))),
    passCreatorRights(db, userId, dogId),
    db.delete(dogInvitations).where(and(eq(dogInvitations.dogId, dogId), eq(dogInvitations.inviterId, userId), sql`${dogInvitations.answeredAt} is null`)),
    db
      .delete(dogs)
      .where(and(eq(dogs.id, dogId), sql`not exists (select 1 from ${dogOwners} where ${dogOwners.dogId} = ${dogId})`))
      .returning({ photoKey: dogs.photoKey }),
  ]);
  if (deleted.length === 0) return { dogDeleted: false };
  const keys = [deleted[0]?.photoKey, ...sessionPhotos.map((p) => p.key)].filter((key): key is string => Boolean(key));
  if (keys.length > 0) await deleteUploads(db, media, keys);
  return { dogDeleted: true };
}

/** `DELETE /api/dogs/{id}`: the member removes the dog from their dogs; it is deleted once nobody else owns it. */
export async function removeDog(db: Db, media: R2Bucket, user: SessionUser, dogId: number) {
  await ownedDog(db, user.id, dogId);
  return endOwnership(db, media, dogId, user.id);
}

/** Leaving (the member names themselves) or removing a co-owner, which only the owner who added the dog may. */
export async function removeOwner(db: Db, media: R2Bucket, user: SessionUser, dogId: number, ownerId: number) {
  const dog = await ownedDog(db, user.id, dogId);
  if (ownerId !== user.id) {
    if (dog.createdBy !== user.id) throw new ApiError(403, 'dog_owner_remove_forbidden');
    const [owner] = await db
      .select()
      .from(dogOwners)
      .where(and(eq(dogOwners.dogId, dogId), eq(dogOwners.userId, ownerId)));
    if (!owner) throw new ApiError(404, 'dog_owner_not_found');
  }
  return endOwnership(db, media, dogId, ownerId);
}

/** Makes the dog the member's current one: the activity pages and the legacy progress routes use it. */
export async function chooseCurrentDog(db: Db, user: SessionUser, dogId: number): Promise<{ dogId: number }> {
  const [chosen] = await db
    .update(dogOwners)
    // Later than any earlier choice even within the same millisecond: the last one chosen wins.
    .set({ chosenAt: sql`max(${Date.now()}, coalesce((select max(o.chosen_at) from ${dogOwners} o where o.user_id = ${user.id}), 0) + 1)` })
    .where(and(eq(dogOwners.dogId, dogId), eq(dogOwners.userId, user.id)))
    .returning({ dogId: dogOwners.dogId });
  if (!chosen) throw new ApiError(404, 'dog_not_found');
  return chosen;
}
