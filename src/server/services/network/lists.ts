/**
 * Who follows a member and whom they follow, newest first, a page at a time by cursor over the
 * follow time. Accounts others may not see are left out.
 */
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { MEMBER_PAGE_SIZE, type MemberPage } from '~/shared/network';
import type { Db } from '~/server/db/client';
import { follows, users } from '~/server/db/schema';
import { decodeCursor, pageOf } from '~/server/services/cursor';
import { memberColumns, toMemberSummary, visibleMember } from './members';

/** `followers`: those following the member; `following`: those the member follows. */
export type FollowDirection = 'followers' | 'following';

export async function followList(db: Db, memberId: number, direction: FollowDirection, cursor?: string): Promise<MemberPage> {
  const [own, other] = direction === 'followers' ? [follows.targetId, follows.actorId] : [follows.actorId, follows.targetId];
  const conditions: SQL[] = [eq(own, memberId), visibleMember()];
  if (cursor) {
    const [at, id] = decodeCursor(cursor);
    conditions.push(sql`(${follows.createdAt}, ${other}) < (${at}, ${id})`);
  }
  const rows = await db
    .select({ ...memberColumns, followedAt: follows.createdAt })
    .from(follows)
    .innerJoin(users, eq(users.id, other))
    .where(and(...conditions))
    .orderBy(desc(follows.createdAt), desc(other))
    .limit(MEMBER_PAGE_SIZE + 1);
  const { page, nextCursor } = pageOf(rows, MEMBER_PAGE_SIZE, (last) => [last.followedAt.getTime(), last.id]);
  return { members: page.map(toMemberSummary), nextCursor };
}
