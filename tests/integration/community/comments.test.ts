import { env } from 'cloudflare:workers';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CommentThread } from '../../../src/shared/community';
import { getDb } from '../../../src/server/db/client';
import { commentLikes, comments, posts } from '../../../src/server/db/schema';
import { createActivity, createComment, createPost } from '../../factories/content';
import { sessionCookieFor } from '../../factories/sessions';
import { createUser, USER_STATES, type UserState } from '../../factories/users';
import { call } from '../request';

const db = () => getDb(env.DB);

async function member(state: UserState, { withActivity = false } = {}) {
  const user = await createUser(db(), state);
  if (withActivity) await createActivity(db(), user.id);
  return { user, cookie: await sessionCookieFor(env.SESSION, user.id) };
}
const commentOn = (postId: number, cookie: string | undefined, body: Record<string, unknown>) =>
  call('POST', `/api/posts/${postId}/comments`, body, cookie ? { cookie } : {});

describe('who may comment (docs/product-rules.md §6)', () => {
  /** On someone else's post, without an own activity. */
  const mayComment: Record<UserState, boolean> = {
    unverified: false,
    verified: false,
    free: false,
    pendingPayment: false,
    paidMonthly: false,
    paidYearly: true,
    professional: false,
    moderator: false,
    admin: false,
  };

  it.each(USER_STATES)('%s on someone else\'s post', async (state) => {
    const post = await createPost(db(), (await createUser(db(), 'free')).id);
    const { cookie } = await member(state);
    const response = await commentOn(post.id, cookie, { content: 'Toller Beitrag!' });
    if (mayComment[state]) expect(response.status).toBe(201);
    else {
      expect(response.status).toBe(403);
      if (state !== 'unverified' && state !== 'verified') expect(await response.json()).toMatchObject({ code: 'comment_locked' });
    }
  });

  it.each(['free', 'pendingPayment', 'paidMonthly', 'professional', 'moderator', 'admin'] as const)('%s after the first own activity', async (state) => {
    const post = await createPost(db(), (await createUser(db(), 'free')).id);
    const { cookie } = await member(state, { withActivity: true });
    expect((await commentOn(post.id, cookie, { content: 'Toller Beitrag!' })).status).toBe(201);
  });

  it('on one\'s own post without an activity (a paid monthly member)', async () => {
    const { user, cookie } = await member('paidMonthly');
    const post = await createPost(db(), user.id);
    expect((await commentOn(post.id, cookie, { content: 'Nachtrag von mir.' })).status).toBe(201);
  });

  it('not as a visitor', async () => {
    const post = await createPost(db(), (await createUser(db(), 'free')).id);
    expect((await commentOn(post.id, undefined, { content: 'Hallo' })).status).toBe(401);
  });
});

describe('comments', () => {
  it('threads replies one level deep: a reply to a reply joins its top comment', async () => {
    const { user, cookie } = await member('paidYearly');
    const post = await createPost(db(), user.id);
    const top = (await (await commentOn(post.id, cookie, { content: 'Erster!' })).json()) as { id: number };
    const reply = (await (await commentOn(post.id, cookie, { content: 'Antwort', parentId: top.id })).json()) as { id: number; parentId: number };
    expect(reply.parentId).toBe(top.id);
    const deeper = (await (await call('POST', '/api/comments', { postId: post.id, content: 'Antwort auf die Antwort', parentId: reply.id }, { cookie })).json()) as { parentId: number };
    expect(deeper.parentId).toBe(top.id);
    const listed = (await (await call('GET', `/api/posts/${post.id}/comments`, undefined, { cookie })).json()) as CommentThread[];
    expect(listed).toHaveLength(1);
    expect(listed[0]?.replies.map((r) => r.content)).toEqual(['Antwort', 'Antwort auf die Antwort']);
    expect((await db().select().from(posts).where(eq(posts.id, post.id)))[0]?.commentsCount).toBe(3);
    const otherPost = await createPost(db(), user.id);
    expect((await commentOn(otherPost.id, cookie, { content: 'Falscher Faden', parentId: top.id })).status).toBe(404);
  });

  it('refuses blank text and stores markup as plain text', async () => {
    const { user, cookie } = await member('paidYearly');
    const post = await createPost(db(), user.id);
    const blank = await commentOn(post.id, cookie, { content: '   ' });
    expect(blank.status).toBe(400);
    expect(await blank.json()).toMatchObject({ field: 'content', message: 'Kommentar darf nicht leer sein' });
    await commentOn(post.id, cookie, { content: '<img src=x onerror=alert(1)>' });
    const [listed] = (await (await call('GET', `/api/posts/${post.id}/comments`, undefined, { cookie })).json()) as CommentThread[];
    expect(listed?.content).toBe('<img src=x onerror=alert(1)>');
  });

  it('lets the author edit (then it counts as edited) and the author or staff delete', async () => {
    const author = await member('paidYearly');
    const post = await createPost(db(), author.user.id);
    const comment = await createComment(db(), post.id, author.user.id);
    const stranger = await member('paidYearly');
    expect((await call('PATCH', `/api/comments/${comment.id}`, { content: 'Fremd' }, { cookie: stranger.cookie })).status).toBe(403);
    const edited = (await (await call('PATCH', `/api/comments/${comment.id}`, { content: 'Korrigiert' }, { cookie: author.cookie })).json()) as { updatedAt: string };
    expect(Date.parse(edited.updatedAt)).toBeGreaterThan(comment.createdAt.getTime());
    expect((await call('DELETE', `/api/comments/${comment.id}`, undefined, { cookie: stranger.cookie })).status).toBe(403);
    const moderator = await member('moderator');
    expect((await call('DELETE', `/api/comments/${comment.id}`, undefined, { cookie: moderator.cookie })).status).toBe(204);
    expect((await db().select().from(posts).where(eq(posts.id, post.id)))[0]?.commentsCount).toBe(0);
  });

  it('likes toggle per member and survive a reload; the count follows the rows', async () => {
    const { user, cookie } = await member('paidYearly');
    const post = await createPost(db(), user.id);
    const comment = await createComment(db(), post.id, user.id);
    expect(await (await call('POST', `/api/comments/${comment.id}/like`, { userId: user.id }, { cookie })).json()).toEqual({ isLiked: true, likes: 1 });
    const [listed] = (await (await call('GET', `/api/posts/${post.id}/comments`, undefined, { cookie })).json()) as CommentThread[];
    expect(listed).toMatchObject({ isLiked: true, likes: 1 });
    expect(await (await call('POST', `/api/comments/${comment.id}/like`, {}, { cookie })).json()).toEqual({ isLiked: false, likes: 0 });
    const [rows] = await db().select({ n: count() }).from(commentLikes).where(eq(commentLikes.commentId, comment.id));
    expect(rows?.n).toBe(0);
    expect((await db().select().from(comments).where(eq(comments.id, comment.id)))[0]?.likes).toBe(0);
  });
});
