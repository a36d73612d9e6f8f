/**
 * `GET /api/offline-pages` (docs/decisions/031-offline-field-app.md): the pages and pictures the
 * installed app keeps for a member — the training page, favourites, the current dog's due reviews —
 * members only, hidden activities left out, bounded however many favourites a member has.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { addDays, localDay } from '~/shared/training/days';
import { getDb } from '~/server/db/client';
import { activityFavorites, activityImages, dogProgress } from '~/server/db/schema';
import { OFFLINE_FAVORITES } from '~/server/services/training/offline-set';
import { createActivity } from '../../factories/content';
import { createDog } from '../../factories/dogs';
import { signedIn } from '../../factories/sessions';
import { createUser } from '../../factories/users';
import { call } from '../request';

const db = () => getDb(env.DB);
const today = () => localDay(new Date(), 'Europe/Berlin');

describe('GET /api/offline-pages', () => {
  it('lists the training page, visible favourites and the current dog’s due reviews, with their pictures, in the asked language', async () => {
    const member = await signedIn('paidYearly');
    const author = await createUser(db(), 'free');
    const favorite = await createActivity(db(), author.id);
    const hidden = await createActivity(db(), author.id, { hiddenAt: new Date() });
    const due = await createActivity(db(), author.id);
    const later = await createActivity(db(), author.id);
    await db()
      .insert(activityFavorites)
      .values([
        { userId: member.user.id, activityId: favorite.id },
        { userId: member.user.id, activityId: hidden.id },
      ]);
    await db()
      .insert(activityImages)
      .values({ activityId: favorite.id, position: 0, thumbnailKey: 'a/thumb.webp', mediumKey: 'a/medium.webp', width: 800, height: 600 });
    const dog = await createDog(db(), [member.user.id]);
    await db()
      .insert(dogProgress)
      .values([
        { dogId: dog.id, activityId: due.id, mastered: true, masteredOn: addDays(today(), -4), reviewDue: addDays(today(), -1) },
        { dogId: dog.id, activityId: later.id, mastered: true, masteredOn: today(), reviewDue: addDays(today(), 3) },
      ]);
    // Another member's dog and favourites stay theirs.
    const other = await signedIn('paidYearly');
    await db().insert(activityFavorites).values({ userId: other.user.id, activityId: later.id });

    const response = await call('GET', '/api/offline-pages?locale=en', undefined, { cookie: member.cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    expect(await response.json()).toEqual({
      pages: [
        '/en/training',
        '/en/training/field',
        `/en/activities/${favorite.id}`,
        `/en/activities/${due.id}`,
        `/en/training/field?activity=${favorite.id}`,
        `/en/training/field?activity=${due.id}`,
      ],
      images: ['/media/a/thumb.webp', '/media/a/medium.webp'],
    });
    const german = (await (await call('GET', '/api/offline-pages', undefined, { cookie: other.cookie })).json()) as { pages: string[] };
    expect(german.pages).toEqual(['/training', '/training/field', `/activities/${later.id}`, `/training/field?activity=${later.id}`]);
  });

  it('keeps at most the newest favourites, and refuses visitors and unknown languages', async () => {
    const member = await signedIn('paidYearly');
    const ids: number[] = [];
    for (let i = 0; i < OFFLINE_FAVORITES + 5; i++) ids.push((await createActivity(db(), member.user.id)).id);
    const start = Date.now();
    await db()
      .insert(activityFavorites)
      .values(ids.map((activityId, i) => ({ userId: member.user.id, activityId, createdAt: new Date(start + i) })));
    const { pages } = (await (await call('GET', '/api/offline-pages', undefined, { cookie: member.cookie })).json()) as { pages: string[] };
    expect(pages).toHaveLength(2 * OFFLINE_FAVORITES + 2);
    expect(pages[2]).toBe(`/activities/${ids.at(-1)}`);

    expect((await call('GET', '/api/offline-pages')).status).toBe(401);
    const unknown = await call('GET', '/api/offline-pages?locale=fr', undefined, { cookie: member.cookie });
    expect([unknown.status, await unknown.json()]).toEqual([400, expect.objectContaining({ field: 'locale' })]);
  });
});
