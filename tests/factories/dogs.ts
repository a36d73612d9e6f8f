/** Dogs, their owners and their progress for tests (docs/decisions/022-dogs.md). */
import { DOG_INVITATION_DAYS } from '~/shared/schemas/dogs';
import { randomToken, sha256Hex } from '~/server/auth/crypto';
import type { Db } from '~/server/db/client';
import { dogInvitations, dogOwners, dogProgress, dogs, type Dog } from '~/server/db/schema';

/** A dog owned by `ownerIds`, in that order; the first one added it. */
export async function createDog(db: Db, ownerIds: number[], overrides: Partial<typeof dogs.$inferInsert> = {}): Promise<Dog> {
  const [dog] = await db
    .insert(dogs)
    .values({ name: 'Balu', breed: 'Labrador', createdBy: ownerIds[0] ?? null, ...overrides })
    .returning();
  if (!dog) throw new Error('factory: dog was not created');
  // Distinct times, so "the first dog a member came to own" is well defined.
  const start = Date.now();
  if (ownerIds.length > 0) await db.insert(dogOwners).values(ownerIds.map((userId, i) => ({ dogId: dog.id, userId, createdAt: new Date(start + i) })));
  return dog;
}

/** Progress of a dog on an activity, written straight to the table (completions follow by trigger). */
export async function tickProgress(db: Db, dogId: number, activityId: number, flags: { tried?: boolean; mastered?: boolean }): Promise<void> {
  await db.insert(dogProgress).values({ dogId, activityId, ...flags });
}

/** An open invitation to co-own the dog, written straight to the table (no email, no rate limit); the link's token. */
export async function inviteToDog(db: Db, dogId: number, inviterId: number, inviteeId: number): Promise<string> {
  const token = randomToken();
  const expiresAt = new Date(Date.now() + DOG_INVITATION_DAYS * 24 * 60 * 60 * 1000);
  await db.insert(dogInvitations).values({ dogId, inviterId, inviteeId, tokenHash: await sha256Hex(token), expiresAt });
  return token;
}
