import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { ActivityPage } from '~/shared/activity';
import { getDb } from '~/server/db/client';
import { chunkRows } from '~/server/db/chunk';
import { activities, activityFavorites, activityLikes } from '~/server/db/schema';
import { createDog, tickProgress } from '../../factories/dogs';
import { createActivity } from '../../factories/content';
import { sessionCookieFor } from '../../factories/sessions';
import { createUser } from '../../factories/users';
import { call } from '../request';

const db = () => getDb(env.DB);

async function list(query: string, cookie?: string, headers: Record<string, string> = {}) {
  const response = await call('GET', `/api/activities?${query}`, undefined, { ...(cookie ? { cookie } : {}), headers });
  return { status: response.status, body: (await response.json()) as ActivityPage & { message?: string } };
}
const titles = (page: ActivityPage) => page.activities.map((a) => a.title);

/** A small known set: five German activities and one English one. */
async function seedSet() {
  const author = await createUser(db(), 'free');
  const minute = 60_000;
  const base = Date.UTC(2026, 0, 1);
  const made = {
    teppich: await createActivity(
      db(),
      author.id,
      { title: 'Schnüffelteppich', difficulty: 'beginner', difficultyRank: 1, duration: 10, location: 'indoor', createdAt: new Date(base) },
      ['nasenarbeit', 'regen'],
    ),
    rueckruf: await createActivity(
      db(),
      author.id,
      { title: 'Rückruf mit Pfiff', difficulty: 'intermediate', difficultyRank: 2, duration: 30, location: 'outdoor', createdAt: new Date(base + minute) },
      ['gehorsam'],
    ),
    parcours: await createActivity(
      db(),
      author.id,
      { title: 'Agility-Parcours', difficulty: 'advanced', difficultyRank: 3, duration: 60, location: 'both', createdAt: new Date(base + 2 * minute) },
      ['sport'],
    ),
    futter: await createActivity(
      db(),
      author.id,
      {
        title: 'Futterbeutel suchen',
        description: 'Ein Suchspiel mit dem Dummy.',
        difficulty: 'intermediate',
        difficultyRank: 2,
        duration: 15,
        location: 'outdoor',
        createdAt: new Date(base + 3 * minute),
      },
      ['nasenarbeit'],
    ),
    becher: await createActivity(db(), author.id, {
      title: 'becherspiel',
      difficulty: 'beginner',
      difficultyRank: 1,
      duration: 5,
      location: 'indoor',
      createdAt: new Date(base + 4 * minute),
    }),
    english: await createActivity(db(), author.id, { title: 'Snuffle mat', lang: 'en', createdAt: new Date(base + 5 * minute) }, ['nose work']),
  };
  const fans = [await createUser(db(), 'free'), await createUser(db(), 'free'), await createUser(db(), 'free')];
  for (const [activity, likes] of [
    [made.parcours, 3],
    [made.futter, 1],
  ] as const) {
    for (const fan of fans.slice(0, likes)) await db().insert(activityLikes).values({ userId: fan.id, activityId: activity.id });
  }
  for (const fan of fans.slice(0, 2)) await tickProgress(db(), (await createDog(db(), [fan.id])).id, made.rueckruf.id, { mastered: true });
  return made;
}

