import { env } from 'cloudflare:workers';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { FeedPage } from '~/shared/community';
import { getDb } from '~/server/db/client';
import { postLikes, posts } from '~/server/db/schema';
import { createActivity, createComment, createPost } from '../../factories/content';
import { signedIn } from '../../factories/sessions';
import { createUser } from '../../factories/users';
import { apiClient, call } from '../request';

const db = () => getDb(env.DB);

const feed = async (cookie: string, query = '') => (await (await call('GET', `/api/posts${query}`, undefined, { cookie })).json()) as FeedPage;

describe('GET /api/posts', () => {
  it("pages the feed newest first, 20 at a time, with author, comment count and the viewer's like", async () => {
    const author = await createUser(db(), 'free');
    const base = Date.UTC(2026, 3, 1);
    for (let i = 0; i < 25; i += 1) await createPost(db(), author.id, { content: `Beitrag Nummer ${i}`, createdAt: new Date(base + i * 60_000) });
    const newest = (await db().select().from(posts).orderBy(posts.id)).at(-1)!;
    await createComment(db(), newest.id, author.id);
    const reader = await signedIn('verified');
    await db().insert(postLikes).values({ userId: reader.user.id, postId: newest.id });
    const first = await feed(reader.cookie);
    expect(first.posts).toHaveLength(20);
    expect(first.posts[0]).toMatchObject({
      id: newest.id,
      content: 'Beitrag Nummer 24',
      commentsCount: 1,
      likes: 1,
      isLiked: true,
      editedAt: null,
      author: { id: author.id, username: author.username, subscriptionTier: 'free' },
    });
    expect(first.posts[1]?.isLiked).toBe(false);
    const second = await feed(reader.cookie, `?cursor=${first.nextCursor}`);
    expect(second.posts.map((p) => p.content)).toEqual(['Beitrag Nummer 4', 'Beitrag Nummer 3', 'Beitrag Nummer 2', 'Beitrag Nummer 1', 'Beitrag Nummer 0']);
    expect(second.nextCursor).toBeNull();
    expect((await feed(reader.cookie, '?limit=5')).posts).toHaveLength(5);
  });

  it('is for members: visitors get 401 with the login text', async () => {
    const response = await call('GET', '/api/posts');
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'community_login_required' });
    const unverified = await signedIn('unverified');
    expect((await call('GET', '/api/posts', undefined, { cookie: unverified.cookie })).status).toBe(403);
  });
});

describe('POST /api/posts', () => {
  it.each([
    [{ content: 'Zu kurz', type: 'post' }, 'content', 'Beitrag muss mindestens 10 Zeichen haben'],
    [{ content: '          x', type: 'post' }, 'content', 'Beitrag muss mindestens 10 Zeichen haben'],
    [{ content: 'Lang genug für einen Beitrag' }, 'type', 'Bitte wähle einen Beitragstyp'],
    [{ content: 'Lang genug für einen Beitrag', type: 'rant' }, 'type', 'Bitte wähle einen Beitragstyp'],
  ])('refuses %o with the spec message', async (body, field, message) => {
    const { cookie } = await signedIn('paidMonthly');
    const response = await call('POST', '/api/posts', body, { cookie });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ field, message });
  });

  it('needs the first own activity or a paid plan, and stores the text as written', async () => {
    const newcomer = await signedIn('free');
    const locked = await call('POST', '/api/posts', { content: 'Hallo zusammen, ich bin neu!', type: 'post' }, { cookie: newcomer.cookie });
    expect(locked.status).toBe(403);
    expect(await locked.json()).toMatchObject({ code: 'community_locked' });
    await createActivity(db(), newcomer.user.id);
    const text = '<script>alert("x")</script> Hallo zusammen!';
    const created = await apiClient({ cookie: newcomer.cookie }).posts.$post({ json: { content: `  ${text}  `, type: 'question' } });
    expect(created.status).toBe(201);
    const { id } = await created.json();
    expect((await db().select().from(posts).where(eq(posts.id, id)))[0]).toMatchObject({
      content: text,
      type: 'question',
      authorId: newcomer.user.id,
      lang: 'de',
    });
    const paid = await signedIn('paidMonthly');
    expect((await call('POST', '/api/posts', { content: 'Erfolg: Rückruf klappt!', type: 'success_story' }, { cookie: paid.cookie })).status).toBe(201);
  });

  it("refuses a picture that is not the member's own upload", async () => {
    const { cookie } = await signedIn('paidYearly');
    const response = await call(
      'POST',
      '/api/posts',
      { content: 'Mit einem fremden Bild.', type: 'post', imageUrl: '/media/images/00000000-0000-0000-0000-000000000000/medium.jpg' },
      { cookie },
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'image_not_yours', field: 'imageUrl' });
  });
});

