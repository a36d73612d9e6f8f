/**
 * The edge cache for visitors (decision 041): a visitor's activity list and courses come from the
 * cache, by language; a member's request never gets the cached visitor answer, nor a visitor the
 * member's; a write purges; a draft's 404 and an answer with Set-Cookie are never stored.
 */
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { getDb } from '~/server/db/client';
import { CACHE_STATUS_HEADER, isVisitorRead, visitorCached, visitorPageTag } from '~/server/edge-cache';
import { app } from '~/server/app';
import type { ActivityPage } from '~/shared/activity';
import { createActivity } from '../../factories/content';
import { createCourse } from '../../factories/courses';
import { signedIn } from '../../factories/sessions';
import { createUser } from '../../factories/users';
import { ORIGIN } from '../request';

/** A request as the Worker gets it, with its execution context waited on (the cache is written behind the answer). */
async function get(path: string, headers: Record<string, string> = {}) {
  const context = createExecutionContext();
  const response = await app.fetch(new Request(`${ORIGIN}${path}`, { headers }), env, context);
  const body = (await response.json()) as ActivityPage & { id?: number };
  await waitOnExecutionContext(context);
  return { response, body, cache: response.headers.get(CACHE_STATUS_HEADER) };
}

describe('the visitor cache of the activity list', () => {
  it('serves visitors from the cache by language, never a member, and purges on a write', async () => {
    const author = await createUser(getDb(env.DB), 'free');
    await createActivity(getDb(env.DB), author.id, { title: 'Schnüffelteppich' });
    const member = await signedIn('paidMonthly');

    // A member's request, first on an empty cache, passes by it and is stored by no cache.
    const memberFirst = await get('/api/activities?sort=newest', { cookie: member.cookie });
    expect([memberFirst.cache, memberFirst.response.headers.get('cache-control')]).toEqual([null, 'no-store']);

    // So the first visitor misses: the member's answer was never stored for them.
    const first = await get('/api/activities?sort=newest');
    expect(first.cache).toBe('MISS');
    expect(first.response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
    expect(first.response.headers.getSetCookie()).toEqual([]);
    const again = await get('/api/activities?sort=newest');
    expect(again.cache).toBe('HIT');
    expect(again.body).toEqual(first.body);
    // English is its own entry.
    expect((await get('/api/activities?sort=newest', { 'x-rudel-locale': 'en' })).cache).toBe('MISS');

    // With the visitor's answer stored, the member still gets their own, not the cached one.
    const asMember = await get('/api/activities?sort=newest', { cookie: member.cookie });
    expect([asMember.cache, asMember.response.headers.get('cache-control')]).toEqual([null, 'no-store']);
    const visitorAfter = await get('/api/activities?sort=newest');
    expect([visitorAfter.cache, visitorAfter.body]).toEqual(['HIT', first.body]);

    // A new activity purges what visitors were shown.
    const created = await app.request(
      '/api/activities',
      {
        method: 'POST',
        headers: { origin: ORIGIN, cookie: member.cookie, 'content-type': 'application/json' },
        body: JSON.stringify({
          authorId: member.user.id,
          title: 'Rückruf im Park',
          description: 'Eine ruhige Übung im Park.',
          content: 'Ruf deinen Hund aus kurzer Entfernung, belohne ihn sofort und reichlich, wenn er kommt, und steigere die Entfernung ganz langsam.',
          difficulty: 'beginner',
          duration: 10,
          location: 'outdoor',
          tags: [],
          images: [],
        }),
      },
      env,
    );
    expect(created.status).toBe(201);
    const purged = await get('/api/activities?sort=newest');
    expect(purged.cache).toBe('MISS');
    expect((await get('/api/activities?sort=newest')).cache).toBe('HIT');
    // A refused write purges nothing.
    const refused = await app.request(
      '/api/activities',
      { method: 'POST', headers: { origin: ORIGIN, cookie: member.cookie, 'content-type': 'application/json' }, body: '{}' },
      env,
    );
    expect(refused.status).toBe(400);
    expect((await get('/api/activities?sort=newest')).cache).toBe('HIT');
  });

  it('caches the pages that opted in, in both languages, and no page of their own below them', () => {
    expect([visitorPageTag('/activities'), visitorPageTag('/en/activities')]).toEqual(['activities', 'activities']);
    expect([visitorPageTag('/courses'), visitorPageTag('/en/courses/9011'), visitorPageTag('/courses/9001')]).toEqual(['courses', 'courses', 'courses']);
    expect([
      visitorPageTag('/courses/new'),
      visitorPageTag('/courses/9001/edit'),
      visitorPageTag('/courses/9001/insights'),
      visitorPageTag('/coursesX/1'),
    ]).toEqual([null, null, null, null]);
    expect([visitorPageTag('/activities/create'), visitorPageTag('/activities/mine'), visitorPageTag('/community'), visitorPageTag('/en')]).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });

  it("serves a visitor's course from the cache, never a member, never a draft's 404, and purges on its author's write", async () => {
    const author = await signedIn('professional');
    const activity = await createActivity(getDb(env.DB), author.user.id, { title: 'Leinenführigkeit am Zaun' });
    const { course } = await createCourse(getDb(env.DB), author.user.id, [[{ activityId: activity.id }]]);
    const { course: draft } = await createCourse(getDb(env.DB), author.user.id, [[{ activityId: activity.id }]], { status: 'draft', publishedAt: null });

    const first = await get(`/api/courses/${course.id}`);
    expect([first.response.status, first.cache, first.body.id]).toEqual([200, 'MISS', course.id]);
    expect((await get(`/api/courses/${course.id}`)).cache).toBe('HIT');
    expect((await get('/api/courses?lang=all')).cache).toBe('MISS');
    expect((await get('/api/courses?lang=all')).cache).toBe('HIT');
    // The author is a member: their request passes the cache by.
    expect((await get(`/api/courses/${course.id}`, { cookie: author.cookie })).cache).toBeNull();
    // A draft is nobody's but its author's: a visitor's 404 is rendered each time, never stored.
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const hidden = await get(`/api/courses/${draft.id}`);
      expect([hidden.response.status, hidden.cache]).toEqual([404, null]);
    }

    const archived = await app.request(`/api/courses/${course.id}/archive`, { method: 'POST', headers: { origin: ORIGIN, cookie: author.cookie } }, env);
    expect(archived.status).toBe(200);
    expect([(await get(`/api/courses/${course.id}`)).cache, (await get('/api/courses?lang=all')).cache]).toEqual(['MISS', 'MISS']);
  });

  it('treats any session cookie as personal, and never stores an answer that sets a cookie', async () => {
    const stranger = new Request(`${ORIGIN}/api/activities`, { headers: { cookie: '__Host-session=forged' } });
    expect(isVisitorRead(stranger)).toBe(false);
    expect(isVisitorRead(new Request(`${ORIGIN}/api/activities`, { method: 'POST' }))).toBe(false);

    const request = new Request(`${ORIGIN}/api/cookie-test`);
    let renders = 0;
    const render = async () => {
      renders += 1;
      return new Response('{}', { headers: { 'set-cookie': 'a=b' } });
    };
    const context = createExecutionContext();
    const input = { request, tag: 'activities' as const, locale: 'de' as const, env, context, render };
    const first = await visitorCached(input);
    await waitOnExecutionContext(context);
    expect(first.headers.get(CACHE_STATUS_HEADER)).toBeNull();
    await visitorCached(input);
    expect(renders).toBe(2);
  });
});
