/**
 * A language per post and questions with titles (docs/decisions/049-question-titles-and-post-languages.md):
 * `lang` on the feed and the Q&A list, the post's language and a question's title when writing, the
 * similar questions offered while a title is typed, and the accepted answer's preview.
 */
import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CommentThread, FeedPage, SimilarQuestion } from '~/shared/community';
import { getDb } from '~/server/db/client';
import { blocks, comments, mutes, posts } from '~/server/db/schema';
import { loadCommunity } from '~/server/pages/community';
import { loadQa } from '~/server/pages/qa';
import { createComment, createPost } from '../../factories/content';
import { viewerOf } from '../../factories/pages';
import { signedIn } from '../../factories/sessions';
import { createUser } from '../../factories/users';
import { call } from '../request';

const db = () => getDb(env.DB);
const minute = (n: number) => new Date(Date.UTC(2026, 3, 1) + n * 60_000);
const de = { 'x-rudel-locale': 'de' };
const en = { 'x-rudel-locale': 'en' };

async function get<T>(path: string, cookie: string, headers: Record<string, string> = de) {
  const response = await call('GET', path, undefined, { cookie, headers });
  return { status: response.status, body: (await response.json()) as T & { field?: string; code?: string; message?: string } };
}
const contents = (page: FeedPage) => page.posts.map((post) => post.content);
const stored = async (id: number) => (await db().select().from(posts).where(eq(posts.id, id)))[0];

/** Two German and two English posts, one of each a question, newest last. */
async function mixedPosts() {
  const author = await createUser(db(), 'free');
  await createPost(db(), author.id, { content: 'Ein deutscher Beitrag', lang: 'de', createdAt: minute(1) });
  await createPost(db(), author.id, { content: 'An English post', lang: 'en', createdAt: minute(2) });
  await createPost(db(), author.id, { type: 'question', content: 'Eine deutsche Frage', lang: 'de', createdAt: minute(3) });
  await createPost(db(), author.id, { type: 'question', content: 'An English question', lang: 'en', createdAt: minute(4) });
  return author;
}

describe('lang on the feed and the Q&A list', () => {
  it('lists one language, or every language with all or without lang', async () => {
    await mixedPosts();
    const { cookie } = await signedIn('verified');
    const feed = async (query: string) => contents((await get<FeedPage>(`/api/posts${query}`, cookie)).body);
    expect(await feed('?lang=de')).toEqual(['Eine deutsche Frage', 'Ein deutscher Beitrag']);
    expect(await feed('?lang=en')).toEqual(['An English question', 'An English post']);
    expect(await feed('?lang=all')).toEqual(['An English question', 'Eine deutsche Frage', 'An English post', 'Ein deutscher Beitrag']);
    expect(await feed('')).toEqual(await feed('?lang=all'));
    const qa = async (query: string) => contents((await get<FeedPage>(`/api/qa${query}`, cookie)).body);
    expect(await qa('?lang=de')).toEqual(['Eine deutsche Frage']);
    expect(await qa('?lang=en&sort=liked')).toEqual(['An English question']);
    expect(await qa('?lang=en&filter=unanswered')).toEqual(['An English question']);
    expect(await qa('?lang=all')).toEqual(['An English question', 'Eine deutsche Frage']);
    expect((await get<FeedPage>('/api/posts?lang=en', cookie)).body.posts[0]?.lang).toBe('en');
  });

  it('pages one language by cursor', async () => {
    const author = await createUser(db(), 'free');
    for (let i = 0; i < 25; i += 1) {
      await createPost(db(), author.id, { type: 'question', content: `Frage ${i}`, lang: 'de', createdAt: minute(2 * i) });
      await createPost(db(), author.id, { type: 'question', content: `Question ${i}`, lang: 'en', createdAt: minute(2 * i + 1) });
    }
    const { cookie } = await signedIn('verified');
    const first = (await get<FeedPage>('/api/qa?lang=en', cookie)).body;
    expect(first.posts).toHaveLength(20);
    const next = (await get<FeedPage>(`/api/qa?lang=en&cursor=${encodeURIComponent(first.nextCursor ?? '')}`, cookie)).body;
    expect([...contents(first), ...contents(next)]).toEqual(Array.from({ length: 25 }, (_, i) => `Question ${24 - i}`));
    expect(next.nextCursor).toBeNull();
  });

  it('refuses any other language at its field, in the caller’s language', async () => {
    const { cookie } = await signedIn('verified');
    for (const path of ['/api/posts?lang=fr', '/api/qa?lang=DE', '/api/qa?lang=']) {
      const german = await get(path, cookie, de);
      expect([german.status, german.body.field, german.body.code, german.body.message]).toEqual([400, 'lang', 'validation_language', 'Ungültige Sprache']);
      const english = await get(path, cookie, en);
      expect(english.body.message).toBe('Invalid language');
    }
  });
});

