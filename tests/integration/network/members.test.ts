import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { MemberPage, MemberProfile } from '~/shared/network';
import { getDb } from '~/server/db/client';
import { createActivity, createPost } from '../../factories/content';
import { createDog, tickProgress } from '../../factories/dogs';
import { signedIn } from '../../factories/sessions';
import { createUser } from '../../factories/users';
import { suggestions } from '~/server/services/network/suggestions';
import { loadMember } from '~/server/pages/member';
import { viewerOf } from '../../factories/pages';
import { call } from '../request';

const db = () => getDb(env.DB);

const profileOf = async (username: string, cookie: string) =>
  (await (await call('GET', `/api/members/${encodeURIComponent(username)}`, undefined, { cookie })).json()) as MemberProfile;

describe('GET /api/members/{username}', () => {
  it('finds the member by the key of the name: capitals beyond ASCII and compatibility forms match', async () => {
    const olaf = await createUser(db(), 'free', { username: 'Ölaf' });
    const viewer = await signedIn('free');
    for (const spelling of ['ölaf', 'ÖLAF', 'O\u0308laf']) expect(await profileOf(spelling, viewer.cookie)).toMatchObject({ id: olaf.id, username: 'Ölaf' });
    expect((await call('GET', `/api/members/${encodeURIComponent('olaf')}`, undefined, { cookie: viewer.cookie })).status).toBe(404);
  });

  it('shows the public page: fields, statistics, newest activities and visible posts, the viewer relations', async () => {
    const member = await createUser(db(), 'paidMonthly', {
      bio: 'Zwei Hunde, viel Wald.',
      location: 'Kassel',
      createdAt: new Date(Date.UTC(2025, 4, 2)),
      shareMilestones: true,
    });
    const activity = await createActivity(db(), member.id, { title: 'Rückruf am Waldrand' });
    await createActivity(db(), member.id, { title: 'Versteckt', hiddenAt: new Date() });
    await createPost(db(), member.id, { content: 'Sichtbarer Beitrag über den Rückruf' });
    await createPost(db(), member.id, { content: 'Versteckter Beitrag', hiddenAt: new Date() });
    const dog = await createDog(db(), [member.id]);
    await tickProgress(db(), dog.id, activity.id, { mastered: true });
    const viewer = await signedIn('free');

    const profile = await profileOf(member.username.toUpperCase(), viewer.cookie);
    expect(profile).toMatchObject({
      id: member.id,
      username: member.username,
      bio: 'Zwei Hunde, viel Wald.',
      location: 'Kassel',
      memberSince: '2025-05-02T00:00:00.000Z',
      isPremium: true,
      stats: { activitiesCreated: 2, activitiesMastered: 1, posts: 1, followers: 0, following: 0 },
      viewer: { isSelf: false, following: false, muted: false, blocked: false },
    });
    expect(profile.activities.map((a) => a.title)).toEqual(['Rückruf am Waldrand']);
    expect(profile.posts.map((p) => p.content)).toEqual(['Sichtbarer Beitrag über den Rückruf']);
    expect(profile).not.toHaveProperty('email');
    expect((await profileOf(viewer.user.username, viewer.cookie)).location).toBeNull();
    expect((await profileOf(viewer.user.username, viewer.cookie)).viewer.isSelf).toBe(true);
  });

  it('counts mastered activities for others only when the member shares milestones; the member always sees their own', async () => {
    const member = await signedIn('free');
    const activity = await createActivity(db(), member.user.id);
    await tickProgress(db(), (await createDog(db(), [member.user.id])).id, activity.id, { mastered: true });
    const viewer = await signedIn('free');

    expect((await profileOf(member.user.username, viewer.cookie)).stats.activitiesMastered).toBeNull();
    expect((await profileOf(member.user.username, member.cookie)).stats.activitiesMastered).toBe(1);
    await env.DB.prepare('UPDATE users SET share_milestones = 1 WHERE id = ?').bind(member.user.id).run();
    expect((await profileOf(member.user.username, viewer.cookie)).stats.activitiesMastered).toBe(1);
  });

  it("shows the member's dogs only once they chose to, to members; never to visitors", async () => {
    const member = await signedIn('free');
    const rex = await createDog(db(), [member.user.id], { name: 'Rex', breed: 'Pudel', photoKey: 'uploads/rex/medium.webp' });
    const nala = await createDog(db(), [member.user.id], { name: 'Nala', breed: null });
    const viewer = await signedIn('free');
    // Hidden by default, to others and on the member's own page as others see it.
    expect(member.user.showDogs).toBe(false);
    expect((await profileOf(member.user.username, viewer.cookie)).dogs).toEqual([]);
    expect((await profileOf(member.user.username, member.cookie)).dogs).toEqual([]);

    const patch = await call('PATCH', `/api/users/${member.user.id}`, { showDogs: 'true' }, { cookie: member.cookie });
    expect(((await patch.json()) as { showDogs: boolean }).showDogs).toBe(true);
    expect((await profileOf(member.user.username, viewer.cookie)).dogs).toEqual([
      { id: rex.id, name: 'Rex', breed: 'Pudel', photoUrl: '/media/uploads/rex/medium.webp' },
      { id: nala.id, name: 'Nala', breed: null, photoUrl: null },
    ]);
    // Visitors get no page at all, and the page's loader reads nothing for them.
    expect((await call('GET', `/api/members/${member.user.username}`)).status).toBe(401);
    const forVisitor = await loadMember({ viewer: await viewerOf(null), username: member.user.username, db: db(), locale: 'de', failure: null });
    expect(forVisitor.member).toBeNull();

    expect(
      ((await (await call('PATCH', `/api/users/${member.user.id}`, { showDogs: false }, { cookie: member.cookie })).json()) as { showDogs: boolean }).showDogs,
    ).toBe(false);
    expect((await profileOf(member.user.username, viewer.cookie)).dogs).toEqual([]);
    expect((await call('PATCH', `/api/users/${member.user.id}`, { showDogs: 'ja' }, { cookie: member.cookie })).status).toBe(400);
  });

  it('answers visitors 401 before looking at the name, and 404 for unknown, deleted, suspended or unverified members', async () => {
    const visitor = await call('GET', '/api/members/x'.padEnd(400, 'x'));
    expect(visitor.status).toBe(401);
    expect(await visitor.json()).toMatchObject({ code: 'community_login_required' });
    const { cookie } = await signedIn('free');
    const deleted = await createUser(db(), 'free', { deletedAt: new Date() });
    const suspended = await createUser(db(), 'free', { suspendedUntil: new Date(Date.now() + 86_400_000) });
    const unverified = await createUser(db(), 'unverified');
    for (const name of ['niemand_hier', deleted.username, suspended.username, unverified.username]) {
      const response = await call('GET', `/api/members/${name}`, undefined, { cookie });
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ code: 'member_not_found', message: 'Dieses Mitglied gibt es nicht.' });
    }
    expect((await call('GET', `/api/members/${'x'.repeat(101)}`, undefined, { cookie })).status).toBe(400);
  });
});

