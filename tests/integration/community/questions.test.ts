import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CommentThread, FeedPage, QuestionCounts } from '~/shared/community';
import { getDb } from '~/server/db/client';
import { blocks, comments, follows, mutes, posts } from '~/server/db/schema';
import { countQuestions } from '~/server/services/community/questions';
import { createActivity, createComment, createPost } from '../../factories/content';
import { signedIn } from '../../factories/sessions';
import { createUser } from '../../factories/users';
import { call } from '../request';

const db = () => getDb(env.DB);

const qa = async (cookie: string, query = '') => {
  const response = await call('GET', `/api/qa${query}`, undefined, { cookie });
  expect(response.status).toBe(200);
  return (await response.json()) as FeedPage;
};
const contentsOf = (page: FeedPage) => page.posts.map((post) => post.content);
const accept = (postId: number, commentId: number, cookie: string) => call('POST', `/api/posts/${postId}/accepted-answer`, { commentId }, { cookie });
const withdraw = (postId: number, cookie: string) => call('DELETE', `/api/posts/${postId}/accepted-answer`, undefined, { cookie });
const threadsOf = async (postId: number, cookie: string) => {
  const response = await call('GET', `/api/posts/${postId}/comments`, undefined, { cookie });
  expect(response.status).toBe(200);
  return (await response.json()) as CommentThread[];
};
const acceptedOf = async (postId: number) => (await db().select({ id: posts.acceptedCommentId }).from(posts).where(eq(posts.id, postId)))[0]?.id;
const minute = (n: number) => new Date(Date.UTC(2026, 3, 1) + n * 60_000);