describe('writing a post in a language, a question with a title', () => {
  it("stores the language the writer chose, or for a call without one the author's own", async () => {
    const english = await signedIn('paidYearly', { locale: 'en' });
    const write = async (body: object, headers = de, cookie = english.cookie) => {
      const response = await call('POST', '/api/posts', { type: 'post', content: 'Heute war ein guter Tag im Park.', ...body }, { cookie, headers });
      expect(response.status).toBe(201);
      return stored(((await response.json()) as { id: number }).id);
    };
    expect((await write({}, de))?.lang).toBe('en');
    expect((await write({ lang: 'de' }, en))?.lang).toBe('de');
    expect((await write({}, en, (await signedIn('paidYearly')).cookie))?.lang).toBe('de');
    const refused = await call(
      'POST',
      '/api/posts',
      { type: 'post', content: 'Heute war ein guter Tag.', lang: 'fr' },
      { cookie: english.cookie, headers: de },
    );
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ field: 'lang', code: 'validation_language' });
  });

  it('gives a question written without a title its first line, cut at a word', async () => {
    const { cookie } = await signedIn('paidYearly');
    const ask = async (content: string) => {
      const response = await call('POST', '/api/posts', { type: 'question', content }, { cookie, headers: de });
      expect(response.status).toBe(201);
      return (await stored(((await response.json()) as { id: number }).id))?.title;
    };
    expect(await ask('Zieht euer Hund auch an der Leine?\nMeiner ist zwei Jahre alt.')).toBe('Zieht euer Hund auch an der Leine?');
    const long = `${'Leine '.repeat(40)}zieht`;
    const title = await ask(long);
    expect(title?.length).toBeLessThanOrEqual(150);
    expect(title).toMatch(/^(Leine )+Leine…$/);
    // Other posts have no title, whatever is sent.
    const post = await call('POST', '/api/posts', { type: 'post', content: 'Ein ganz normaler Beitrag.', title: 'Ein Titel, der nicht zählt' }, { cookie });
    expect((await stored(((await post.json()) as { id: number }).id))?.title).toBeNull();
  });

  it('keeps a title of 10 to 150 characters and refuses others at the title field', async () => {
    const { cookie } = await signedIn('paidYearly');
    const ask = (title: string, headers = de) =>
      call('POST', '/api/posts', { type: 'question', title, content: 'Mein Hund zieht an der Leine, was tun?' }, { cookie, headers });
    const kept = await ask('  Leine ziehen  ');
    expect(kept.status).toBe(201);
    expect((await stored(((await kept.json()) as { id: number }).id))?.title).toBe('Leine ziehen');
    expect((await ask('x'.repeat(150))).status).toBe(201);
    const before = await db().$count(posts);
    for (const [title, code] of [
      ['', 'validation_question_title_min'],
      ['Leine?', 'validation_question_title_min'],
      ['x'.repeat(151), 'validation_question_title_max'],
    ] as const) {
      const refused = await ask(title);
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({ field: 'title', code });
    }
    expect(await (await ask('', en)).json()).toMatchObject({ message: "Your question's title needs at least 10 characters." });
    expect(await db().$count(posts)).toBe(before);
  });
});

