import { env } from 'cloudflare:workers';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { FeedPage } from '~/shared/community';
import { getDb } from '~/server/db/client';
import { activities, blocks, mutes, posts } from '~/server/db/schema';
import { createActivity, createPost } from '../../factories/content';
import { signedIn } from '../../factories/sessions';
import { createUser } from '../../factories/users';
import { call } from '../request';

const db = () => getDb(env.DB);

const get = async (path: string, cookie: string) => {
  const response = await call('GET', path, undefined, { cookie });
  expect(response.status).toBe(200);
  return (await response.json()) as FeedPage;
};
const discussions = (activityId: number, cookie: string, query = '') => get(`/api/activities/${activityId}/discussions${query}`, cookie);
const postCount = async () => (await db().select({ n: count() }).from(posts))[0]?.n;
const rowOf = async (id: number) => (await db().select().from(posts).where(eq(posts.id, id)))[0];
const minute = (n: number) => new Date(Date.UTC(2026, 4, 1) + n * 60_000);

describe('POST /api/posts with an activity', () => {
  it('stores a question or success story about a visible activity, and the feed names it', async () => {
    const member = await signedIn('paidMonthly');
    const activity = await createActivity(db(), (await createUser(db(), 'free')).id, { title: 'Pfotentarget' });

    const question = await call(
      'POST',
      '/api/posts',
      { content: 'Wie fange ich damit an?', type: 'question', activityId: activity.id },
      { cookie: member.cookie },
    );
    expect(question.status).toBe(201);
    const { id: questionId } = (await question.json()) as { id: number };
    expect(await rowOf(questionId)).toMatchObject({ type: 'question', activityId: activity.id, authorId: member.user.id });

    const story = await call(
      'POST',
      '/api/posts',
      { content: 'Heute hat es geklappt!', type: 'success_story', activityId: activity.id },
      { cookie: member.cookie },
    );
    expect(story.status).toBe(201);
    const { id: storyId } = (await story.json()) as { id: number };

    const plain = await call('POST', '/api/posts', { content: 'Ein Beitrag ohne Aktivität', type: 'post', activityId: null }, { cookie: member.cookie });
    expect(plain.status).toBe(201);
    const { id: plainId } = (await plain.json()) as { id: number };
    expect((await rowOf(plainId))?.activityId).toBeNull();

    const feed = await get('/api/posts', member.cookie);
    expect(feed.posts.map((post) => [post.id, post.activity])).toEqual([
      [plainId, null],
      [storyId, { id: activity.id, title: 'Pfotentarget' }],
      [questionId, { id: activity.id, title: 'Pfotentarget' }],
    ]);
  });

  it('refuses an activity on a plain post with the field error on activityId', async () => {
    const member = await signedIn('paidMonthly');
    const activity = await createActivity(db(), member.user.id);
    const before = await postCount();
    const response = await call(
      'POST',
      '/api/posts',
      { content: 'Ein Beitrag über die Übung', type: 'post', activityId: activity.id },
      { cookie: member.cookie },
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'validation_post_activity_type',
      field: 'activityId',
      message: 'Nur eine Frage oder eine Erfolgsgeschichte kann eine Aktivität nennen.',
    });
    const invalid = await call('POST', '/api/posts', { content: 'Eine Frage zur Übung', type: 'question', activityId: 'eins' }, { cookie: member.cookie });
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toMatchObject({ field: 'activityId' });
    expect(await postCount()).toBe(before);
  });

  it('refuses an unknown or hidden activity with 404 activity_not_found', async () => {
    const member = await signedIn('paidMonthly');
    const hidden = await createActivity(db(), member.user.id, { hiddenAt: new Date() });
    const before = await postCount();
    for (const activityId of [999_999, hidden.id]) {
      const response = await call('POST', '/api/posts', { content: 'Eine Frage zur Übung', type: 'question', activityId }, { cookie: member.cookie });
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ code: 'activity_not_found', field: 'activityId' });
    }
    expect(await postCount()).toBe(before);
  });
});

