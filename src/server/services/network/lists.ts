/**
 * Who follows a member and whom they follow, newest first, a page at a time by cursor over the
 * follow time; and the suggestions of the network page. Accounts others may not see are left out.
 */
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { MEMBER_PAGE_SIZE, SUGGESTIONS, type MemberPage, type MemberSummary } from '~/shared/network';
import type { Db } from '~/server/db/client';
import { follows, users } from '~/server/db/schema';
import { decodeCursor, pageOf } from '~/server/services/cursor';
import { memberColumns, toMemberSummary, visibleMember } from './members';
import { isBlockedBy, isFollowing } from './relations';

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

/** Activities of the member's dogs a suggestion looks at: the latest trained or marked. */
const OWN_ACTIVITIES = 20;
/** Progress rows of other dogs read at most for the suggestions, however popular the activities. */
const CANDIDATE_ROWS = 500;

/**
 * Members whose dogs train the same activities as the member's, most shared first; not the member,
 * nobody they follow, nobody with a block between them. Only the progress of members who chose to
 * share milestones is looked at: a suggestion would otherwise tell what a private member's dog
 * trains. Bounded: the member's latest activities, and a fixed number of other dogs' progress rows.
 */
export async function suggestions(db: Db, memberId: number): Promise<MemberSummary[]> {
  const rows = await db.all<{ id: number; username: string; display_name: string; avatar_key: string | null }>(sql`
    select ${users.id}, ${users.username}, ${users.displayName}, ${users.avatarKey}
    from (
      select o.user_id as candidate
      from dog_progress p join dog_owners o on o.dog_id = p.dog_id join ${users} sharer on sharer.id = o.user_id and sharer.share_milestones = 1
      where p.activity_id in (
        select mine.activity_id from dog_progress mine join dog_owners me on me.dog_id = mine.dog_id
        where me.user_id = ${memberId} order by mine.updated_at desc limit ${OWN_ACTIVITIES}
      ) and o.user_id <> ${memberId}
      limit ${CANDIDATE_ROWS}
    ) c join ${users} on ${users.id} = c.candidate
    where ${visibleMember()} and not ${isFollowing(memberId, users.id)} and not ${isBlockedBy(memberId, users.id)} and not ${isBlockedBy(users.id, memberId)}
    group by ${users.id} order by count(*) desc, ${users.id} limit ${SUGGESTIONS}`);
  return rows.map((row) => toMemberSummary({ id: row.id, username: row.username, displayName: row.display_name, avatarKey: row.avatar_key }));
}