describe('the Q&A list', () => {
  it("shows a question's title, an older one's first line, and the accepted answer's first line", async () => {
    const author = await createUser(db(), 'free');
    const answerer = await createUser(db(), 'free');
    const older = await createPost(db(), author.id, { type: 'question', content: 'Wie übe ich Rückruf?\nMit Details', createdAt: minute(1) });
    const titled = await createPost(db(), author.id, { type: 'question', title: 'Bellen an der Tür', content: 'Er bellt immer.', createdAt: minute(2) });
    const [answer] = await db()
      .insert(comments)
      .values({ postId: titled.id, authorId: answerer.id, content: 'Übt erst mit leisem Klopfen und belohnt die Ruhe.\nDann lauter.' })
      .returning();
    await db().update(posts).set({ acceptedCommentId: answer?.id }).where(eq(posts.id, titled.id));
    const { cookie } = await signedIn('verified');
    const page = (await get<FeedPage>('/api/qa', cookie)).body;
    expect(page.posts.map((post) => [post.id, post.title, post.acceptedPreview])).toEqual([
      [titled.id, 'Bellen an der Tür', 'Übt erst mit leisem Klopfen und belohnt die Ruhe.'],
      [older.id, 'Wie übe ich Rückruf?', null],
    ]);
    // A hidden answer is previewed nowhere.
    await db()
      .update(comments)
      .set({ hiddenAt: new Date() })
      .where(eq(comments.id, answer?.id ?? 0));
    expect((await get<FeedPage>('/api/qa', cookie)).body.posts[0]?.acceptedPreview).toBeNull();
    // Posts of other types carry no title.
    await createPost(db(), author.id, { content: 'Ein Beitrag ohne Titel' });
    expect((await get<FeedPage>('/api/posts', cookie)).body.posts[0]?.title).toBeNull();
  });

  it("lists a question's accepted answer first, then the others by likes, equal likes oldest first", async () => {
    const author = await createUser(db(), 'free');
    const question = await createPost(db(), author.id, { type: 'question', content: 'Welche Leine nehmt ihr?' });
    const ids: number[] = [];
    for (const likes of [0, 3, 0, 1]) {
      const comment = await createComment(db(), question.id, (await createUser(db(), 'free')).id);
      await db().update(comments).set({ likes }).where(eq(comments.id, comment.id));
      ids.push(comment.id);
    }
    await db().update(posts).set({ acceptedCommentId: ids[2] }).where(eq(posts.id, question.id));
    const { cookie } = await signedIn('verified');
    const threads = (await get<CommentThread[]>(`/api/posts/${question.id}/comments`, cookie)).body;
    expect(threads.map((thread) => thread.id)).toEqual([ids[2], ids[1], ids[3], ids[0]]);
    // A plain post's comments stay oldest first.
    const post = await createPost(db(), author.id);
    const first = await createComment(db(), post.id, author.id);
    const second = await createComment(db(), post.id, author.id);
    await db().update(comments).set({ likes: 5 }).where(eq(comments.id, second.id));
    expect((await get<CommentThread[]>(`/api/posts/${post.id}/comments`, cookie)).body.map((thread) => thread.id)).toEqual([first.id, second.id]);
  });
});

