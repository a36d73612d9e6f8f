/**
 * The network page's suggestions (docs/decisions/052-finding-people.md): who is never suggested,
 * the order of the reasons, and the fixed number of candidates each fallback reads.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { SuggestionList } from '~/shared/network';
import { getDb } from '~/server/db/client';
import type { User } from '~/server/db/schema';
import { follow, setBlocked, unfollow } from '~/server/services/network/relations';
import { FALLBACK_CANDIDATES, suggestions } from '~/server/services/network/suggestions';
import { createActivity, createPost } from '../../factories/content';
import { createDog, tickProgress } from '../../factories/dogs';
import { signedIn } from '../../factories/sessions';
import { createSession } from '../../factories/training';
import { createUser } from '../../factories/users';
import { call } from '../request';

const db = () => getDb(env.DB);
const sharing = { shareMilestones: true };
const DAY = 86_400_000;

const relate = (table: 'follows' | 'mutes' | 'blocks', actorId: number, targetId: number) => {
  const [actor, target] = { follows: ['follower_id', 'followee_id'], mutes: ['muter_id', 'muted_id'], blocks: ['blocker_id', 'blocked_id'] }[table];
  return env.DB.prepare(`INSERT INTO ${table} (${actor}, ${target}) VALUES (?, ?)`).bind(actorId, targetId);
};
const ids = async (memberId: number) => (await suggestions(db(), memberId)).map((member) => member.id);
/** A member who posted within the last 30 days. */
const activeMember = async (overrides: Parameters<typeof createUser>[2] = {}) => {
  const member = await createUser(db(), 'free', { ...sharing, ...overrides });
  await createPost(db(), member.id);
  return member;
};
/** `count` members who follow `member`. */
const giveFollowers = async (member: User, count: number) => {
  for (let i = 0; i < count; i += 1) await relate('follows', (await createUser(db(), 'free')).id, member.id).run();
};

