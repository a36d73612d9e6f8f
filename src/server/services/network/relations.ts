/**
 * Following, muting and blocking (docs/decisions/028-network.md), and the SQL conditions the
 * reading services share. A block hides like a mute, ends following both ways and keeps the
 * blocked member from following, commenting on the blocker's posts and mentioning them. The
 * blocked member only ever sees a refused action: the same code a follow of an unknown reason gets.
 */
import { and, count, eq, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '~/server/db/client';
import { blocks, follows, mutes, users } from '~/server/db/schema';
import { ApiError } from '~/server/errors';

type Id = number | SQLWrapper;

/** Whether `blockerId` blocked `blockedId`, as a condition of a query (e.g. a mention or a comment). */
export const isBlockedBy = (blockerId: Id, blockedId: Id): SQL =>
  sql`exists (select 1 from ${blocks} where ${blocks.actorId} = ${blockerId} and ${blocks.targetId} = ${blockedId})`;

/** The author's content is kept from the viewer's sight: the viewer muted or blocked them. */
export const hiddenFromViewer = (viewerId: Id, authorId: Id): SQL =>
  sql`(exists (select 1 from ${mutes} where ${mutes.actorId} = ${viewerId} and ${mutes.targetId} = ${authorId}) or ${isBlockedBy(viewerId, authorId)})`;

/** Whether the viewer follows the member, as a condition. */
export const isFollowing = (followerId: Id, followeeId: Id): SQL =>
  sql`exists (select 1 from ${follows} where ${follows.actorId} = ${followerId} and ${follows.targetId} = ${followeeId})`;

/** Either of the two blocked the other. */
const blockedEitherWay = (a: number, b: number) => sql`(${isBlockedBy(a, b)} or ${isBlockedBy(b, a)})`;

function refuseSelf(actorId: number, targetId: number) {
  if (actorId === targetId) throw new ApiError(400, 'network_not_yourself');
}

/**
 * Follows the member, once however often asked. The insert itself checks for a block, so a block
 * that lands at the same moment still wins; then a refusal says nothing about who blocked whom.
 */
export async function follow(db: Db, followerId: number, followeeId: number): Promise<{ following: true }> {
  refuseSelf(followerId, followeeId);
  const [, [state]] = await db.batch([
    db
      .insert(follows)
      .select(
        db
          .select({ actorId: sql<number>`${followerId}`.as('follower_id'), targetId: users.id, createdAt: sql<Date>`${Date.now()}`.as('created_at') })
          .from(users)
          .where(and(eq(users.id, followeeId), sql`not ${blockedEitherWay(followerId, followeeId)}`)),
      )
      .onConflictDoNothing(),
    db
      .select({ n: count() })
      .from(follows)
      .where(and(eq(follows.actorId, followerId), eq(follows.targetId, followeeId))),
  ]);
  if (!state?.n) throw new ApiError(403, 'network_refused');
  return { following: true };
}

export async function unfollow(db: Db, followerId: number, followeeId: number): Promise<{ following: false }> {
  refuseSelf(followerId, followeeId);
  await db.delete(follows).where(and(eq(follows.actorId, followerId), eq(follows.targetId, followeeId)));
  return { following: false };
}

export async function setMuted(db: Db, muterId: number, mutedId: number, muted: boolean): Promise<{ muted: boolean }> {
  refuseSelf(muterId, mutedId);
  if (muted) await db.insert(mutes).values({ actorId: muterId, targetId: mutedId }).onConflictDoNothing();
  else await db.delete(mutes).where(and(eq(mutes.actorId, muterId), eq(mutes.targetId, mutedId)));
  return { muted };
}

/** Blocking ends following in both directions in the same batch. */
export async function setBlocked(db: Db, blockerId: number, blockedId: number, blocked: boolean): Promise<{ blocked: boolean }> {
  refuseSelf(blockerId, blockedId);
  if (!blocked) {
    await db.delete(blocks).where(and(eq(blocks.actorId, blockerId), eq(blocks.targetId, blockedId)));
    return { blocked };
  }
  await db.batch([
    db.insert(blocks).values({ actorId: blockerId, targetId: blockedId }).onConflictDoNothing(),
    db
      .delete(follows)
      .where(or(and(eq(follows.actorId, blockerId), eq(follows.targetId, blockedId)), and(eq(follows.actorId, blockedId), eq(follows.targetId, blockerId)))),
  ]);
  return { blocked };
}