describe('editing and deleting posts', () => {
  it('lets only the author edit, and marks the post edited', async () => {
    const author = await signedIn('free');
    await createActivity(db(), author.user.id);
    const post = await createPost(db(), author.user.id);
    const moderator = await signedIn('moderator');
    expect((await call('PATCH', `/api/posts/${post.id}`, { content: 'Vom Moderator geändert' }, { cookie: moderator.cookie })).status).toBe(403);
    expect((await call('PATCH', `/api/posts/${post.id}`, { content: 'kurz' }, { cookie: author.cookie })).status).toBe(400);
    const edited = await call('PATCH', `/api/posts/${post.id}`, { content: 'Neuer Text des Beitrags' }, { cookie: author.cookie });
    expect(edited.status).toBe(200);
    const [row] = await db().select().from(posts).where(eq(posts.id, post.id));
    expect(row?.content).toBe('Neuer Text des Beitrags');
    expect(row?.editedAt).toBeInstanceOf(Date);
  });

  it('lets the author, moderators and admins delete; others get 403', async () => {
    for (const state of [null, 'moderator', 'admin'] as const) {
      const author = await signedIn('free');
      await createActivity(db(), author.user.id);
      const post = await createPost(db(), author.user.id);
      const stranger = await signedIn('paidYearly');
      expect((await call('POST', `/api/posts/${post.id}/delete`, {}, { cookie: stranger.cookie })).status).toBe(403);
      const actor = state ? await signedIn(state) : author;
      expect((await call('POST', `/api/posts/${post.id}/delete`, { userId: actor.user.id }, { cookie: actor.cookie })).status).toBe(204);
      expect(await db().select().from(posts).where(eq(posts.id, post.id))).toEqual([]);
    }
  });
});

describe('post likes', () => {
  it('like and unlike are separate calls with the like status per member', async () => {
    const author = await createUser(db(), 'free');
    const post = await createPost(db(), author.id);
    const fan = await signedIn('paidMonthly');
    expect(await (await call('POST', `/api/posts/${post.id}/like`, { userId: fan.user.id }, { cookie: fan.cookie })).json()).toEqual({
      isLiked: true,
      likes: 1,
    });
    expect(await (await call('GET', `/api/posts/${post.id}/like/${fan.user.id}`, undefined, { cookie: fan.cookie })).json()).toEqual({ isLiked: true });
    expect(await (await call('POST', `/api/posts/${post.id}/unlike`, {}, { cookie: fan.cookie })).json()).toEqual({ isLiked: false, likes: 0 });
    const newcomer = await signedIn('free');
    expect((await call('POST', `/api/posts/${post.id}/like`, {}, { cookie: newcomer.cookie })).status).toBe(403);
  });

  it('keeps the count right after 100 concurrent likes from 20 members', async () => {
    const author = await createUser(db(), 'free');
    const post = await createPost(db(), author.id);
    const fans = await Promise.all(Array.from({ length: 20 }, () => signedIn('paidYearly')));
    await Promise.all(
      Array.from({ length: 100 }, (_, i) => call('POST', `/api/posts/${post.id}/${i % 4 === 3 ? 'unlike' : 'like'}`, {}, { cookie: fans[i % 20]!.cookie })),
    );
    const [rows] = await db().select({ n: count() }).from(postLikes).where(eq(postLikes.postId, post.id));
    expect(rows?.n).toBeGreaterThan(0);
    expect((await db().select().from(posts).where(eq(posts.id, post.id)))[0]?.likes).toBe(rows?.n);
  });
});