describe('GET /api/qa', () => {
  it('lists only questions the reader may see: no other post types, no hidden ones, none by muted or blocked members', async () => {
    const reader = await signedIn('free');
    const author = await createUser(db(), 'free');
    const muted = await createUser(db(), 'free');
    const blocked = await createUser(db(), 'free');
    await createPost(db(), author.id, { type: 'question', content: 'Frage eins', createdAt: minute(1) });
    await createPost(db(), author.id, { type: 'post', content: 'Ein Beitrag', createdAt: minute(2) });
    await createPost(db(), author.id, { type: 'success_story', content: 'Eine Erfolgsgeschichte', createdAt: minute(3) });
    await createPost(db(), author.id, { type: 'question', content: 'Versteckte Frage', createdAt: minute(5), hiddenAt: new Date() });
    await createPost(db(), muted.id, { type: 'question', content: 'Frage eines Stummgeschalteten', createdAt: minute(6) });
    await createPost(db(), blocked.id, { type: 'question', content: 'Frage eines Blockierten', createdAt: minute(7) });
    await createPost(db(), author.id, { type: 'question', content: 'Frage zwei', createdAt: minute(8) });
    await db().insert(mutes).values({ actorId: reader.user.id, targetId: muted.id });
    await db().insert(blocks).values({ actorId: reader.user.id, targetId: blocked.id });
    await db().insert(follows).values({ actorId: reader.user.id, targetId: author.id });

    const page = await qa(reader.cookie);
    expect(contentsOf(page)).toEqual(['Frage zwei', 'Frage eins']);
    expect(page.nextCursor).toBeNull();
    expect(page.posts[0]).toMatchObject({
      type: 'question',
      authorId: author.id,
      author: { id: author.id, username: author.username },
      followsAuthor: true,
      acceptedCommentId: null,
      activity: null,
    });
    // Someone who muted and blocked no one sees those questions.
    expect(contentsOf(await qa((await signedIn('free')).cookie))).toEqual([
      'Frage zwei',
      'Frage eines Blockierten',
      'Frage eines Stummgeschalteten',
      'Frage eins',
    ]);
  });

  it('filters unanswered, answered and the reader’s own questions', async () => {
    const reader = await signedIn('free');
    const other = await createUser(db(), 'free');
    await createPost(db(), other.id, { type: 'question', content: 'Offene Frage', createdAt: minute(1) });
    const answered = await createPost(db(), other.id, { type: 'question', content: 'Beantwortete Frage', createdAt: minute(2) });
    const answer = await createComment(db(), answered.id, reader.user.id);
    await db().update(posts).set({ acceptedCommentId: answer.id }).where(eq(posts.id, answered.id));
    await createPost(db(), reader.user.id, { type: 'question', content: 'Meine Frage', createdAt: minute(3) });
    await createPost(db(), reader.user.id, { type: 'post', content: 'Mein Beitrag, keine Frage', createdAt: minute(4) });

    expect(contentsOf(await qa(reader.cookie))).toEqual(['Meine Frage', 'Beantwortete Frage', 'Offene Frage']);
    expect(contentsOf(await qa(reader.cookie, '?filter=unanswered'))).toEqual(['Meine Frage', 'Offene Frage']);
    const answeredPage = await qa(reader.cookie, '?filter=answered');
    expect(answeredPage.posts.map((post) => [post.content, post.acceptedCommentId])).toEqual([['Beantwortete Frage', answer.id]]);
    expect(contentsOf(await qa(reader.cookie, '?filter=mine'))).toEqual(['Meine Frage']);
  });

  it('sorts by likes (ties newest id first) or newest first', async () => {
    const reader = await signedIn('free');
    const author = await createUser(db(), 'free');
    await createPost(db(), author.id, { type: 'question', content: 'Alt, beliebt', likes: 9, createdAt: minute(1) });
    await createPost(db(), author.id, { type: 'question', content: 'Mittel, ein Like', likes: 1, createdAt: minute(2) });
    await createPost(db(), author.id, { type: 'question', content: 'Neu, ohne Likes', likes: 0, createdAt: minute(3) });
    await createPost(db(), author.id, { type: 'question', content: 'Neu, auch ein Like', likes: 1, createdAt: minute(4) });
    await createPost(db(), author.id, { type: 'post', content: 'Kein Frage, sehr beliebt', likes: 50, createdAt: minute(5) });

    expect(contentsOf(await qa(reader.cookie, '?sort=liked'))).toEqual(['Alt, beliebt', 'Neu, auch ein Like', 'Mittel, ein Like', 'Neu, ohne Likes']);
    expect(contentsOf(await qa(reader.cookie, '?sort=newest'))).toEqual(['Neu, auch ein Like', 'Neu, ohne Likes', 'Mittel, ein Like', 'Alt, beliebt']);
    expect(contentsOf(await qa(reader.cookie))).toEqual(['Neu, auch ein Like', 'Neu, ohne Likes', 'Mittel, ein Like', 'Alt, beliebt']);
  });

  it('pages 20 questions at a time by cursor, newest first, and ends with a null cursor', async () => {
    const reader = await signedIn('free');
    const author = await createUser(db(), 'free');
    for (let i = 0; i < 25; i += 1) {
      await createPost(db(), author.id, { type: 'question', content: `Frage Nummer ${i}`, createdAt: minute(2 * i) });
      await createPost(db(), author.id, { type: 'post', content: `Beitrag Nummer ${i}`, createdAt: minute(2 * i + 1) });
    }
    const first = await qa(reader.cookie);
    expect(first.posts).toHaveLength(20);
    expect(first.posts[0]?.content).toBe('Frage Nummer 24');
    expect(first.posts[19]?.content).toBe('Frage Nummer 5');
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await qa(reader.cookie, `?cursor=${first.nextCursor}`);
    expect(contentsOf(second)).toEqual(['Frage Nummer 4', 'Frage Nummer 3', 'Frage Nummer 2', 'Frage Nummer 1', 'Frage Nummer 0']);
    expect(second.nextCursor).toBeNull();
  });

  it('pages by cursor when sorted by likes and filtered, without repeating or skipping a question', async () => {
    const reader = await signedIn('free');
    const author = await createUser(db(), 'free');
    // 24 open questions with likes 0..7 three times each: many ties to cut through.
    for (let i = 0; i < 24; i += 1) await createPost(db(), author.id, { type: 'question', content: `Frage ${i}`, likes: i % 8, createdAt: minute(i) });
    const answered = await createPost(db(), author.id, { type: 'question', content: 'Beantwortet', likes: 100, createdAt: minute(30) });
    const answer = await createComment(db(), answered.id, author.id);
    await db().update(posts).set({ acceptedCommentId: answer.id }).where(eq(posts.id, answered.id));

    const first = await qa(reader.cookie, '?filter=unanswered&sort=liked');
    expect(first.posts).toHaveLength(20);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await qa(reader.cookie, `?filter=unanswered&sort=liked&cursor=${first.nextCursor}`);
    expect(second.nextCursor).toBeNull();
    const all = [...first.posts, ...second.posts];
    expect(all.map((post) => post.content)).not.toContain('Beantwortet');
    expect(all.map((post) => post.likes)).toEqual([7, 7, 7, 6, 6, 6, 5, 5, 5, 4, 4, 4, 3, 3, 3, 2, 2, 2, 1, 1, 1, 0, 0, 0]);
    // Within equal likes the later question (the higher id) comes first.
    const expected = [7, 6, 5, 4, 3, 2, 1, 0].flatMap((likes) => [likes + 16, likes + 8, likes]).map((i) => `Frage ${i}`);
    expect(all.map((post) => post.content)).toEqual(expected);
  });

  it('refuses an unknown filter or sort with 400, and visitors with 401', async () => {
    const { cookie } = await signedIn('free');
    const badFilter = await call('GET', '/api/qa?filter=popular', undefined, { cookie });
    expect(badFilter.status).toBe(400);
    expect(await badFilter.json()).toMatchObject({ code: 'error_invalid_request', field: 'filter' });
    const badSort = await call('GET', '/api/qa?sort=oldest', undefined, { cookie });
    expect(badSort.status).toBe(400);
    expect(await badSort.json()).toMatchObject({ code: 'error_invalid_request', field: 'sort' });
    const broken = await call('GET', '/api/qa?cursor=kaputt', undefined, { cookie });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ code: 'error_cursor_invalid' });
    const visitor = await call('GET', '/api/qa');
    expect(visitor.status).toBe(401);
    expect(await visitor.json()).toMatchObject({ code: 'community_login_required' });
  });
});