describe('GET /api/activities', () => {
  it("is open to visitors and lists the reader's language, newest first", async () => {
    await seedSet();
    const { status, body } = await list('');
    expect(status).toBe(200);
    expect(titles(body)).toEqual(['becherspiel', 'Futterbeutel suchen', 'Agility-Parcours', 'Rückruf mit Pfiff', 'Schnüffelteppich']);
    expect(body.nextCursor).toBeNull();
    expect(titles((await list('', undefined, { 'x-rudel-locale': 'en' })).body)).toEqual(['Snuffle mat']);
    expect(titles((await list('lang=all')).body)).toHaveLength(6);
  });

  it('sorts by each order of docs/product-rules.md §7.5', async () => {
    await seedSet();
    const sorted = async (sort: string) => titles((await list(`sort=${sort}`)).body);
    expect(await sorted('oldest')).toEqual(['Schnüffelteppich', 'Rückruf mit Pfiff', 'Agility-Parcours', 'Futterbeutel suchen', 'becherspiel']);
    expect((await sorted('popular')).slice(0, 2)).toEqual(['Agility-Parcours', 'Futterbeutel suchen']);
    expect((await sorted('completed'))[0]).toBe('Rückruf mit Pfiff');
    expect(await sorted('alphabetical')).toEqual(['Agility-Parcours', 'becherspiel', 'Futterbeutel suchen', 'Rückruf mit Pfiff', 'Schnüffelteppich']);
    expect(await sorted('difficulty')).toEqual(['Schnüffelteppich', 'becherspiel', 'Rückruf mit Pfiff', 'Futterbeutel suchen', 'Agility-Parcours']);
  });

  it('filters by difficulty, duration, location (both matches either) and tags', async () => {
    await seedSet();
    expect(titles((await list('difficulty=intermediate')).body)).toEqual(['Futterbeutel suchen', 'Rückruf mit Pfiff']);
    expect(titles((await list('duration=10')).body)).toEqual(['becherspiel', 'Schnüffelteppich']);
    expect(titles((await list('location=indoor')).body)).toEqual(['becherspiel', 'Agility-Parcours', 'Schnüffelteppich']);
    expect(titles((await list('location=both')).body)).toEqual(['Agility-Parcours']);
    expect(titles((await list('tags=nasenarbeit')).body)).toEqual(['Futterbeutel suchen', 'Schnüffelteppich']);
    expect(titles((await list('tags=nasenarbeit,regen')).body)).toEqual(['Schnüffelteppich']);
    expect((await list('duration=7')).status).toBe(400);
  });

  it('searches title, description, content and tags, with or without umlauts and inside compound words', async () => {
    await seedSet();
    expect(titles((await list('q=schnüffel')).body)).toEqual(['Schnüffelteppich']);
    expect(titles((await list('q=Schnuffel')).body)).toEqual(['Schnüffelteppich']);
    expect(titles((await list('q=teppich')).body)).toEqual(['Schnüffelteppich']);
    expect(titles((await list('q=Rückruf')).body)).toEqual(['Rückruf mit Pfiff']);
    expect(titles((await list('q=dummy')).body)).toEqual(['Futterbeutel suchen']);
    expect(titles((await list('q=gehorsam')).body)).toEqual(['Rückruf mit Pfiff']);
    expect(titles((await list(`q=${encodeURIComponent('"Such OR NEAR(')}`)).body)).toEqual([]);
  });

  it("searches the members-only instructions for members only: a visitor's words meet title, description and tags", async () => {
    const author = await createUser(db(), 'free');
    await createActivity(db(), author.id, { title: 'Leckerli-Suche', content: 'Versteckt das Geheimwort Quastenflosser unter dem Becher.' }, ['nasenarbeit']);
    expect(titles((await list('q=Quastenflosser')).body)).toEqual([]);
    expect(titles((await list('q=Leckerli nasenarbeit')).body)).toEqual(['Leckerli-Suche']);
    const member = await sessionCookieFor(env.SESSION, (await createUser(db(), 'free')).id);
    expect(titles((await list('q=Quastenflosser', member)).body)).toEqual(['Leckerli-Suche']);
  });

  it('finds a page just the same when a search has many hits (the index-walking plan)', async () => {
    const author = await createUser(db(), 'free');
    const rows = Array.from({ length: 520 }, (_, i) => ({
      authorId: author.id,
      lang: 'de' as const,
      title: i % 2 === 0 ? `Mantrailing Stufe ${i}` : `Leinenführigkeit ${i}`,
      description: 'Eine Übung.',
      content: 'Schritt für Schritt.',
      difficulty: 'beginner' as const,
      difficultyRank: 1,
      duration: 10,
      location: 'outdoor' as const,
      createdAt: new Date(Date.UTC(2026, 0, 1) + i * 1000),
    }));
    for (const chunk of chunkRows(activities, rows)) await db().insert(activities).values(chunk);
    const first = (await list('q=trailing&sort=oldest')).body;
    expect(titles(first).slice(0, 2)).toEqual(['Mantrailing Stufe 0', 'Mantrailing Stufe 2']);
    expect(first.activities).toHaveLength(24);
    const second = (await list(`q=trailing&sort=oldest&cursor=${first.nextCursor}`)).body;
    expect(titles(second)[0]).toBe('Mantrailing Stufe 48');
    expect((await list('q=leinenführigkeit')).body.activities).toHaveLength(24);
  });

  it('pages with a cursor that survives ties and is checked', async () => {
    const author = await createUser(db(), 'free');
    const same = new Date(Date.UTC(2026, 1, 1));
    for (let i = 0; i < 30; i += 1) await createActivity(db(), author.id, { title: `Übung ${String(i).padStart(2, '0')}`, createdAt: same });
    const first = (await list('')).body;
    expect(first.activities).toHaveLength(24);
    const second = (await list(`cursor=${first.nextCursor}`)).body;
    expect(second.activities).toHaveLength(6);
    expect(second.nextCursor).toBeNull();
    expect(new Set([...titles(first), ...titles(second)]).size).toBe(30);
    const bad = await list('cursor=kaputt');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Ungültige Seite');
  });

  it('shows favorites to paid members only, and own activities to members', async () => {
    const made = await seedSet();
    const paid = await createUser(db(), 'paidYearly');
    await db().insert(activityFavorites).values({ userId: paid.id, activityId: made.becher.id });
    const paidCookie = await sessionCookieFor(env.SESSION, paid.id);
    expect(titles((await list('favorites=1', paidCookie)).body)).toEqual(['becherspiel']);
    const free = await createUser(db(), 'free');
    expect((await list('favorites=1', await sessionCookieFor(env.SESSION, free.id))).status).toBe(403);
    expect((await list('mine=1')).status).toBe(401);
    await createActivity(db(), free.id, { title: 'Meine eigene' });
    expect(titles((await list('mine=1', await sessionCookieFor(env.SESSION, free.id))).body)).toEqual(['Meine eigene']);
  });
});
