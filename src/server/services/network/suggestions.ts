/**
 * The suggestions of the network page (docs/decisions/052-finding-people.md): members whose dogs
 * train the same activities; then members active lately with a dog of the same breed or in the same
 * place; then the most followed. Only members who share milestones, never staff, never the viewer,
 * anyone the viewer follows, nor anyone with a mute or block between the two, in either direction.
 */
import { and, sql } from 'drizzle-orm';
import { SUGGESTION_REASONS, SUGGESTIONS, type MemberSuggestion, type MemberSummary } from '~/shared/network';
import type { Db } from '~/server/db/client';
import { users } from '~/server/db/schema';
import { usernameIn } from '~/server/services/usernames';
import { memberColumns, toMemberSummary, visibleMember } from './members';
import { hiddenFromViewer, isFollowing } from './relations';

/** Activities of the member's dogs the training match looks at: the latest trained or marked. */
const OWN_ACTIVITIES = 20;
/** Progress rows of other dogs read at most for the training match, however popular the activities. */
export const SUGGESTION_TRAINING_ROWS = 500;
/** Members each fallback (breed, place, most followed) reads at most before its checks. */
export const FALLBACK_CANDIDATES = 50;
/** A breed or place match counts only for a member who posted or logged a session this recently. */
const ACTIVE_DAYS = 30;
const DAY_MS = 86_400_000;

interface SuggestionRow {
  id: number;
  username: string;
  display_name: string;
  avatar_key: string | null;
  tier: number;
}

/**
 * Up to `SUGGESTIONS` members for `memberId`, the best reason first. One statement, bounded: the
 * member's latest activities and a fixed number of other dogs' progress rows for the training match,
 * then `FALLBACK_CANDIDATES` members of each fallback, each read through its index
 * (migrations/0035_member_dogs_shown.sql). A place or breed is the same text without case and
 * surrounding spaces. Only members who share milestones are suggested: a suggestion would otherwise
 * tell what a private member's dog trains, or that they exist to a stranger nearby.
 */
export async function suggestions(db: Db, memberId: number, now = Date.now()): Promise<MemberSuggestion[]> {
  const since = now - ACTIVE_DAYS * DAY_MS;
  const active = sql`(exists (select 1 from posts p where p.author_id = ${users.id} and p.created_at >= ${since})
    or exists (select 1 from training_sessions s where s.user_id = ${users.id} and s.started_at >= ${since}))`;
  const rows = await db.all<SuggestionRow>(sql`
    with
    training(candidate) as (
      select o.user_id
      from dog_progress p join dog_owners o on o.dog_id = p.dog_id join users sharer on sharer.id = o.user_id and sharer.share_milestones = 1
      where p.activity_id in (
        select mine.activity_id from dog_progress mine join dog_owners me on me.dog_id = mine.dog_id
        where me.user_id = ${memberId} order by mine.updated_at desc limit ${OWN_ACTIVITIES}
      ) and o.user_id <> ${memberId}
      limit ${SUGGESTION_TRAINING_ROWS}
    ),
    breed(candidate) as (
      select o.user_id from dogs d join dog_owners o on o.dog_id = d.id
      where d.breed is not null and lower(trim(d.breed)) in (
        select lower(trim(mine.breed)) from dog_owners me join dogs mine on mine.id = me.dog_id
        where me.user_id = ${memberId} and trim(coalesce(mine.breed, '')) <> ''
      ) and o.user_id <> ${memberId}
      limit ${FALLBACK_CANDIDATES}
    ),
    place(candidate) as (
      select u.id from users u
      where u.location <> '' and lower(trim(u.location)) = (select lower(trim(me.location)) from users me where me.id = ${memberId} and trim(me.location) <> '')
      limit ${FALLBACK_CANDIDATES}
    ),
    popular(candidate) as (
      select u.id from users u where u.follower_count > 0 order by u.follower_count desc, u.id desc limit ${FALLBACK_CANDIDATES}
    ),
    candidates(candidate, tier) as (
      select candidate, 0 from training
      union all select candidate, 1 from breed
      union all select candidate, 2 from place
      union all select candidate, 3 from popular
    )
    select ${users.id} as id, ${users.username} as username, ${users.displayName} as display_name, ${users.avatarKey} as avatar_key, min(c.tier) as tier
    from candidates c join ${users} on ${users.id} = c.candidate
    where ${visibleMember(now)} and ${users.shareMilestones} = 1 and ${users.role} = 'user' and ${users.id} <> ${memberId}
      and not ${isFollowing(memberId, users.id)} and not ${hiddenFromViewer(memberId, users.id)} and not ${hiddenFromViewer(users.id, memberId)}
      and (c.tier in (0, 3) or ${active})
    group by ${users.id}
    order by case min(c.tier) when 2 then 1 else min(c.tier) end, count(*) desc, ${users.followerCount} desc, ${users.id}
    limit ${SUGGESTIONS}`);
  return rows.map((row) => ({
    ...toMemberSummary({ id: row.id, username: row.username, displayName: row.display_name, avatarKey: row.avatar_key }),
    reason: SUGGESTION_REASONS[row.tier] ?? 'popular',
  }));
}

/**
 * The member a suggestion's follow just followed (the network page's `?followed=`), to show with its
 * undo: null unless the viewer follows them and others may see them.
 */
export async function followedMember(db: Db, viewerId: number, username: string): Promise<MemberSummary | null> {
  const [row] = await db
    .select(memberColumns)
    .from(users)
    .where(and(usernameIn([username]), visibleMember(), isFollowing(viewerId, users.id)));
  return row ? toMemberSummary(row) : null;
}