describe('POST /api/posts/:postId/accepted-answer', () => {
  it('lets the asker accept a top comment: the question is answered and its thread comes first, marked', async () => {
    const asker = await signedIn('free');
    const helper = await createUser(db(), 'free');
    const question = await createPost(db(), asker.user.id, { type: 'question', content: 'Wie übe ich den Rückruf?' });
    const early = await createComment(db(), question.id, helper.id);
    const answer = await createComment(db(), question.id, helper.id);
    const reply = await createComment(db(), question.id, asker.user.id, answer.id);

    const response = await accept(question.id, answer.id, asker.cookie);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ acceptedCommentId: answer.id });
    expect(await acceptedOf(question.id)).toBe(answer.id);

    const answered = await qa(asker.cookie, '?filter=answered');
    expect(answered.posts.map((post) => [post.id, post.acceptedCommentId])).toEqual([[question.id, answer.id]]);
    expect((await qa(asker.cookie, '?filter=unanswered')).posts).toEqual([]);

    const threads = await threadsOf(question.id, asker.cookie);
    expect(threads.map((thread) => [thread.id, thread.accepted])).toEqual([
      [answer.id, true],
      [early.id, false],
    ]);
    expect(threads[0]?.replies.map((r) => r.id)).toEqual([reply.id]);
  });

  it('lets a moderator accept an answer on someone else’s question', async () => {
    const asker = await createUser(db(), 'free');
    const question = await createPost(db(), asker.id, { type: 'question', content: 'Frage an die Runde' });
    const answer = await createComment(db(), question.id, (await createUser(db(), 'free')).id);
    const moderator = await signedIn('moderator');
    const response = await accept(question.id, answer.id, moderator.cookie);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ acceptedCommentId: answer.id });
    expect(await acceptedOf(question.id)).toBe(answer.id);
  });

  it('refuses other members with 403 and leaves the question open', async () => {
    const asker = await createUser(db(), 'free');
    const question = await createPost(db(), asker.id, { type: 'question' });
    const stranger = await signedIn('paidYearly');
    const answer = await createComment(db(), question.id, stranger.user.id);
    const response = await accept(question.id, answer.id, stranger.cookie);
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'qa_accept_not_allowed' });
    expect(await acceptedOf(question.id)).toBeNull();
    const withdrawn = await withdraw(question.id, stranger.cookie);
    expect(withdrawn.status).toBe(403);
    expect(await withdrawn.json()).toMatchObject({ code: 'qa_accept_not_allowed' });
  });

  it('accepts only a visible top comment of this question', async () => {
    const asker = await signedIn('free');
    const helper = await createUser(db(), 'free');
    const question = await createPost(db(), asker.user.id, { type: 'question' });
    const otherQuestion = await createPost(db(), asker.user.id, { type: 'question' });
    const top = await createComment(db(), question.id, helper.id);
    const elsewhere = await createComment(db(), otherQuestion.id, helper.id);
    const reply = await createComment(db(), question.id, helper.id, top.id);
    const hidden = await createComment(db(), question.id, helper.id);
    await db().update(comments).set({ hiddenAt: new Date() }).where(eq(comments.id, hidden.id));

    const foreign = await accept(question.id, elsewhere.id, asker.cookie);
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toMatchObject({ code: 'comment_not_found', field: 'commentId' });
    const ofReply = await accept(question.id, reply.id, asker.cookie);
    expect(ofReply.status).toBe(400);
    expect(await ofReply.json()).toMatchObject({ code: 'qa_answer_is_reply', field: 'commentId' });
    const ofHidden = await accept(question.id, hidden.id, asker.cookie);
    expect(ofHidden.status).toBe(404);
    expect(await ofHidden.json()).toMatchObject({ code: 'comment_not_found' });
    const unknown = await accept(question.id, 999_999, asker.cookie);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: 'comment_not_found' });
    expect(await acceptedOf(question.id)).toBeNull();
    expect(await acceptedOf(otherQuestion.id)).toBeNull();

    const invalid = await call('POST', `/api/posts/${question.id}/accepted-answer`, { commentId: 'eins' }, { cookie: asker.cookie });
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toMatchObject({ field: 'commentId' });
  });

  it('refuses posts that are not questions (400), unknown and hidden posts (404)', async () => {
    const author = await signedIn('free');
    const plain = await createPost(db(), author.user.id, { type: 'post' });
    const comment = await createComment(db(), plain.id, author.user.id);
    const notQuestion = await accept(plain.id, comment.id, author.cookie);
    expect(notQuestion.status).toBe(400);
    expect(await notQuestion.json()).toMatchObject({ code: 'qa_not_question' });
    expect(await acceptedOf(plain.id)).toBeNull();
    const withdrawn = await withdraw(plain.id, author.cookie);
    expect(withdrawn.status).toBe(400);
    expect(await withdrawn.json()).toMatchObject({ code: 'qa_not_question' });

    const unknown = await accept(999_999, comment.id, author.cookie);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: 'post_not_found' });

    const hiddenQuestion = await createPost(db(), author.user.id, { type: 'question', hiddenAt: new Date() });
    const hiddenAnswer = await createComment(db(), hiddenQuestion.id, author.user.id);
    const hidden = await accept(hiddenQuestion.id, hiddenAnswer.id, author.cookie);
    expect(hidden.status).toBe(404);
    expect(await hidden.json()).toMatchObject({ code: 'post_not_found' });
    expect(await acceptedOf(hiddenQuestion.id)).toBeNull();

    expect((await accept(plain.id, comment.id, '')).status).toBe(401);
  });

  it('replaces an earlier answer, and DELETE withdraws it', async () => {
    const asker = await signedIn('free');
    const helper = await createUser(db(), 'free');
    const question = await createPost(db(), asker.user.id, { type: 'question' });
    const first = await createComment(db(), question.id, helper.id);
    const second = await createComment(db(), question.id, helper.id);

    expect((await accept(question.id, first.id, asker.cookie)).status).toBe(200);
    const replaced = await accept(question.id, second.id, asker.cookie);
    expect(await replaced.json()).toEqual({ acceptedCommentId: second.id });
    expect(await acceptedOf(question.id)).toBe(second.id);
    expect((await threadsOf(question.id, asker.cookie)).map((thread) => [thread.id, thread.accepted])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);

    const withdrawn = await withdraw(question.id, asker.cookie);
    expect(withdrawn.status).toBe(200);
    expect(await withdrawn.json()).toEqual({ acceptedCommentId: null });
    expect(await acceptedOf(question.id)).toBeNull();
    expect((await threadsOf(question.id, asker.cookie)).map((thread) => [thread.id, thread.accepted])).toEqual([
      [first.id, false],
      [second.id, false],
    ]);
    expect(contentsOf(await qa(asker.cookie, '?filter=unanswered'))).toHaveLength(1);
    expect((await qa(asker.cookie, '?filter=answered')).posts).toEqual([]);
  });
});

