/**
 * `GET /api/search` (docs/decisions/054-search-by-relevance.md): the guard before validation, the word
 * and length rules, the cursor's checks, what a visitor and a member find, and the candidates' bound.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { ActivityPage } from '~/shared/activity';
import type { FeedPage } from '~/shared/community';
import { getDb } from '~/server/db/client';
import { chunkRows } from '~/server/db/chunk';
import { blocks, mutes, posts } from '~/server/db/schema';
import { POST_CANDIDATES } from '~/server/services/community/search';
import { createActivity, createPost } from '../../factories/content';
import { signedIn } from '../../factories/sessions';
import { createUser } from '../../factories/users';
import { call } from '../request';

const db = () => getDb(env.DB);
const minute = (n: number) => new Date(Date.UTC(2026, 3, 1) + n * 60_000);

type Answer = Partial<ActivityPage & FeedPage> & { code?: string; field?: string; message?: string };
async function search(query: string, { cookie, locale = 'de' }: { cookie?: string; locale?: string } = {}) {
  const response = await call('GET', `/api/search?${query}`, undefined, { ...(cookie ? { cookie } : {}), headers: { 'x-rudel-locale': locale } });
  return { status: response.status, body: (await response.json()) as Answer };
}
const contents = (body: Answer) => (body.posts ?? []).map((post) => post.content);

describe('GET /api/search', () => {
  it('answers visitors for activities only, before it looks at the query', async () => {
    for (const type of ['post', 'question']) {
      const refused = await search(`type=${type}&q=x&lang=fr&cursor=kaputt`);
      expect(refused.status).toBe(401);
      expect(refused.body.code).toBe('community_login_required');
    }
    const unverified = await signedIn('unverified');
    expect((await search('type=question&q=Leine', { cookie: unverified.cookie })).status).toBe(403);
    expect((await search('type=activity&q=Leine')).status).toBe(200);
    expect((await search('q=Leine')).body.activities).toEqual([]);
  });

  it('asks for a word of three letters at q, in the caller’s language, and refuses a long q, an unknown language or type', async () => {
    const { cookie } = await signedIn('free');
    for (const q of ['', 'ab', 'a b c', '%20']) {
      const { status, body } = await search(`type=post&q=${q}`, { cookie });
      expect(status).toBe(400);
      expect(body).toMatchObject({ code: 'validation_search_words', field: 'q', message: 'Gib mindestens ein Wort mit drei oder mehr Buchstaben ein.' });
    }
    expect((await search('type=post', { cookie })).body).toMatchObject({ code: 'validation_search_words', field: 'q' });
    expect((await search('q=ab', { locale: 'en' })).body.message).toBe('Enter at least one word of three or more letters.');
    expect((await search(`q=${'Leine'.repeat(21)}`)).body).toMatchObject({ code: 'validation_search_too_long', field: 'q' });
    expect((await search('q=Leine&lang=fr')).body).toMatchObject({ code: 'validation_language', field: 'lang' });
    expect((await search('q=Leine&type=people')).status).toBe(400);
    // FTS5 syntax stays text.
    expect((await search(`type=post&q=${encodeURIComponent('"Leine OR NEAR( title:* ^')}`, { cookie })).status).toBe(200);
  });

  it('finds activities best first, a visitor’s words in the public columns only', async () => {
    const author = await createUser(db(), 'free');
    await createActivity(db(), author.id, { title: 'Lockere Leine', createdAt: minute(0) });
    await createActivity(db(), author.id, { title: 'Stadtgang', description: 'An der Leine durch die Stadt.', createdAt: minute(1) });
    await createActivity(db(), author.id, { title: 'Geheim', content: 'Das Wort Quastenflosser steht nur hier.', createdAt: minute(2) });
    await createActivity(db(), author.id, { title: 'Loose leash', lang: 'en', createdAt: minute(3) });
    const titles = (body: Answer) => (body.activities ?? []).map((activity) => activity.title);
    expect(titles((await search('q=Leine&lang=de')).body)).toEqual(['Lockere Leine', 'Stadtgang']);
    expect(titles((await search('q=Quastenflosser')).body)).toEqual([]);
    const member = await signedIn('free');
    expect(titles((await search('q=Quastenflosser', { cookie: member.cookie })).body)).toEqual(['Geheim']);
    expect(titles((await search('q=leash&lang=en')).body)).toEqual(['Loose leash']);
    expect(titles((await search('q=leash&lang=de')).body)).toEqual([]);
  });

  it('finds posts and questions apart, titles first, never hidden ones or those of muted and blocked members', async () => {
    const author = await createUser(db(), 'free');
    const muted = await createUser(db(), 'free');
    const blocked = await createUser(db(), 'free');
    const { user, cookie } = await signedIn('free');
    await db().insert(mutes).values({ actorId: user.id, targetId: muted.id });
    await db().insert(blocks).values({ actorId: user.id, targetId: blocked.id });
    await createPost(db(), author.id, { content: 'Heute an der Schleppleine geübt.', createdAt: minute(1) });
    await createPost(db(), author.id, { type: 'success_story', content: 'Endlich klappt die Schleppleine!', createdAt: minute(2) });
    await createPost(db(), author.id, { type: 'question', content: 'Wie lang soll sie sein? Schleppleine oder Flexi?', createdAt: minute(3) });
    await createPost(db(), author.id, {
      type: 'question',
      title: 'Welche Schleppleine für Welpen?',
      content: 'Mein Welpe ist zwölf Wochen alt.',
      createdAt: minute(0),
    });
    await createPost(db(), author.id, { content: 'Versteckt: Schleppleine', hiddenAt: minute(4), createdAt: minute(4) });
    await createPost(db(), muted.id, { content: 'Stumm: Schleppleine', createdAt: minute(5) });
    await createPost(db(), blocked.id, { content: 'Blockiert: Schleppleine', createdAt: minute(6) });
    await createPost(db(), author.id, { content: 'In English: long line (Schleppleine)', lang: 'en', createdAt: minute(7) });
    const found = await search('type=post&q=Schleppleine&lang=de', { cookie });
    expect(found.status).toBe(200);
    expect(contents(found.body).sort()).toEqual(['Endlich klappt die Schleppleine!', 'Heute an der Schleppleine geübt.']);
    // Shaped as the feed shows a post.
    expect(found.body.posts?.[0]).toMatchObject({ author: { id: author.id }, isLiked: false, title: null });
    const questions = (await search('type=question&q=Schleppleine&lang=de', { cookie })).body;
    expect(questions.posts?.map((post) => post.title)).toEqual(['Welche Schleppleine für Welpen?', 'Wie lang soll sie sein? Schleppleine oder Flexi?']);
    expect(contents((await search('type=post&q=Schleppleine&lang=en', { cookie })).body)).toEqual(['In English: long line (Schleppleine)']);
    expect(contents((await search('type=post&q=Schleppleine', { cookie })).body)).toHaveLength(3);
  });

  it(`narrows to the type and language inside the index, so ${POST_CANDIDATES} better questions never crowd out a post`, async () => {
    const author = await createUser(db(), 'free');
    const questions = Array.from({ length: POST_CANDIDATES + 20 }, (_, i) => ({
      authorId: author.id,
      type: 'question' as const,
      lang: 'de' as const,
      title: `Hundeschule oder Trainer ${i}?`,
      content: 'Was meint ihr?',
      createdAt: minute(i),
      updatedAt: minute(i),
    }));
    const english = questions.map((question) => ({ ...question, type: 'post' as const, lang: 'en' as const, title: null, content: 'Hundeschule in English' }));
    for (const chunk of chunkRows(posts, [...questions, ...english])) await db().insert(posts).values(chunk);
    await createPost(db(), author.id, { content: 'Heute zum ersten Mal in der Hundeschule: alles ganz entspannt, und wir waren so stolz.' });
    const { cookie } = await signedIn('free');
    expect(contents((await search('type=post&q=Hundeschule&lang=de', { cookie })).body)).toEqual([
      'Heute zum ersten Mal in der Hundeschule: alles ganz entspannt, und wir waren so stolz.',
    ]);
    expect((await search('type=question&q=Hundeschule&lang=en', { cookie })).body.posts).toEqual([]);
  });

  it(`pages 20 at a time through the best ${POST_CANDIDATES} matches, and refuses a cursor of another search`, async () => {
    const author = await createUser(db(), 'free');
    const rows = Array.from({ length: POST_CANDIDATES + 50 }, (_, i) => ({
      authorId: author.id,
      type: 'post' as const,
      lang: 'de' as const,
      content: `Rückruf Übung ${i}`,
      createdAt: minute(i),
      updatedAt: minute(i),
    }));
    for (const chunk of chunkRows(posts, rows)) await db().insert(posts).values(chunk);
    const { cookie } = await signedIn('free');
    const seen: string[] = [];
    let cursor: string | null | undefined = '';
    let first = '';
    while (cursor !== null && cursor !== undefined) {
      const page: Answer = (await search(`type=post&q=Rückruf${cursor ? `&cursor=${cursor}` : ''}`, { cookie })).body;
      expect(page.posts?.length).toBeLessThanOrEqual(20);
      seen.push(...contents(page));
      first ||= page.nextCursor ?? '';
      cursor = page.nextCursor;
    }
    expect(seen).toHaveLength(POST_CANDIDATES);
    expect(new Set(seen).size).toBe(POST_CANDIDATES);
    for (const other of ['type=post&q=Übung', 'type=question&q=Rückruf', 'type=post&q=Rückruf&lang=de', 'type=activity&q=Rückruf']) {
      expect((await search(`${other}&cursor=${first}`, { cookie })).body).toMatchObject({ code: 'error_cursor_invalid', field: 'cursor' });
    }
    expect((await search('type=post&q=Rückruf&cursor=kaputt', { cookie })).body.code).toBe('error_cursor_invalid');
  });
});