describe('suggestions', () => {
  it('never offers staff, members who keep milestones to themselves, or anyone muted or blocked either way', async () => {
    const me = await createUser(db(), 'free');
    const activity = await createActivity(db(), (await createUser(db(), 'free')).id);
    await tickProgress(db(), (await createDog(db(), [me.id])).id, activity.id, { tried: true });
    const trainsAlike = async (state: 'free' | 'moderator' | 'admin', overrides = {}) => {
      const member = await createUser(db(), state, overrides);
      await tickProgress(db(), (await createDog(db(), [member.id])).id, activity.id, { tried: true });
      return member;
    };
    const match = await trainsAlike('free', sharing);
    const moderator = await trainsAlike('moderator', sharing);
    const admin = await trainsAlike('admin', sharing);
    const secretive = await trainsAlike('free');
    const mutedByMe = await trainsAlike('free', sharing);
    const mutesMe = await trainsAlike('free', sharing);
    const blockedByMe = await trainsAlike('free', sharing);
    const blocksMe = await trainsAlike('free', sharing);
    const suspended = await trainsAlike('free', { ...sharing, suspendedUntil: new Date(Date.now() + DAY) });
    const deleted = await trainsAlike('free', { ...sharing, deletedAt: new Date() });
    await env.DB.batch([
      relate('mutes', me.id, mutedByMe.id),
      relate('mutes', mutesMe.id, me.id),
      relate('blocks', me.id, blockedByMe.id),
      relate('blocks', blocksMe.id, me.id),
    ]);
    // Followed by many: still neither staff nor the secretive member is offered as "popular".
    for (const member of [moderator, admin, secretive, suspended, deleted]) await giveFollowers(member, 2);

    expect(await ids(me.id)).toEqual([match.id]);
  });

  it('falls back to active members of the same breed or place, then the most followed', async () => {
    const me = await createUser(db(), 'free', { location: 'Köln' });
    await createDog(db(), [me.id], { breed: 'Border Collie' });
    // No training match: nobody else trains what my dog trains.
    const breedAndPlace = await activeMember({ location: '  köln ' });
    await createDog(db(), [breedAndPlace.id], { breed: 'border collie' });
    const breed = await activeMember();
    await createDog(db(), [breed.id], { breed: ' Border Collie' });
    const place = await createUser(db(), 'free', { ...sharing, location: 'KÖLN'.replace('Ö', 'ö') });
    const dogOfPlace = await createDog(db(), [place.id], { breed: 'Pudel' });
    const activity = await createActivity(db(), place.id);
    // Active through a training session rather than a post.
    await createSession(db(), { dogId: dogOfPlace.id, activityId: activity.id, userId: place.id });
    const idleSameBreed = await createUser(db(), 'free', sharing);
    await createDog(db(), [idleSameBreed.id], { breed: 'Border Collie' });
    await createPost(db(), idleSameBreed.id, { createdAt: new Date(Date.now() - 40 * DAY) });
    const popular = await createUser(db(), 'free', sharing);
    await giveFollowers(popular, 3);
    const lessPopular = await createUser(db(), 'free', sharing);
    await giveFollowers(lessPopular, 1);
    // Inactive members are still offered as the most followed, after the matches.
    await giveFollowers(idleSameBreed, 2);

    const offered = await suggestions(db(), me.id);
    expect(offered.map((member) => [member.id, member.reason])).toEqual([
      [breedAndPlace.id, 'breed'],
      [breed.id, 'breed'],
      [place.id, 'place'],
      [popular.id, 'popular'],
      [idleSameBreed.id, 'popular'],
    ]);
    // Five at most: the less followed one waits for a free place.
    expect(offered.map((member) => member.id)).not.toContain(lessPopular.id);
  });

  it('offers training matches before any fallback', async () => {
    const me = await createUser(db(), 'free', { location: 'Bremen' });
    const activity = await createActivity(db(), (await createUser(db(), 'free')).id);
    await tickProgress(db(), (await createDog(db(), [me.id], { breed: 'Pudel' })).id, activity.id, { tried: true });
    const neighbour = await activeMember({ location: 'Bremen' });
    const popular = await createUser(db(), 'free', sharing);
    await giveFollowers(popular, 4);
    const trainer = await createUser(db(), 'free', sharing);
    await tickProgress(db(), (await createDog(db(), [trainer.id], { breed: 'Dackel' })).id, activity.id, { tried: true });

    expect((await suggestions(db(), me.id)).map((member) => [member.id, member.reason])).toEqual([
      [trainer.id, 'training'],
      [neighbour.id, 'place'],
      [popular.id, 'popular'],
    ]);
  });

  it('reads a fixed number of the most followed, however many there are', async () => {
    const me = await createUser(db(), 'free');
    // FALLBACK_CANDIDATES + 1 popular members: the one with the fewest followers is beyond the cap.
    const crowd: User[] = [];
    for (let i = 0; i <= FALLBACK_CANDIDATES; i += 1) crowd.push(await createUser(db(), 'free', sharing));
    await env.DB.batch(crowd.map((member, i) => env.DB.prepare('UPDATE users SET follower_count = ? WHERE id = ?').bind(crowd.length + 1 - i, member.id)));
    const lastOne = crowd.at(-1) as User;
    // The viewer follows all but the least followed, whom the bounded read never reaches.
    await env.DB.batch(crowd.slice(0, -1).map((member) => relate('follows', me.id, member.id)));
    expect(await ids(me.id)).toEqual([]);
    // Followed more than the others, the same member is offered.
    await env.DB.prepare('UPDATE users SET follower_count = 1000 WHERE id = ?').bind(lastOne.id).run();
    expect(await ids(me.id)).toEqual([lastOne.id]);
  });

  it("keeps each member's follower count with their follows, unfollows and blocks", async () => {
    const star = await createUser(db(), 'free');
    const [a, b] = [await createUser(db(), 'free'), await createUser(db(), 'free')];
    const count = async () => (await env.DB.prepare('SELECT follower_count AS n FROM users WHERE id = ?').bind(star.id).first<number>('n')) ?? -1;
    await follow(db(), a.id, star.id);
    await follow(db(), b.id, star.id);
    await follow(db(), b.id, star.id);
    expect(await count()).toBe(2);
    await unfollow(db(), a.id, star.id);
    expect(await count()).toBe(1);
    await setBlocked(db(), star.id, b.id, true);
    expect(await count()).toBe(0);
  });
});

describe('GET /api/network/suggestions', () => {
  it('answers visitors 401 and members their suggestions with the reason', async () => {
    const visitor = await call('GET', '/api/network/suggestions');
    expect(visitor.status).toBe(401);
    const popular = await createUser(db(), 'free', sharing);
    await giveFollowers(popular, 1);
    const { cookie } = await signedIn('free');
    const answer = await call('GET', '/api/network/suggestions', undefined, { cookie });
    expect(answer.status).toBe(200);
    const { members } = (await answer.json()) as SuggestionList;
    expect(members).toEqual([{ id: popular.id, username: popular.username, displayName: popular.displayName, avatarUrl: null, reason: 'popular' }]);
  });
});
