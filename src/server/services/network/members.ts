/**
 * Member pages (docs/decisions/028-network.md): who a member is, what they share publicly and the
 * viewer's relations to them, in one D1 round trip after the lookup. Deleted, suspended and
 * not yet verified accounts have no page: they answer 404 like a name nobody has.
 */
import { and, count, desc, eq, isNull, ne, not, or, sql, type SQL } from 'drizzle-orm';
import { mediaUrl } from '~/shared/media';
import { MEMBER_SEARCH_LIMIT } from '~/shared/notifications';
import { MEMBER_DOGS_SHOWN, MEMBER_LIST_SIZE, type MemberProfile, type MemberSummary } from '~/shared/network';
import { isPaid, isProfessional } from '~/shared/policy';
import { usernameKey } from '~/shared/username-key';
import type { Db } from '~/server/db/client';
import { activities, blocks, dogOwners, dogProgress, dogs, follows, mutes, posts, users } from '~/server/db/schema';
import { ApiError } from '~/server/errors';
import { latestSubscription } from '~/server/auth/session-user';
import { usernameIn } from '~/server/services/usernames';
import { isBlockedBy } from './relations';

export const memberColumns = { id: users.id, username: users.username, displayName: users.displayName, avatarKey: users.avatarKey };

export const toMemberSummary = (row: { id: number; username: string; displayName: string; avatarKey: string | null }): MemberSummary => ({
  id: row.id,
  username: row.username,
  displayName: row.displayName,
  avatarUrl: mediaUrl(row.avatarKey),
});

/** A member others may see: verified, not deleted, not suspended right now. */
export const visibleMember = (now = Date.now()): SQL =>
  and(
    isNull(users.deletedAt),
    ne(users.status, 'unverified'),
    eq(users.isEmailVerified, true),
    or(isNull(users.suspendedUntil), sql`${users.suspendedUntil} <= ${now}`),
  ) as SQL;

/**
 * Members whose username (by its key) or display name (without case) starts with `query`, usernames
 * first: the @mention suggestions. Each half is one range of its index, at most the limit long; not
 * the searcher, nor a member who blocked them (a mention would not reach them).
 */
export async function membersMatching(db: Db, searcherId: number, query: string): Promise<MemberSummary[]> {
  const startsWith = (column: SQL | typeof users.usernameKey, prefix: string) => sql`${column} >= ${prefix} and ${column} < ${`${prefix}\u{10FFFF}`}`;
  const half = (column: SQL | typeof users.usernameKey, prefix: string) =>
    db
      .select(memberColumns)
      .from(users)
      .where(and(startsWith(column, prefix), ne(users.id, searcherId), visibleMember(), not(isBlockedBy(users.id, searcherId))))
      .orderBy(column)
      .limit(MEMBER_SEARCH_LIMIT);
  const [byUsername, byName] = await db.batch([half(users.usernameKey, usernameKey(query)), half(sql`lower(${users.displayName})`, query.toLowerCase())]);
  const found = new Map([...byUsername, ...byName].map((row) => [row.id, row]));
  return [...found.values()].slice(0, MEMBER_SEARCH_LIMIT).map(toMemberSummary);
}

/** The visible member with this username (compared by key, as the unique index does), or 404. */
export async function memberByUsername(db: Db, username: string): Promise<MemberSummary> {
  const [row] = await db
    .select(memberColumns)
    .from(users)
    .where(and(usernameIn([username]), visibleMember()));
  if (!row) throw new ApiError(404, 'member_not_found');
  return toMemberSummary(row);
}

/**
 * Any member with an account, whether others may see them right now or not: muting and blocking
 * must reach a member who is suspended at the moment, so that their return changes nothing.
 */
export async function existingMemberId(db: Db, username: string): Promise<number> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(usernameIn([username]), isNull(users.deletedAt), eq(users.isEmailVerified, true)));
  if (!row) throw new ApiError(404, 'member_not_found');
  return row.id;
}