describe('GET /api/qa/similar', () => {
  const similar = async (cookie: string, q: string, lang: string) =>
    get<{ questions: SimilarQuestion[] }>(`/api/qa/similar?${new URLSearchParams({ q, lang })}`, cookie);

  it('offers up to five questions in the same language whose titles share a word', async () => {
    const author = await createUser(db(), 'free');
    const leash = [];
    for (let i = 0; i < 7; i += 1)
      leash.push(await createPost(db(), author.id, { type: 'question', title: `Leinenführigkeit Frage ${i}`, content: 'Details' }));
    await createPost(db(), author.id, { type: 'question', lang: 'en', title: 'Leinenführigkeit in English?', content: 'Details' });
    await createPost(db(), author.id, { type: 'post', content: 'Leinenführigkeit geübt, ein Beitrag' });
    const older = await createPost(db(), author.id, { type: 'question', content: 'Rückruf klappt nicht\nWas tun?' });
    const { cookie } = await signedIn('verified');
    const found = await similar(cookie, 'Leinenführigkeit beim Spaziergang', 'de');
    expect(found.status).toBe(200);
    expect(found.body.questions).toHaveLength(5);
    for (const question of found.body.questions) expect(leash.map((post) => post.id)).toContain(question.id);
    // An older question is found by its first line, and offered under it.
    expect((await similar(cookie, 'rückruf', 'de')).body.questions).toEqual([{ id: older.id, title: 'Rückruf klappt nicht' }]);
    expect((await similar(cookie, 'Leinenführigkeit', 'en')).body.questions.map((question) => question.title)).toEqual(['Leinenführigkeit in English?']);
    expect((await similar(cookie, 'ab', 'de')).body.questions).toEqual([]);
  });

  it('offers only questions the reader may read: none hidden, none by muted or blocked members', async () => {
    const author = await createUser(db(), 'free');
    const muted = await createUser(db(), 'free');
    const blocked = await createUser(db(), 'free');
    const visible = await createPost(db(), author.id, { type: 'question', title: 'Maulkorbtraining für Anfänger' });
    await createPost(db(), author.id, { type: 'question', title: 'Maulkorbtraining versteckt', hiddenAt: new Date() });
    await createPost(db(), muted.id, { type: 'question', title: 'Maulkorbtraining stumm' });
    await createPost(db(), blocked.id, { type: 'question', title: 'Maulkorbtraining blockiert' });
    const reader = await signedIn('verified');
    await db().insert(mutes).values({ actorId: reader.user.id, targetId: muted.id });
    await db().insert(blocks).values({ actorId: reader.user.id, targetId: blocked.id });
    expect((await similar(reader.cookie, 'Maulkorbtraining', 'de')).body.questions.map((question) => question.id)).toEqual([visible.id]);
  });

  it('needs a member who may read the community, and a language', async () => {
    const visitor = await call('GET', '/api/qa/similar?q=Leine&lang=de');
    expect(visitor.status).toBe(401);
    const { cookie } = await signedIn('verified');
    for (const query of ['q=Leine', 'q=Leine&lang=all', 'q=Leine&lang=fr']) {
      const refused = await get(`/api/qa/similar?${query}`, cookie);
      expect([refused.status, refused.body.field]).toEqual([400, 'lang']);
    }
    expect((await similar(cookie, 'x'.repeat(151), 'de')).body.field).toBe('q');
  });
});

describe('the feed and Q&A pages', () => {
  it("show the page's language, or all with the switch, and keep the page's other choices in its links", async () => {
    await mixedPosts();
    const member = await signedIn('free');
    const viewer = await viewerOf(member);
    const german = await loadCommunity({ viewer, url: new URL('http://localhost/community'), db: db(), locale: 'de' });
    expect(german.page && contents(german.page)).toEqual(['Eine deutsche Frage', 'Ein deutscher Beitrag']);
    expect(german.languages).toEqual([
      { href: '/community', label: 'Auf Deutsch', current: true },
      { href: '/community?lang=all', label: 'Alle Sprachen', current: false },
    ]);
    const all = await loadCommunity({ viewer, url: new URL('http://localhost/en/community?type=question&lang=all'), db: db(), locale: 'en' });
    expect(all.page && contents(all.page)).toEqual(['An English question', 'Eine deutsche Frage']);
    expect(all.languages.map((link) => [link.href, link.current])).toEqual([
      ['/en/community?type=question', false],
      ['/en/community?type=question&lang=all', true],
    ]);
    const qa = await loadQa({ viewer, url: new URL('http://localhost/en/community/qa?sort=liked'), db: db(), locale: 'en' });
    expect([qa.lang, qa.page && contents(qa.page)]).toEqual(['en', ['An English question']]);
    const qaAll = await loadQa({ viewer, url: new URL('http://localhost/community/qa?lang=all'), db: db(), locale: 'de' });
    expect(qaAll.page && contents(qaAll.page)).toEqual(['An English question', 'Eine deutsche Frage']);
    expect(qaAll.listHref({ filter: 'answered', sort: 'newest' })).toBe('/community/qa?filter=answered&lang=all');
  });
});
