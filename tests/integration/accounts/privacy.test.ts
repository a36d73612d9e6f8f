import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../../src/server/db/client';
import { activityLikes, activityProgress, comments, postLikes, posts, uploads, users } from '../../../src/server/db/schema';
import { recomputeCounters } from '../../../src/server/db/seed/seed';
import { createActivity, createComment, createPost } from '../../factories/content';
import { sessionCookieFor } from '../../factories/sessions';
import { createUser, FACTORY_PASSWORD } from '../../factories/users';
import { startAtFullHour } from '../clock';
import { call } from '../request';

const db = () => getDb(env.DB);
const AVATAR = 'images/00000000-0000-4000-8000-00000000a7a7';
const avatarObjects = async () => (await env.MEDIA.list({ prefix: AVATAR })).objects;

/** A member who wrote, commented, liked and tracked, next to someone else's content. */
async function busyMember() {
  const member = await createUser(db(), 'paidYearly', { avatarKey: `${AVATAR}/thumbnail.jpg`, newsletterSubscribed: true });
  const other = await createUser(db(), 'free');
  await env.MEDIA.put(`${AVATAR}/thumbnail.jpg`, 'image');
  await env.MEDIA.put(`${AVATAR}/medium.jpg`, 'image');
  const ownActivity = await createActivity(db(), member.id);
  const othersActivity = await createActivity(db(), other.id);
  const ownPost = await createPost(db(), member.id);
  const othersPost = await createPost(db(), other.id);
  const ownComment = await createComment(db(), othersPost.id, member.id);
  await createComment(db(), othersPost.id, other.id, ownComment.id);
  await createComment(db(), othersPost.id, other.id);
  await db().insert(postLikes).values([{ userId: member.id, postId: othersPost.id }, { userId: other.id, postId: ownPost.id }]);
  await db().insert(activityLikes).values({ userId: member.id, activityId: othersActivity.id });
  await db().insert(activityProgress).values({ userId: member.id, activityId: othersActivity.id, mastered: true });
  await recomputeCounters(db());
  return { member, other, ownActivity, othersActivity, ownPost, othersPost, cookie: await sessionCookieFor(env.SESSION, member.id) };
}

describe('GET /api/account/export', () => {
  it('returns everything stored about the member as one JSON file', async () => {
    const { member, cookie, ownPost, ownActivity } = await busyMember();
    const response = await call('GET', '/api/account/export', undefined, { cookie });
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="rudel-${member.username}-data.json"`);
    const data = (await response.json()) as Record<string, unknown[]> & { account: Record<string, unknown> };
    expect(data.account).toMatchObject({ id: member.id, email: member.email, newsletterSubscribed: true });
    expect(data.account).not.toHaveProperty('passwordHash');
    expect(data.activities).toEqual([expect.objectContaining({ id: ownActivity.id, tags: [], images: [] })]);
    expect(data.posts).toEqual([expect.objectContaining({ id: ownPost.id })]);
    for (const key of ['comments', 'postLikes', 'activityLikes', 'activityProgress', 'subscriptions']) expect(data[key], key).toHaveLength(1);
    expect((await call('GET', '/api/account/export')).status).toBe(401);
  });
});

describe('POST /api/account/delete', () => {
  it('refuses a wrong password and changes nothing', async () => {
    const { member, cookie } = await busyMember();
    const response = await call('POST', '/api/account/delete', { password: 'Falsch123' }, { cookie });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ field: 'password' });
    expect((await db().select().from(users).where(eq(users.id, member.id)))[0]?.email).toBe(member.email);
  });

  it('puts the password check under the login lockout: after 5 wrong passwords even the right one waits', async () => {
    startAtFullHour();
    const member = await createUser(db(), 'free');
    const cookie = await sessionCookieFor(env.SESSION, member.id);
    const statuses = (await Promise.all(Array.from({ length: 30 }, () => call('POST', '/api/account/delete', { password: 'Falsch123' }, { cookie })))).map((r) => r.status);
    expect(statuses.filter((s) => s === 400).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(25);
    const right = await call('POST', '/api/account/delete', { password: FACTORY_PASSWORD }, { cookie });
    expect(right.status).toBe(429);
    expect(await right.json()).toMatchObject({ code: 'login_locked' });
    expect((await db().select().from(users).where(eq(users.id, member.id)))[0]?.email).toBe(member.email);
  }, 60_000);

  it('deletes the account with its content, its images and its session; counters stay true', async () => {
    const { member, cookie, othersPost, othersActivity } = await busyMember();
    const response = await call('POST', '/api/account/delete', { password: FACTORY_PASSWORD }, { cookie });
    expect(response.status).toBe(204);
    expect(await db().select().from(users).where(eq(users.id, member.id))).toEqual([]);
    expect(await db().select().from(posts).where(eq(posts.authorId, member.id))).toEqual([]);
    expect(await avatarObjects()).toEqual([]);
    expect((await call('GET', '/api/current-user', undefined, { cookie })).status).toBe(401);

    const [post] = await db().select().from(posts).where(eq(posts.id, othersPost.id));
    expect(post).toMatchObject({ likes: 0, commentsCount: 1 });
    expect(await db().select().from(comments).where(eq(comments.postId, othersPost.id))).toHaveLength(1);
    await expectCountersTrue();
    expect(othersActivity.id).toBeGreaterThan(0);
  });

  it('also removes uploads the member never attached', async () => {
    const { member, cookie } = await busyMember();
    const stray = 'images/00000000-0000-4000-8000-0000000057a7';
    await db().insert(uploads).values({ prefix: stray, userId: member.id });
    await env.MEDIA.put(`${stray}/medium.jpg`, 'image');
    expect((await call('POST', '/api/account/delete', { password: FACTORY_PASSWORD, keepContent: true }, { cookie })).status).toBe(204);
    expect((await env.MEDIA.list({ prefix: stray })).objects).toEqual([]);
  });

  it('keeps posts and comments anonymised when asked, removing personal data', async () => {
    const { member, cookie, ownPost } = await busyMember();
    const response = await call('POST', '/api/account/delete', { password: FACTORY_PASSWORD, keepContent: true }, { cookie });
    expect(response.status).toBe(204);
    const [tombstone] = await db().select().from(users).where(eq(users.id, member.id));
    expect(tombstone).toMatchObject({
      username: `deleted_${member.id}`,
      email: `deleted_${member.id}@deleted.invalid`,
      firstName: '',
      lastName: '',
      avatarKey: null,
      newsletterSubscribed: false,
    });
    expect(tombstone?.deletedAt).toBeInstanceOf(Date);
    expect(await db().select().from(posts).where(eq(posts.id, ownPost.id))).toHaveLength(1);
    expect(await avatarObjects()).toEqual([]);
    expect((await call('POST', '/api/login', { email: member.email, password: FACTORY_PASSWORD })).status).toBe(401);
    await expectCountersTrue();
  });
});

async function expectCountersTrue() {
  const wrong = await env.DB.prepare(
    `select
      (select count(*) from posts p where p.likes != (select count(*) from post_likes l where l.post_id = p.id)) +
      (select count(*) from posts p where p.comments_count != (select count(*) from comments c where c.post_id = p.id)) +
      (select count(*) from activities a where a.likes != (select count(*) from activity_likes l where l.activity_id = a.id)) +
      (select count(*) from activities a where a.completions != (select count(*) from activity_progress p where p.activity_id = a.id and p.mastered = 1)) as wrong`,
  ).first<{ wrong: number }>();
  expect(wrong?.wrong).toBe(0);
}