const relation = (table: typeof follows | typeof mutes | typeof blocks, actorId: number, targetId: number) =>
  sql<number>`exists (select 1 from ${table} where ${table.actorId} = ${actorId} and ${table.targetId} = ${targetId})`;

/** `GET /api/members/{username}` for a member who may read the community (the route's guard). */
export async function memberProfile(db: Db, viewerId: number, username: string): Promise<MemberProfile> {
  const { id } = await memberByUsername(db, username);
  const [[member], [mastered], [written], [followers], [following], recentActivities, recentPosts, shownDogs] = await db.batch([
    db
      .select({
        ...memberColumns,
        bio: users.bio,
        location: users.location,
        createdAt: users.createdAt,
        tier: users.subscriptionTier,
        activitiesCreated: users.activitiesCreated,
        sharesMilestones: users.shareMilestones,
        subscriptionStatus: sql<string | null>`${latestSubscription('status')}`,
        following: relation(follows, viewerId, id),
        muted: relation(mutes, viewerId, id),
        blocked: relation(blocks, viewerId, id),
      })
      .from(users)
      .where(eq(users.id, id)),
    db
      .select({ n: sql<number>`count(distinct ${dogProgress.activityId})` })
      .from(dogProgress)
      .innerJoin(dogOwners, and(eq(dogOwners.dogId, dogProgress.dogId), eq(dogOwners.userId, id)))
      .where(eq(dogProgress.mastered, true)),
    db
      .select({ n: count() })
      .from(posts)
      .where(and(eq(posts.authorId, id), isNull(posts.hiddenAt))),
    db.select({ n: count() }).from(follows).where(eq(follows.targetId, id)),
    db.select({ n: count() }).from(follows).where(eq(follows.actorId, id)),
    db
      .select({ id: activities.id, title: activities.title, description: activities.description, createdAt: activities.createdAt })
      .from(activities)
      .where(and(eq(activities.authorId, id), isNull(activities.hiddenAt)))
      .orderBy(desc(activities.createdAt))
      .limit(MEMBER_LIST_SIZE),
    db
      .select({ id: posts.id, type: posts.type, content: posts.content, createdAt: posts.createdAt })
      .from(posts)
      .where(and(eq(posts.authorId, id), isNull(posts.hiddenAt)))
      .orderBy(desc(posts.createdAt))
      .limit(MEMBER_LIST_SIZE),
    // The dogs only leave the database when their owner chose to show them.
    db
      .select({ id: dogs.id, name: dogs.name, breed: dogs.breed, photoKey: dogs.photoKey })
      .from(dogOwners)
      .innerJoin(dogs, eq(dogs.id, dogOwners.dogId))
      .where(and(eq(dogOwners.userId, id), sql`exists (select 1 from ${users} where ${users.id} = ${id} and ${users.showDogs} = 1)`))
      .orderBy(dogOwners.createdAt, dogs.id)
      .limit(MEMBER_DOGS_SHOWN),
  ]);
  if (!member) throw new ApiError(404, 'member_not_found');
  const isSelf = viewerId === id;
  return {
    ...toMemberSummary(member),
    bio: member.bio,
    location: member.location || null,
    memberSince: member.createdAt.toISOString(),
    isPremium: isPaid({ tier: member.tier, subscriptionStatus: member.subscriptionStatus }),
    isTrainer: isProfessional({ tier: member.tier }),
    stats: {
      activitiesCreated: member.activitiesCreated,
      // Mastery is a milestone: others see the count only when the member shares milestones.
      activitiesMastered: isSelf || member.sharesMilestones ? (mastered?.n ?? 0) : null,
      posts: written?.n ?? 0,
      followers: followers?.n ?? 0,
      following: following?.n ?? 0,
    },
    activities: recentActivities.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    posts: recentPosts.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    dogs: shownDogs.map((dog) => ({ id: dog.id, name: dog.name, breed: dog.breed, photoUrl: mediaUrl(dog.photoKey) })),
    viewer: { isSelf, following: !isSelf && Boolean(member.following), muted: !isSelf && Boolean(member.muted), blocked: !isSelf && Boolean(member.blocked) },
  };
}