describe('an accepted answer that goes', () => {
  it('opens the question again when the answer is hidden', async () => {
    const asker = await signedIn('free');
    const question = await createPost(db(), asker.user.id, { type: 'question' });
    const answer = await createComment(db(), question.id, (await createUser(db(), 'free')).id);
    const other = await createComment(db(), question.id, asker.user.id);
    expect((await accept(question.id, answer.id, asker.cookie)).status).toBe(200);
    // Hiding another comment leaves the accepted answer alone.
    await db().update(comments).set({ hiddenAt: new Date() }).where(eq(comments.id, other.id));
    expect(await acceptedOf(question.id)).toBe(answer.id);
    await db().update(comments).set({ hiddenAt: new Date() }).where(eq(comments.id, answer.id));
    expect(await acceptedOf(question.id)).toBeNull();
    expect((await qa(asker.cookie, '?filter=unanswered')).posts.map((post) => [post.id, post.acceptedCommentId])).toEqual([[question.id, null]]);
  });

  it('opens the question again when the answer is deleted', async () => {
    const asker = await signedIn('free');
    const helper = await signedIn('paidYearly');
    const question = await createPost(db(), asker.user.id, { type: 'question' });
    const answer = await createComment(db(), question.id, helper.user.id);
    const other = await createComment(db(), question.id, helper.user.id);
    expect((await accept(question.id, answer.id, asker.cookie)).status).toBe(200);
    expect((await call('DELETE', `/api/comments/${other.id}`, undefined, { cookie: helper.cookie })).status).toBe(204);
    expect(await acceptedOf(question.id)).toBe(answer.id);
    expect((await call('DELETE', `/api/comments/${answer.id}`, undefined, { cookie: helper.cookie })).status).toBe(204);
    expect(await acceptedOf(question.id)).toBeNull();
    expect(await threadsOf(question.id, asker.cookie)).toEqual([]);
  });
});

