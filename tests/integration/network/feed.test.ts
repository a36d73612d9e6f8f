import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { NetworkFeedPage } from '~/shared/network';
import { getDb } from '~/server/db/client';
import { dogProgress, follows, users } from '~/server/db/schema';
import { createActivity, createPost } from '../../factories/content';
import { createDog } from '../../factories/dogs';
import { signedIn } from '../../factories/sessions';
import { createUser } from '../../factories/users';
import { call } from '../request';

const db = () => getDb(env.DB);
const feed = async (cookie: string, query = '') => {
  const response = await call('GET', `/api/network/feed${query}`, undefined, { cookie });
  expect(response.status).toBe(200);
  return (await response.json()) as NetworkFeedPage;
};

describe('GET /api/network/feed', () => {
  it("merges followed members' activities, posts and shared milestones newest first, and pages them by cursor", async () => {
    const reader = await signedIn('free');
    const friend = await createUser(db(), 'free', { shareMilestones: true });
    const stranger = await createUser(db(), 'free');
    await db().insert(follows).values({ actorId: reader.user.id, targetId: friend.id });
    const day = (n: number) => new Date(Date.UTC(2026, 5, n, 12));
    const activity = await createActivity(db(), friend.id, { title: 'Pfotentarget', createdAt: day(2) });
    for (let n = 3; n <= 24; n += 1) await createPost(db(), friend.id, { content: `Tag ${n} mit dem Hund`, createdAt: day(n) });
    await createPost(db(), friend.id, { content: 'Versteckt', createdAt: day(25), hiddenAt: new Date() });
    await createPost(db(), stranger.id, { content: 'Nicht gefolgt', createdAt: day(26) });
    const dog = await createDog(db(), [friend.id], { name: 'Bello' });
    await db().insert(dogProgress).values({ dogId: dog.id, activityId: activity.id, mastered: true, masteredOn: '2026-06-01' });

    const first = await feed(reader.cookie);
    expect(first.items).toHaveLength(20);
    expect(first.items[0]).toMatchObject({ kind: 'post', member: { id: friend.id, username: friend.username }, post: { content: 'Tag 24 mit dem Hund' } });
    const second = await feed(reader.cookie, `?cursor=${first.nextCursor}`);
    expect(second.items.map((item) => item.kind)).toEqual(['post', 'post', 'activity', 'milestone']);
    expect(second.items[2]).toMatchObject({ activity: { id: activity.id, title: 'Pfotentarget' } });
    expect(second.items[3]).toMatchObject({
      member: { id: friend.id },
      milestone: { dogName: 'Bello', activityId: activity.id, activityTitle: 'Pfotentarget' },
    });
    expect(second.nextCursor).toBeNull();
    expect([...first.items, ...second.items].some((item) => item.kind === 'post' && item.post.content === 'Nicht gefolgt')).toBe(false);
  });

  it('shows milestones only of members who opted in', async () => {
    const reader = await signedIn('free');
    const shy = await createUser(db(), 'free');
    await db().insert(follows).values({ actorId: reader.user.id, targetId: shy.id });
    const activity = await createActivity(db(), (await createUser(db(), 'free')).id);
    const dog = await createDog(db(), [shy.id]);
    await db().insert(dogProgress).values({ dogId: dog.id, activityId: activity.id, mastered: true, masteredOn: '2026-06-01' });
    expect((await feed(reader.cookie)).items).toEqual([]);
    await db().update(users).set({ shareMilestones: true }).where(eq(users.id, shy.id));
    expect((await feed(reader.cookie)).items.map((item) => item.kind)).toEqual(['milestone']);
  });

  it('is for members: visitors get 401, a broken cursor 400', async () => {
    expect((await call('GET', '/api/network/feed?cursor=x')).status).toBe(401);
    const { cookie } = await signedIn('free');
    const response = await call('GET', '/api/network/feed?cursor=kaputt', undefined, { cookie });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'error_cursor_invalid' });
  });
});
