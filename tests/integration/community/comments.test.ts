import { env } from 'cloudflare:workers';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '~/server/db/client';
import { commentLikes, comments, posts } from '~/server/db/schema';
import { createActivity, createComment, createPost } from '../../factories/content';
import { signedIn } from '../../factories/sessions';
import { createUser, USER_STATES, type UserState } from '../../factories/users';
import { apiClient } from '../request';

const db = () => getDb(env.DB);

const commentOn = (postId: number, cookie: string | undefined, json: { content: string; parentId?: number }) =>
  apiClient({ cookie }).posts[':postId'].comments.$post({ param: { postId: String(postId) }, json });
const threadOf = async (postId: number, cookie: string) =>
  (await apiClient({ cookie }).posts[':postId'].comments.$get({ param: { postId: String(postId) } })).json();
const byId = (id: number) => ({ param: { id: String(id) } });

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

  it.each(USER_STATES)("%s on someone else's post", async (state) => {
    const post = await createPost(db(), (await createUser(db(), 'free')).id);
    const { cookie } = await signedIn(state);
    const response = await commentOn(post.id, cookie, { content: 'Toller Beitrag!' });
    if (mayComment[state]) expect(response.status).toBe(201);
    else {
      expect(response.status).toBe(403);
      if (state !== 'unverified' && state !== 'verified') expect(await response.json()).toMatchObject({ code: 'comment_locked' });
    }
  });

  it.each(['free', 'pendingPayment', 'paidMonthly', 'professional', 'moderator', 'admin'] as const)('%s after the first own activity', async (state) => {
    const post = await createPost(db(), (await createUser(db(), 'free')).id);
    const { user, cookie } = await signedIn(state);
    await createActivity(db(), user.id);
    expect((await commentOn(post.id, cookie, { content: 'Toller Beitrag!' })).status).toBe(201);
  });

  it("on one's own post without an activity (a paid monthly member)", async () => {
    const { user, cookie } = await signedIn('paidMonthly');
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
    const { user, cookie } = await signedIn('paidYearly');
    const post = await createPost(db(), user.id);
    const top = await (await commentOn(post.id, cookie, { content: 'Erster!' })).json();
    const reply = await (await commentOn(post.id, cookie, { content: 'Antwort', parentId: top.id })).json();
    expect(reply.parentId).toBe(top.id);
    const deeper = await (
      await apiClient({ cookie }).comments.$post({ json: { postId: post.id, content: 'Antwort auf die Antwort', parentId: reply.id } })
    ).json();
    expect(deeper.parentId).toBe(top.id);
    const listed = await threadOf(post.id, cookie);
    expect(listed).toHaveLength(1);
    expect(listed[0]?.replies.map((r) => r.content)).toEqual(['Antwort', 'Antwort auf die Antwort']);
    expect((await db().select().from(posts).where(eq(posts.id, post.id)))[0]?.commentsCount).toBe(3);
    const otherPost = await createPost(db(), user.id);
    expect((await commentOn(otherPost.id, cookie, { content: 'Falscher Faden', parentId: top.id })).status).toBe(404);
  });

  it('refuses blank text and stores markup as plain text', async () => {
    const { user, cookie } = await signedIn('paidYearly');
    const post = await createPost(db(), user.id);
    const blank = await commentOn(post.id, cookie, { content: '   ' });
    expect(blank.status).toBe(400);
    expect(await blank.json()).toMatchObject({ field: 'content', message: 'Kommentar darf nicht leer sein' });
    await commentOn(post.id, cookie, { content: '<img src=x onerror=alert(1)>' });
    const [listed] = await threadOf(post.id, cookie);
    expect(listed?.content).toBe('<img src=x onerror=alert(1)>');
  });

  it('lets the author edit (then it counts as edited) and the author or staff delete', async () => {
    const author = await signedIn('paidYearly');
    const post = await createPost(db(), author.user.id);
    const comment = await createComment(db(), post.id, author.user.id);
    const stranger = await signedIn('paidYearly');
    expect((await apiClient({ cookie: stranger.cookie }).comments[':id'].$patch({ ...byId(comment.id), json: { content: 'Fremd' } })).status).toBe(403);
    const edited = await (await apiClient({ cookie: author.cookie }).comments[':id'].$patch({ ...byId(comment.id), json: { content: 'Korrigiert' } })).json();
    expect(Date.parse(edited.updatedAt)).toBeGreaterThan(comment.createdAt.getTime());
    expect((await apiClient({ cookie: stranger.cookie }).comments[':id'].$delete(byId(comment.id))).status).toBe(403);
    const moderator = await signedIn('moderator');
    expect((await apiClient({ cookie: moderator.cookie }).comments[':id'].$delete(byId(comment.id))).status).toBe(204);
    expect((await db().select().from(posts).where(eq(posts.id, post.id)))[0]?.commentsCount).toBe(0);
  });

  it('likes toggle per member and survive a reload; the count follows the rows', async () => {
    const { user, cookie } = await signedIn('paidYearly');
    const post = await createPost(db(), user.id);
    const comment = await createComment(db(), post.id, user.id);
    expect(await (await apiClient({ cookie }).comments[':id'].like.$post({ ...byId(comment.id), json: { userId: user.id } })).json()).toEqual({
      isLiked: true,
      likes: 1,
    });
    const [listed] = await threadOf(post.id, cookie);
    expect(listed).toMatchObject({ isLiked: true, likes: 1 });
    expect(await (await apiClient({ cookie }).comments[':id'].like.$post({ ...byId(comment.id), json: {} })).json()).toEqual({ isLiked: false, likes: 0 });
    const [rows] = await db().select({ n: count() }).from(commentLikes).where(eq(commentLikes.commentId, comment.id));
    expect(rows?.n).toBe(0);
    expect((await db().select().from(comments).where(eq(comments.id, comment.id)))[0]?.likes).toBe(0);
  });
});
