/**
 * Who owns a dog and what that allows (docs/decisions/022-dogs.md): a dog exists for its owners
 * only, anyone else gets 404; tracking follows the shared policy's dog rule.
 */
import { and, asc, eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { SubscriptionTier } from '~/shared/enums';
import { DOG_LIMIT } from '~/shared/schemas/dogs';
import { DOG_OWNER_LIMIT } from '~/shared/dogs';
import { can, isPaid, type Actor } from '~/shared/policy';
import type { Db } from '~/server/db/client';
import { dogOwners, dogs, users, type Dog } from '~/server/db/schema';
import { ApiError } from '~/server/errors';
import { latestSubscription } from '~/server/auth/session-user';

export interface OwnerRow {
  dogId: number;
  id: number;
  displayName: string;
  paid: boolean;
}

/** The owners of the given dogs with what the policy reads of their plan, oldest owner first. For a `db.batch`. */
export function ownerRows(db: Db, dogIds: number[] | SQL) {
  return db
    .select({
      dogId: dogOwners.dogId,
      id: users.id,
      displayName: users.displayName,
      tier: users.subscriptionTier,
      subscriptionStatus: sql<string | null>`${latestSubscription('status')}`,
    })
    .from(dogOwners)
    .innerJoin(users, eq(users.id, dogOwners.userId))
    .where(inArray(dogOwners.dogId, dogIds))
    .orderBy(asc(dogOwners.createdAt), asc(users.id));
}

/** Whether each owner is paid (tier and latest subscription, as the policy reads them). */
export const toOwners = (rows: Awaited<ReturnType<typeof ownerRows>>): OwnerRow[] =>
  rows.map(({ tier, subscriptionStatus, ...owner }) => ({ ...owner, paid: isPaid({ tier: tier as SubscriptionTier, subscriptionStatus }) }));

/** The owners of the given dogs, with whether each is paid. */
export async function ownersOf(db: Db, dogIds: number[] | SQL): Promise<OwnerRow[]> {
  if (Array.isArray(dogIds) && dogIds.length === 0) return [];
  return toOwners(await ownerRows(db, dogIds));
}

/** The dog rule for one dog, given its owners. */
export function mayTrack(actor: Actor | null, owners: OwnerRow[]): boolean {
  if (!actor) return false;
  return can.trackDog(actor, { isOwner: owners.some((o) => o.id === actor.id), otherOwnerPaid: owners.some((o) => o.id !== actor.id && o.paid) });
}

/** The dog, when the member owns it; 404 otherwise, the same answer as for a dog that does not exist. */
export async function ownedDog(db: Db, userId: number, dogId: number): Promise<Dog> {
  const [row] = await db
    .select({ dog: dogs })
    .from(dogs)
    .innerJoin(dogOwners, and(eq(dogOwners.dogId, dogs.id), eq(dogOwners.userId, userId)))
    .where(eq(dogs.id, dogId));
  if (!row) throw new ApiError(404, 'dog_not_found');
  return row.dog;
}

/** The owned dog, refused with 403 unless the member may track it. */
export async function trackableDog(db: Db, actor: Actor, dogId: number): Promise<Dog> {
  const dog = await ownedDog(db, actor.id, dogId);
  if (!mayTrack(actor, await ownersOf(db, [dogId]))) throw new ApiError(403, 'dog_track_premium');
  return dog;
}

/** The member's current dog as a subquery: the latest chosen, else the first they came to own. A column makes it correlated. */
export const currentDogId = (userId: number | SQLWrapper) =>
  sql<number | null>`(select ${dogOwners.dogId} from ${dogOwners} where ${dogOwners.userId} = ${userId}
    order by ${dogOwners.chosenAt} is null, ${dogOwners.chosenAt} desc, ${dogOwners.createdAt}, ${dogOwners.dogId} limit 1)`;

/** The member's current dog's id; null while they own none. */
export async function currentDogOf(db: Db, userId: number): Promise<number | null> {
  const [row] = await db.all<{ id: number | null }>(sql`select ${currentDogId(userId)} as id`);
  return row?.id ?? null;
}

/**
 * The member's id for a new co-ownership, only while they own fewer than DOG_LIMIT dogs. As the
 * value of a NOT NULL column it fails the insert, and the batch around it, once the limit is
 * reached: concurrent creates and accepted invitations cannot pass it.
 */
export const ownerWithRoom = (userId: number) =>
  sql<number>`(select ${users.id} from ${users} where ${users.id} = ${userId} and (select count(*) from ${dogOwners} where ${dogOwners.userId} = ${userId}) < ${DOG_LIMIT})`;

/**
 * The creator's rights to a dog `userId` added pass to its longest-standing other owner, who may
 * then remove co-owners; with no other owner left, to nobody. For the batch in which the member
 * leaves that dog (`dogId`) or, without `dogId`, every dog (their account's deletion).
 */
export const passCreatorRights = (db: Db, userId: number, dogId?: number) =>
  db
    .update(dogs)
    .set({
      createdBy: sql`(select o.user_id from ${dogOwners} o where o.dog_id = ${dogs.id} and o.user_id <> ${userId} order by o.created_at, o.user_id limit 1)`,
    })
    .where(and(eq(dogs.createdBy, userId), dogId === undefined ? undefined : eq(dogs.id, dogId)));

/**
 * The dog's id for a new co-ownership, only while it has fewer than DOG_OWNER_LIMIT owners; like
 * `ownerWithRoom`, a full dog fails the insert and its batch, so parallel accepts cannot pass it.
 */
export const dogWithRoom = (dogId: number) =>
  sql<number>`(select ${dogs.id} from ${dogs} where ${dogs.id} = ${dogId} and (select count(*) from ${dogOwners} where ${dogOwners.dogId} = ${dogId}) < ${DOG_OWNER_LIMIT})`;

const failedNotNull = (column: string) => (error: unknown) =>
  String(error instanceof Error ? `${error.message} ${String(error.cause)}` : error).includes(`NOT NULL constraint failed: dog_owners.${column}`);

/** Whether a failed batch failed on `ownerWithRoom`. */
export const isDogLimitViolation = failedNotNull('user_id');

/** Whether a failed batch failed on `dogWithRoom`. */
export const isDogOwnerLimitViolation = failedNotNull('dog_id');