describe('following', () => {
  it('follows and unfollows idempotently; both lists and the counts follow', async () => {
    const fan = await signedIn('free');
    const star = await createUser(db(), 'free');
    const path = `/api/members/${star.username}/follow`;
    for (let i = 0; i < 2; i += 1) {
      const response = await call('POST', path, undefined, { cookie: fan.cookie });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ following: true });
    }
    expect((await profileOf(star.username, fan.cookie)).viewer.following).toBe(true);
    expect((await profileOf(star.username, fan.cookie)).stats.followers).toBe(1);
    const followers = (await (await call('GET', `/api/members/${star.username}/followers`, undefined, { cookie: fan.cookie })).json()) as MemberPage;
    expect(followers.members.map((m) => m.username)).toEqual([fan.user.username]);
    const following = (await (await call('GET', `/api/members/${fan.user.username}/following`, undefined, { cookie: fan.cookie })).json()) as MemberPage;
    expect(following.members.map((m) => m.id)).toEqual([star.id]);
    for (let i = 0; i < 2; i += 1) expect(await (await call('DELETE', path, undefined, { cookie: fan.cookie })).json()).toEqual({ following: false });
    expect((await profileOf(star.username, fan.cookie)).stats.followers).toBe(0);
  });

  it('survives 30 parallel follows as one row', async () => {
    const fan = await signedIn('free');
    const star = await createUser(db(), 'free');
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => call('POST', `/api/members/${star.username}/follow`, undefined, { cookie: fan.cookie })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(30).fill(200));
    expect((await profileOf(star.username, fan.cookie)).stats.followers).toBe(1);
  });

  it('refuses following oneself with a localized 400', async () => {
    const me = await signedIn('free');
    const response = await call('POST', `/api/members/${me.user.username}/follow`, undefined, { cookie: me.cookie, headers: { 'accept-language': 'en' } });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'network_not_yourself', message: 'You cannot do that with yourself.' });
  });

  it('answers visitors 401 and unknown members 404', async () => {
    expect((await call('POST', '/api/members/irgendwer/follow')).status).toBe(401);
    expect((await call('GET', '/api/members/irgendwer/followers')).status).toBe(401);
    const { cookie } = await signedIn('free');
    expect((await call('POST', '/api/members/niemand_hier/follow', undefined, { cookie })).status).toBe(404);
    expect((await call('GET', '/api/members/niemand_hier/following', undefined, { cookie })).status).toBe(404);
    expect((await call('GET', `/api/members/${(await createUser(db(), 'free')).username}/following?cursor=kaputt`, undefined, { cookie })).status).toBe(400);
  });

  it('pages followers newest first by cursor, 20 a page', async () => {
    const star = await createUser(db(), 'free');
    const base = Date.UTC(2026, 0, 1);
    const fans = [];
    for (let i = 0; i < 23; i += 1) fans.push(await createUser(db(), 'free'));
    await env.DB.batch(
      fans.map((fan, i) =>
        env.DB.prepare('INSERT INTO follows (follower_id, followee_id, created_at) VALUES (?, ?, ?)').bind(fan.id, star.id, base + i * 1000),
      ),
    );
    const { cookie } = await signedIn('free');
    const first = (await (await call('GET', `/api/members/${star.username}/followers`, undefined, { cookie })).json()) as MemberPage;
    expect(first.members).toHaveLength(20);
    expect(first.members[0]?.id).toBe(fans[22]?.id);
    const second = (await (
      await call('GET', `/api/members/${star.username}/followers?cursor=${first.nextCursor}`, undefined, { cookie })
    ).json()) as MemberPage;
    expect(second.members.map((m) => m.id)).toEqual([fans[2]?.id, fans[1]?.id, fans[0]?.id]);
    expect(second.nextCursor).toBeNull();
  });
});