describe('GET /api/activities/:id/discussions', () => {
  it('lists only the posts naming the activity, newest first, without hidden posts or muted and blocked authors, paged by cursor', async () => {
    const reader = await signedIn('free');
    const author = await createUser(db(), 'free');
    const muted = await createUser(db(), 'free');
    const blocked = await createUser(db(), 'free');
    const activity = await createActivity(db(), author.id, { title: 'Leinenführigkeit' });
    const other = await createActivity(db(), author.id);
    for (let i = 0; i < 22; i += 1) {
      await createPost(db(), author.id, {
        type: i % 2 ? 'question' : 'success_story',
        content: `Zur Übung ${i}`,
        activityId: activity.id,
        createdAt: minute(i),
      });
    }
    await createPost(db(), author.id, { type: 'question', content: 'Versteckt', activityId: activity.id, createdAt: minute(30), hiddenAt: new Date() });
    await createPost(db(), muted.id, { type: 'question', content: 'Stummgeschaltet', activityId: activity.id, createdAt: minute(31) });
    await createPost(db(), blocked.id, { type: 'question', content: 'Blockiert', activityId: activity.id, createdAt: minute(32) });
    await createPost(db(), author.id, { type: 'question', content: 'Andere Übung', activityId: other.id, createdAt: minute(33) });
    await createPost(db(), author.id, { type: 'question', content: 'Ohne Übung', createdAt: minute(34) });
    await db().insert(mutes).values({ actorId: reader.user.id, targetId: muted.id });
    await db().insert(blocks).values({ actorId: reader.user.id, targetId: blocked.id });

    const first = await discussions(activity.id, reader.cookie);
    expect(first.posts).toHaveLength(20);
    expect(first.posts[0]).toMatchObject({ content: 'Zur Übung 21', type: 'question', activity: { id: activity.id, title: 'Leinenführigkeit' } });
    expect(first.posts.map((post) => post.content)).toEqual(Array.from({ length: 20 }, (_, k) => `Zur Übung ${21 - k}`));
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await discussions(activity.id, reader.cookie, `?cursor=${first.nextCursor}`);
    expect(second.posts.map((post) => post.content)).toEqual(['Zur Übung 1', 'Zur Übung 0']);
    expect(second.nextCursor).toBeNull();

    // Someone who muted and blocked no one sees those authors' posts.
    const fresh = await discussions(activity.id, (await signedIn('free')).cookie);
    expect(fresh.posts.slice(0, 3).map((post) => post.content)).toEqual(['Blockiert', 'Stummgeschaltet', 'Zur Übung 21']);
    expect((await discussions(other.id, reader.cookie)).posts.map((post) => post.content)).toEqual(['Andere Übung']);
  });

  it('answers 404 for a hidden or unknown activity, 400 for a broken cursor, 401 for visitors', async () => {
    const { user, cookie } = await signedIn('free');
    const hidden = await createActivity(db(), user.id, { hiddenAt: new Date() });
    await createPost(db(), user.id, { type: 'question', activityId: hidden.id });
    for (const id of [hidden.id, 999_999]) {
      const response = await call('GET', `/api/activities/${id}/discussions`, undefined, { cookie });
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ code: 'activity_not_found' });
    }
    const visible = await createActivity(db(), user.id);
    expect((await discussions(visible.id, cookie)).posts).toEqual([]);
    const broken = await call('GET', `/api/activities/${visible.id}/discussions?cursor=kaputt`, undefined, { cookie });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ code: 'error_cursor_invalid' });
    expect((await call('GET', `/api/activities/${visible.id}/discussions`)).status).toBe(401);
  });
});

describe('a post whose activity goes', () => {
  it('names no activity while the activity is hidden, and again once it is shown', async () => {
    const reader = await signedIn('free');
    const activity = await createActivity(db(), reader.user.id, { title: 'Such das Spielzeug' });
    const question = await createPost(db(), reader.user.id, { type: 'question', content: 'Frage zur Übung', activityId: activity.id });
    expect((await get('/api/posts', reader.cookie)).posts.map((post) => post.activity)).toEqual([{ id: activity.id, title: 'Such das Spielzeug' }]);

    await db().update(activities).set({ hiddenAt: new Date() }).where(eq(activities.id, activity.id));
    expect((await get('/api/posts', reader.cookie)).posts.map((post) => [post.id, post.activity])).toEqual([[question.id, null]]);
    expect((await get('/api/qa', reader.cookie)).posts.map((post) => [post.id, post.activity])).toEqual([[question.id, null]]);
    expect((await rowOf(question.id))?.activityId).toBe(activity.id);

    await db().update(activities).set({ hiddenAt: null }).where(eq(activities.id, activity.id));
    expect((await get('/api/posts', reader.cookie)).posts.map((post) => post.activity)).toEqual([{ id: activity.id, title: 'Such das Spielzeug' }]);
  });

  it('stays when the activity is deleted, naming no activity', async () => {
    const author = await signedIn('free');
    const activity = await createActivity(db(), author.user.id);
    const question = await createPost(db(), author.user.id, { type: 'question', content: 'Frage zur gelöschten Übung', activityId: activity.id });
    const story = await createPost(db(), author.user.id, { type: 'success_story', content: 'Erfolg mit der Übung', activityId: activity.id });

    expect((await call('DELETE', `/api/activities/${activity.id}`, undefined, { cookie: author.cookie })).status).toBe(204);
    expect(await db().select().from(activities).where(eq(activities.id, activity.id))).toEqual([]);
    expect(await rowOf(question.id)).toMatchObject({ content: 'Frage zur gelöschten Übung', activityId: null });
    expect(await rowOf(story.id)).toMatchObject({ content: 'Erfolg mit der Übung', activityId: null });
    expect((await get('/api/posts', author.cookie)).posts.map((post) => [post.id, post.activity])).toEqual([
      [story.id, null],
      [question.id, null],
    ]);
    expect((await call('GET', `/api/activities/${activity.id}/discussions`, undefined, { cookie: author.cookie })).status).toBe(404);
  });
});