describe('countQuestions', () => {
  const change = (before: QuestionCounts, after: QuestionCounts) => ({ open: after.open - before.open, answered: after.answered - before.answered });

  it('counts visible questions, open and answered, as they are asked, answered, hidden and deleted', async () => {
    const asker = await signedIn('free');
    await createActivity(db(), asker.user.id);
    const before = await countQuestions(db());
    const since = async () => change(before, await countQuestions(db()));

    const created = await call('POST', '/api/posts', { content: 'Wie lange dauert das?', type: 'question' }, { cookie: asker.cookie });
    expect(created.status).toBe(201);
    const { id: questionId } = (await created.json()) as { id: number };
    expect(await since()).toEqual({ open: 1, answered: 0 });
    await call('POST', '/api/posts', { content: 'Kein Frage, ein Beitrag', type: 'post' }, { cookie: asker.cookie });
    await createPost(db(), asker.user.id, { type: 'question', hiddenAt: new Date() });
    expect(await since()).toEqual({ open: 1, answered: 0 });

    const answer = await createComment(db(), questionId, asker.user.id);
    expect((await accept(questionId, answer.id, asker.cookie)).status).toBe(200);
    expect(await since()).toEqual({ open: 0, answered: 1 });
    const second = await createComment(db(), questionId, asker.user.id);
    expect((await accept(questionId, second.id, asker.cookie)).status).toBe(200);
    expect(await since()).toEqual({ open: 0, answered: 1 });

    expect((await withdraw(questionId, asker.cookie)).status).toBe(200);
    expect(await since()).toEqual({ open: 1, answered: 0 });
    expect((await withdraw(questionId, asker.cookie)).status).toBe(200);
    expect(await since()).toEqual({ open: 1, answered: 0 });

    // The accepted answer hidden: answered moves back to open.
    expect((await accept(questionId, second.id, asker.cookie)).status).toBe(200);
    await db().update(comments).set({ hiddenAt: new Date() }).where(eq(comments.id, second.id));
    expect(await since()).toEqual({ open: 1, answered: 0 });

    // Hiding an answered question takes it out of the count; showing it again brings it back.
    expect((await accept(questionId, answer.id, asker.cookie)).status).toBe(200);
    await db().update(posts).set({ hiddenAt: new Date() }).where(eq(posts.id, questionId));
    expect(await since()).toEqual({ open: 0, answered: 0 });
    await db().update(posts).set({ hiddenAt: null }).where(eq(posts.id, questionId));
    expect(await since()).toEqual({ open: 0, answered: 1 });

    // Deleting an open question removes it from open, an answered one from answered.
    const open = await createPost(db(), asker.user.id, { type: 'question' });
    expect(await since()).toEqual({ open: 1, answered: 1 });
    expect((await call('POST', `/api/posts/${open.id}/delete`, { userId: asker.user.id }, { cookie: asker.cookie })).status).toBe(204);
    expect(await since()).toEqual({ open: 0, answered: 1 });
    expect((await call('POST', `/api/posts/${questionId}/delete`, { userId: asker.user.id }, { cookie: asker.cookie })).status).toBe(204);
    expect(await since()).toEqual({ open: 0, answered: 0 });
  });
});