describe('suggestions', () => {
  it('offers members whose dogs train the same activities, most shared first, leaving out followed and blocked ones', async () => {
    const me = await createUser(db(), 'free');
    const author = await createUser(db(), 'free');
    const [a, b] = [await createActivity(db(), author.id), await createActivity(db(), author.id)];
    const myDog = await createDog(db(), [me.id]);
    await tickProgress(db(), myDog.id, a.id, { tried: true });
    await tickProgress(db(), myDog.id, b.id, { tried: true });
    const sharing = { shareMilestones: true };
    const twoShared = await createUser(db(), 'free', sharing);
    const oneShared = await createUser(db(), 'free', sharing);
    const followed = await createUser(db(), 'free', sharing);
    const blocker = await createUser(db(), 'free', sharing);
    const stranger = await createUser(db(), 'free', sharing);
    // Trains the same two activities, but keeps milestones to themselves.
    const secretive = await createUser(db(), 'free');
    for (const [owner, activities] of [
      [twoShared, [a, b]],
      [oneShared, [b]],
      [followed, [a]],
      [blocker, [a, b]],
      [secretive, [a, b]],
    ] as const) {
      const dog = await createDog(db(), [owner.id]);
      for (const activity of activities) await tickProgress(db(), dog.id, activity.id, { tried: true });
    }
    await createDog(db(), [stranger.id]);
    await env.DB.batch([
      env.DB.prepare('INSERT INTO follows (follower_id, followee_id) VALUES (?, ?)').bind(me.id, followed.id),
      env.DB.prepare('INSERT INTO blocks (blocker_id, blocked_id) VALUES (?, ?)').bind(blocker.id, me.id),
    ]);
    expect((await suggestions(db(), me.id)).map((member) => member.id)).toEqual([twoShared.id, oneShared.id]);
  });
});
