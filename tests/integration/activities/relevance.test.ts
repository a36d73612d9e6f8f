import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { ActivityPage } from '~/shared/activity';
import { getDb } from '~/server/db/client';
import { chunkRows } from '~/server/db/chunk';
import { activities } from '~/server/db/schema';
import { RELEVANCE_CANDIDATES } from '~/server/services/activities/relevance';
import { createActivity } from '../../factories/content';
import { sessionCookieFor } from '../../factories/sessions';
import { createUser } from '../../factories/users';
import { call } from '../request';

const db = () => getDb(env.DB);

async function list(query: string, { cookie, locale }: { cookie?: string; locale?: string } = {}) {
  const response = await call('GET', `/api/activities?${query}`, undefined, {
    ...(cookie ? { cookie } : {}),
    headers: locale ? { 'x-rudel-locale': locale } : {},
  });
  return { status: response.status, body: (await response.json()) as ActivityPage };
}
const titles = (page: ActivityPage) => page.activities.map((a) => a.title);
const at = (minute: number) => new Date(Date.UTC(2026, 0, 1) + minute * 60_000);

/** The word in one title (the oldest), and in newer activities' descriptions, tags and instructions only. */
async function seedLeash(lang: 'de' | 'en', word: string, title: string) {
  const author = await createUser(db(), 'free');
  await createActivity(db(), author.id, { lang, title, description: 'Ruhig gehen.', createdAt: at(0) });
  await createActivity(db(), author.id, { lang, title: 'Stadtspaziergang', description: `Mit ${word} durch die Stadt.`, createdAt: at(1) });
  await createActivity(db(), author.id, { lang, title: 'Impulskontrolle', description: 'Warten lernen.', createdAt: at(2) }, [word.toLowerCase()]);
  await createActivity(db(), author.id, {
    lang,
    title: 'Rückruf',
    description: 'Kommen auf Pfiff.',
    content: `Erst an der ${word} üben, dann ohne.`,
    createdAt: at(3),
  });
}

describe('GET /api/activities by relevance', () => {
  it('lists the title hits first while searching, unless another sort is chosen', async () => {
    await seedLeash('de', 'Leine', 'Lockere Leine im Alltag');
    const member = await sessionCookieFor(env.SESSION, (await createUser(db(), 'free')).id);
    const best = titles((await list('q=Leine', { cookie: member })).body);
    expect(best[0]).toBe('Lockere Leine im Alltag');
    expect(best).toHaveLength(4);
    expect(titles((await list('q=Leine&sort=relevance', { cookie: member })).body)).toEqual(best);
    // The existing orders stay exactly as they were.
    expect(titles((await list('q=Leine&sort=newest', { cookie: member })).body)).toEqual([
      'Rückruf',
      'Impulskontrolle',
      'Stadtspaziergang',
      'Lockere Leine im Alltag',
    ]);
    expect(titles((await list('q=Leine&sort=alphabetical', { cookie: member })).body)[0]).toBe('Impulskontrolle');
  });

  it('does the same in English', async () => {
    await seedLeash('en', 'Leash', 'Loose leash walking');
    const member = await sessionCookieFor(env.SESSION, (await createUser(db(), 'free', { locale: 'en' })).id);
    expect(titles((await list('q=leash', { cookie: member, locale: 'en' })).body)[0]).toBe('Loose leash walking');
  });

  it('falls back to the newest without a word to search, even when relevance is asked for', async () => {
    await seedLeash('de', 'Leine', 'Lockere Leine im Alltag');
    const newest = ['Rückruf', 'Impulskontrolle', 'Stadtspaziergang', 'Lockere Leine im Alltag'];
    expect(titles((await list('sort=relevance')).body)).toEqual(newest);
    expect(titles((await list('q=ab&sort=relevance')).body)).toEqual(newest);
    expect((await list('sort=best')).status).toBe(400);
  });

  it("never weighs the instructions in a visitor's score", async () => {
    const author = await createUser(db(), 'free');
    // Equal in the public columns; the older one says the word again and again in its instructions.
    await createActivity(db(), author.id, {
      title: 'Übung A',
      description: 'Schleppleine kennenlernen.',
      content: 'Schleppleine '.repeat(30),
      createdAt: at(0),
    });
    await createActivity(db(), author.id, { title: 'Übung B', description: 'Schleppleine kennenlernen.', createdAt: at(1) });
    // A visitor: the public columns tie, so the newer comes first.
    expect(titles((await list('q=Schleppleine')).body)).toEqual(['Übung B', 'Übung A']);
    const unverified = await sessionCookieFor(env.SESSION, (await createUser(db(), 'unverified')).id);
    expect(titles((await list('q=Schleppleine', { cookie: unverified })).body)).toEqual(['Übung B', 'Übung A']);
    // A member's score counts the instructions too.
    const member = await sessionCookieFor(env.SESSION, (await createUser(db(), 'free')).id);
    expect(titles((await list('q=Schleppleine', { cookie: member })).body)).toEqual(['Übung A', 'Übung B']);
  });

  it(`ranks and pages through FTS5's newest ${RELEVANCE_CANDIDATES} matches however many activities match, title hits first`, async () => {
    const author = await createUser(db(), 'free');
    const rows = Array.from({ length: RELEVANCE_CANDIDATES + 100 }, (_, i) => ({
      authorId: author.id,
      lang: 'de' as const,
      title: i % 100 === 0 ? `Leinenführigkeit ${i}` : `Spaziergang ${i}`,
      description: 'An der Leine durch den Park.',
      content: 'Schritt für Schritt.',
      difficulty: 'beginner' as const,
      difficultyRank: 1,
      duration: 10,
      location: 'outdoor' as const,
      createdAt: at(i),
    }));
    for (const chunk of chunkRows(activities, rows)) await db().insert(activities).values(chunk);
    const seen: string[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const page: ActivityPage = (await list(`q=Leine${cursor ? `&cursor=${cursor}` : ''}`)).body;
      seen.push(...titles(page));
      cursor = page.nextCursor;
    }
    // The newest 500 matches are ranked: their five title hits first; the oldest title hit is not among them.
    expect(seen.slice(0, 5).every((title) => title.startsWith('Leinenführigkeit'))).toBe(true);
    expect(seen).not.toContain('Leinenführigkeit 0');
    expect(seen).toHaveLength(RELEVANCE_CANDIDATES);
    expect(new Set(seen).size).toBe(RELEVANCE_CANDIDATES);
  });
});
