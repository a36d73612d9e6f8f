/**
 * Logging, editing, deleting and listing sessions through the API (docs/decisions/023-training-journal.md):
 * the dog rule, validation in the member's language, local days in the trainer's time zone, exact
 * totals under concurrent writes, and co-owners seeing but not changing each other's sessions.
 */
import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { translate } from '~/shared/messages';
import type { TrainingSessionPage, TrainingSessionView } from '~/shared/training/journal';
import { app } from '~/server/app';
import { getDb } from '~/server/db/client';
import { activities, dogOwners, dogs, trainingDays, trainingSessions } from '~/server/db/schema';
import { createActivity } from '../../factories/content';
import { createDog } from '../../factories/dogs';
import { signedIn } from '../../factories/sessions';
import { createSession } from '../../factories/training';
import { createUpload, objectsOf } from '../../factories/uploads';
import { createUser } from '../../factories/users';
import { refusalAfter, SLOW } from '../edge-limit';
import { call } from '../request';

const db = () => getDb(env.DB);

/** A valid session of `activityId`, with `overrides`. */
const sessionInput = (activityId: number, overrides: Record<string, unknown> = {}) => ({
  activityId,
  startedAt: '2026-11-20T17:00:00Z',
  durationMinutes: 15,
  repetitions: 10,
  successes: 8,
  setting: 'park',
  distraction: 'medium',
  notes: 'Gut gemacht',
  ...overrides,
});

/** A paid member with a dog and an activity. */
async function journal(state: 'paidYearly' | 'free' = 'paidYearly', overrides = {}) {
  const member = await signedIn(state, overrides);
  const dog = await createDog(db(), [member.user.id]);
  const activity = await createActivity(db(), member.user.id);
  return { member, dog, activity };
}

const totalsOf = async (dogId: number) => {
  const [dog] = await db().select({ sessions: dogs.trainingSessions, minutes: dogs.trainingMinutes }).from(dogs).where(eq(dogs.id, dogId));
  const days = await db()
    .select({ day: trainingDays.day, sessions: trainingDays.sessions })
    .from(trainingDays)
    .where(eq(trainingDays.dogId, dogId))
    .orderBy(trainingDays.day);
  return { ...dog, days };
};

describe('the dog rule on the journal', () => {
  type Who = 'owner' | 'coOwner' | 'stranger';
  /** [who acts, acting member paid, the dog's other owner paid, suspended] → status of a log and of a read */
  const TABLE: Array<[Who, boolean, boolean, boolean, number, number]> = [
    ['owner', false, false, false, 403, 403],
    ['owner', true, false, false, 201, 200],
    ['coOwner', false, true, false, 201, 200],
    ['coOwner', false, false, false, 403, 403],
    ['stranger', true, true, false, 404, 404],
    ['owner', true, false, true, 403, 403],
  ];
  it.each(TABLE)('%s, paid %s, other owner paid %s, suspended %s → log %i, read %i', async (who, selfPaid, otherPaid, suspended, logStatus, readStatus) => {
    const actor = await signedIn(selfPaid ? 'paidMonthly' : 'free', suspended ? { suspendedUntil: new Date(Date.now() + 60_000) } : {});
    const other = await createUser(db(), otherPaid ? 'paidYearly' : 'free');
    const owners = who === 'owner' ? [actor.user.id, other.id] : who === 'coOwner' ? [other.id, actor.user.id] : [other.id];
    const dog = await createDog(db(), owners);
    const activity = await createActivity(db(), other.id);
    const logged = await call('POST', `/api/dogs/${dog.id}/sessions`, sessionInput(activity.id), { cookie: actor.cookie });
    expect(logged.status).toBe(logStatus);
    if (logStatus === 403 && !suspended) expect(await logged.json()).toMatchObject({ code: 'training_premium' });
    if (logStatus === 404) expect(await logged.json()).toMatchObject({ code: 'dog_not_found' });
    for (const path of ['sessions', 'reviews', 'stats']) {
      expect((await call('GET', `/api/dogs/${dog.id}/${path}`, undefined, { cookie: actor.cookie })).status).toBe(readStatus);
    }
    if (logStatus !== 201) expect(await db().select().from(trainingSessions)).toEqual([]);
  });

  it('answers 404 for a session of someone else’s dog, and the co-owner 403 for a session they did not log', async () => {
    const { member, dog, activity } = await journal();
    const coOwner = await signedIn('free');
    const stranger = await signedIn('paidYearly');
    await db().insert(dogOwners).values({ dogId: dog.id, userId: coOwner.user.id });
    const session = await createSession(db(), { dogId: dog.id, activityId: activity.id, userId: member.user.id });
    for (const method of ['PATCH', 'DELETE']) {
      const body = method === 'PATCH' ? { notes: 'x' } : undefined;
      const strangers = await call(method, `/api/sessions/${session.id}`, body, { cookie: stranger.cookie });
      expect([strangers.status, ((await strangers.json()) as { code: string }).code]).toEqual([404, 'training_session_not_found']);
      const coOwners = await call(method, `/api/sessions/${session.id}`, body, { cookie: coOwner.cookie });
      expect([coOwners.status, ((await coOwners.json()) as { code: string }).code]).toEqual([403, 'training_session_not_yours']);
    }
    const page = (await (await call('GET', `/api/dogs/${dog.id}/sessions`, undefined, { cookie: coOwner.cookie })).json()) as TrainingSessionPage;
    expect(page.items.map((item) => [item.trainer, item.mine])).toEqual([[{ id: member.user.id, displayName: member.user.displayName }, false]]);
  });
});

describe('POST /api/dogs/{dogId}/sessions', () => {
  it('logs a session and answers it with its id, trainer and local day', async () => {
    const { member, dog, activity } = await journal();
    const response = await call('POST', `/api/dogs/${dog.id}/sessions`, sessionInput(activity.id), { cookie: member.cookie });
    expect(response.status).toBe(201);
    const session = (await response.json()) as TrainingSessionView;
    expect(session).toMatchObject({
      dogId: dog.id,
      activity: { id: activity.id, title: activity.title },
      trainer: { id: member.user.id, displayName: member.user.displayName },
      mine: true,
      startedAt: '2026-11-20T17:00:00.000Z',
      day: '2026-11-20',
      durationMinutes: 15,
      repetitions: 10,
      successes: 8,
      rating: null,
      successRate: 0.8,
      setting: 'park',
      distraction: 'medium',
      notes: 'Gut gemacht',
      image: null,
    });
    const [stored] = await db().select().from(trainingSessions);
    expect(stored?.id).toBe(session.id);
    expect(await totalsOf(dog.id)).toEqual({ sessions: 1, minutes: 15, days: [{ day: '2026-11-20', sessions: 1 }] });
  });

  it('starts now when no start is given, and takes a rating instead of counts', async () => {
    const { member, dog, activity } = await journal();
    const before = Date.now();
    const input = sessionInput(activity.id, { startedAt: undefined, repetitions: undefined, successes: undefined, rating: 4 });
    const session = (await (await call('POST', `/api/dogs/${dog.id}/sessions`, input, { cookie: member.cookie })).json()) as TrainingSessionView;
    expect(Date.parse(session.startedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(session.startedAt)).toBeLessThanOrEqual(Date.now());
    expect([session.rating, session.repetitions, session.successRate]).toEqual([4, null, 0.8]);
  });

  it.each([
    [{ successes: 11 }, 'successes', 'validation_session_successes_max', 'There cannot be more successes than repetitions.'],
    [{ durationMinutes: 0 }, 'durationMinutes', 'validation_session_duration', 'Duration: 1 to 600 minutes.'],
    [{ durationMinutes: 601 }, 'durationMinutes', 'validation_session_duration', 'Duration: 1 to 600 minutes.'],
    [{ startedAt: new Date(Date.now() + 3_600_000).toISOString() }, 'startedAt', 'validation_session_future', 'The time cannot be in the future.'],
    [{ rating: 3 }, 'rating', 'validation_session_counts_or_rating', 'Give either repetitions or a rating, not both.'],
    [{ notes: 'x'.repeat(1001) }, 'notes', 'validation_session_notes', 'Notes: at most 1000 characters.'],
    [{ notes: 'x'.repeat(200_000) }, 'notes', 'validation_session_notes', 'Notes: at most 1000 characters.'],
    [{ setting: 'moon' }, 'setting', 'validation_session_setting', 'Please choose where you trained.'],
  ])('refuses %o with a localized 400 at its field and writes nothing', async (overrides, field, code, message) => {
    const { member, dog, activity } = await journal();
    const response = await call('POST', `/api/dogs/${dog.id}/sessions`, sessionInput(activity.id, overrides), {
      cookie: member.cookie,
      headers: { 'accept-language': 'en' },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code, message, field });
    expect(await db().select().from(trainingSessions)).toEqual([]);
    expect(await totalsOf(dog.id)).toEqual({ sessions: 0, minutes: 0, days: [] });
  });

  it('answers a malformed body with a localized 400', async () => {
    const { member, dog } = await journal();
    const broken = await app.request(
      `/api/dogs/${dog.id}/sessions`,
      {
        method: 'POST',
        body: '{"activityId": 1,',
        headers: { origin: 'http://localhost', cookie: member.cookie, 'content-type': 'application/json', 'accept-language': 'de' },
      },
      env,
    );
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({ code: 'error_invalid_request', message: translate('error_invalid_request', 'de') });
    expect(await db().select().from(trainingSessions)).toEqual([]);
  });

  it('answers 404 for a hidden activity', async () => {
    const { member, dog, activity } = await journal();
    await db().update(activities).set({ hiddenAt: new Date() }).where(eq(activities.id, activity.id));
    const response = await call('POST', `/api/dogs/${dog.id}/sessions`, sessionInput(activity.id), { cookie: member.cookie });
    expect([response.status, ((await response.json()) as { code: string }).code]).toEqual([404, 'activity_not_found']);
    expect(await totalsOf(dog.id)).toEqual({ sessions: 0, minutes: 0, days: [] });
  });

  it('counts a session for the local day in the trainer’s time zone', async () => {
    const berlin = await journal('paidYearly', { timeZone: 'Europe/Berlin' });
    const newYork = await signedIn('paidYearly', { timeZone: 'America/New_York' });
    await db().insert(dogOwners).values({ dogId: berlin.dog.id, userId: newYork.user.id });
    const log = async (cookie: string, startedAt: string) =>
      (
        (await (
          await call('POST', `/api/dogs/${berlin.dog.id}/sessions`, sessionInput(berlin.activity.id, { startedAt }), { cookie })
        ).json()) as TrainingSessionView
      ).day;
    // 23:30 in Berlin is that day there (22:30 UTC).
    expect(await log(berlin.member.cookie, '2026-11-20T23:30:00+01:00')).toBe('2026-11-20');
    // 00:30 in Berlin is already the next day, though still the 20th in UTC; in New York it is 18:30 on the 20th.
    expect(await log(berlin.member.cookie, '2026-11-20T23:30:00Z')).toBe('2026-11-21');
    expect(await log(newYork.cookie, '2026-11-20T23:30:00Z')).toBe('2026-11-20');
    // 23:30 in New York is the 21st in UTC and in Berlin.
    expect(await log(newYork.cookie, '2026-11-21T04:30:00Z')).toBe('2026-11-20');
    expect(await totalsOf(berlin.dog.id)).toMatchObject({
      days: [
        { day: '2026-11-20', sessions: 3 },
        { day: '2026-11-21', sessions: 1 },
      ],
    });
  });

  it('keeps exact totals under 30 parallel logs', async () => {
    const { member, dog, activity } = await journal();
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        call(
          'POST',
          `/api/dogs/${dog.id}/sessions`,
          sessionInput(activity.id, { startedAt: `2026-11-${String(10 + (i % 3)).padStart(2, '0')}T10:${String(i).padStart(2, '0')}:00Z` }),
          {
            cookie: member.cookie,
          },
        ),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(30).fill(201));
    const ids = await Promise.all(responses.map(async (r) => ((await r.json()) as TrainingSessionView).id));
    expect(new Set(ids).size).toBe(30);
    expect(await totalsOf(dog.id)).toEqual({
      sessions: 30,
      minutes: 450,
      days: [
        { day: '2026-11-10', sessions: 10 },
        { day: '2026-11-11', sessions: 10 },
        { day: '2026-11-12', sessions: 10 },
      ],
    });
  });

  it('attaches only the member’s own upload as the photo, and deletes it from R2 with the session', async () => {
    const { member, dog, activity } = await journal();
    const other = await createUser(db(), 'free');
    const foreign = await createUpload(db(), env.MEDIA, other.id, new Date());
    const refused = await call('POST', `/api/dogs/${dog.id}/sessions`, sessionInput(activity.id, { imageUrl: `/media/${foreign.mediumKey}` }), {
      cookie: member.cookie,
    });
    expect([refused.status, await refused.json()]).toEqual([403, expect.objectContaining({ code: 'image_not_yours', field: 'imageUrl' })]);
    const own = await createUpload(db(), env.MEDIA, member.user.id, new Date());
    const logged = (await (
      await call('POST', `/api/dogs/${dog.id}/sessions`, sessionInput(activity.id, { imageUrl: `/media/${own.mediumKey}` }), { cookie: member.cookie })
    ).json()) as TrainingSessionView;
    expect(logged.image).toEqual({ thumbnail: `/media/${own.thumbnailKey}`, medium: `/media/${own.mediumKey}` });
    // Replaced by another upload: the first one goes.
    const second = await createUpload(db(), env.MEDIA, member.user.id, new Date());
    await call('PATCH', `/api/sessions/${logged.id}`, { imageUrl: `/media/${second.mediumKey}` }, { cookie: member.cookie });
    expect(await objectsOf(env.MEDIA, own)).toEqual([]);
    expect(await objectsOf(env.MEDIA, second)).toHaveLength(2);
    expect((await call('DELETE', `/api/sessions/${logged.id}`, undefined, { cookie: member.cookie })).status).toBe(204);
    expect(await objectsOf(env.MEDIA, second)).toEqual([]);
    expect(await objectsOf(env.MEDIA, foreign)).toHaveLength(2);
  });
});

describe('a session sent with a clientId (logged offline)', () => {
  const clientId = '0b8f3a52-6c1e-4f0e-9d7a-2f5b8c1d9e40';

  it('is written once: a resend answers 200 with the same session, and 30 sends at once write one row', async () => {
    const { member, dog, activity } = await journal();
    const first = await call('POST', `/api/dogs/${dog.id}/sessions`, sessionInput(activity.id, { clientId }), { cookie: member.cookie });
    expect(first.status).toBe(201);
    const written = (await first.json()) as TrainingSessionView;
    const again = await call('POST', `/api/dogs/${dog.id}/sessions`, sessionInput(activity.id, { clientId, notes: 'changed' }), { cookie: member.cookie });
    expect([again.status, await again.json()]).toEqual([200, written]);

    const racing = '5d0c7e1a-3b2f-4a6d-8e9f-1c2b3a4d5e6f';
    const sends = await Promise.all(
      Array.from({ length: 30 }, () =>
        call('POST', `/api/dogs/${dog.id}/sessions`, sessionInput(activity.id, { clientId: racing }), { cookie: member.cookie }),
      ),
    );
    expect(sends.every((response) => response.status === 200 || response.status === 201)).toBe(true);
    const ids = new Set(await Promise.all(sends.map(async (response) => ((await response.json()) as TrainingSessionView).id)));
    expect(ids.size).toBe(1);
    const rows = await db().select({ id: trainingSessions.id }).from(trainingSessions).where(eq(trainingSessions.dogId, dog.id));
    expect(rows).toHaveLength(2);
    expect(await totalsOf(dog.id)).toEqual(expect.objectContaining({ sessions: 2, minutes: 30 }));
  });

  it('belongs to the member: another member’s same clientId is a session of their own', async () => {
    const { member, dog, activity } = await journal();
    const other = await journal();
    const mine = await call('POST', `/api/dogs/${dog.id}/sessions`, sessionInput(activity.id, { clientId }), { cookie: member.cookie });
    const theirs = await call('POST', `/api/dogs/${other.dog.id}/sessions`, sessionInput(other.activity.id, { clientId }), { cookie: other.member.cookie });
    expect([mine.status, theirs.status]).toEqual([201, 201]);
    expect(((await theirs.json()) as TrainingSessionView).dogId).toBe(other.dog.id);
  });

  it('answers a deleted activity with 404 and a malformed clientId with 400, writing nothing', async () => {
    const { member, dog, activity } = await journal();
    await db().delete(activities).where(eq(activities.id, activity.id));
    const gone = await call('POST', `/api/dogs/${dog.id}/sessions`, sessionInput(activity.id, { clientId }), { cookie: member.cookie });
    expect([gone.status, await gone.json()]).toEqual([404, expect.objectContaining({ code: 'activity_not_found' })]);
    const other = await createActivity(db(), member.user.id);
    const malformed = await call('POST', `/api/dogs/${dog.id}/sessions`, sessionInput(other.id, { clientId: 'x'.repeat(5000) }), { cookie: member.cookie });
    expect([malformed.status, await malformed.json()]).toEqual([400, expect.objectContaining({ field: 'clientId' })]);
    expect(await db().select().from(trainingSessions)).toEqual([]);
  });
});

describe('PATCH and DELETE /api/sessions/{id}', () => {
  it('moves an edited session to its new day and applies the counts rule to the merged result', async () => {
    const { member, dog, activity } = await journal();
    const logged = (await (
      await call('POST', `/api/dogs/${dog.id}/sessions`, sessionInput(activity.id), { cookie: member.cookie })
    ).json()) as TrainingSessionView;
    const tooMany = await call('PATCH', `/api/sessions/${logged.id}`, { successes: 11 }, { cookie: member.cookie });
    expect([tooMany.status, await tooMany.json()]).toEqual([400, expect.objectContaining({ code: 'validation_session_successes_max', field: 'successes' })]);
    const both = await call('PATCH', `/api/sessions/${logged.id}`, { rating: 4 }, { cookie: member.cookie });
    expect([both.status, await both.json()]).toEqual([400, expect.objectContaining({ code: 'validation_session_counts_or_rating', field: 'rating' })]);
    const moved = await call(
      'PATCH',
      `/api/sessions/${logged.id}`,
      { startedAt: '2026-11-18T08:00:00Z', durationMinutes: 30, notes: 'neu' },
      { cookie: member.cookie },
    );
    expect(await moved.json()).toMatchObject({ id: logged.id, day: '2026-11-18', durationMinutes: 30, notes: 'neu', repetitions: 10, successes: 8 });
    expect(await totalsOf(dog.id)).toEqual({ sessions: 1, minutes: 30, days: [{ day: '2026-11-18', sessions: 1 }] });
    const rated = await call('PATCH', `/api/sessions/${logged.id}`, { repetitions: null, successes: null, rating: 2 }, { cookie: member.cookie });
    expect(await rated.json()).toMatchObject({ repetitions: null, successes: null, rating: 2, successRate: 0.4 });
    expect((await call('DELETE', `/api/sessions/${logged.id}`, undefined, { cookie: member.cookie })).status).toBe(204);
    expect(await totalsOf(dog.id)).toEqual({ sessions: 0, minutes: 0, days: [] });
    expect((await call('DELETE', `/api/sessions/${logged.id}`, undefined, { cookie: member.cookie })).status).toBe(404);
  });
});

describe('GET /api/dogs/{dogId}/sessions', () => {
  it('pages newest first, optionally for one activity', async () => {
    const { member, dog, activity } = await journal();
    const other = await createActivity(db(), member.user.id);
    for (let i = 0; i < 22; i++) {
      await createSession(
        db(),
        { dogId: dog.id, activityId: i < 21 ? activity.id : other.id, userId: member.user.id },
        { startedAt: new Date(Date.UTC(2026, 10, 1, 10, i)) },
      );
    }
    const read = async (query: string) =>
      (await (await call('GET', `/api/dogs/${dog.id}/sessions${query}`, undefined, { cookie: member.cookie })).json()) as TrainingSessionPage;
    const first = await read('');
    expect(first.items).toHaveLength(20);
    expect(first.items[0]?.activity.id).toBe(other.id);
    expect(first.items.map((s) => s.startedAt)).toEqual([...first.items.map((s) => s.startedAt)].sort().reverse());
    const second = await read(`?cursor=${first.nextCursor}`);
    expect(second.items.map((s) => s.startedAt)).toEqual(['2026-11-01T10:01:00.000Z', '2026-11-01T10:00:00.000Z']);
    expect(second.nextCursor).toBeNull();
    const ofOther = await read(`?activityId=${other.id}`);
    expect(ofOther.items.map((s) => s.activity.id)).toEqual([other.id]);
    const bad = await call('GET', `/api/dogs/${dog.id}/sessions?cursor=nonsense`, undefined, { cookie: member.cookie });
    expect([bad.status, ((await bad.json()) as { code: string }).code]).toEqual([400, 'error_cursor_invalid']);
  });
});

describe('a former co-owner’s sessions', () => {
  it('can be listed (only their own) and deleted by them until the dog is deleted, and are in their data export', async () => {
    const { member, dog, activity } = await journal();
    const removed = await signedIn('free');
    const stranger = await signedIn('paidYearly');
    await db().insert(dogOwners).values({ dogId: dog.id, userId: removed.user.id });
    const log = (userId: number, startedAt: Date) => createSession(db(), { dogId: dog.id, activityId: activity.id, userId }, { startedAt });
    const [first, second, creators] = [
      await log(removed.user.id, new Date('2026-11-01T10:00:00Z')),
      await log(removed.user.id, new Date('2026-11-02T10:00:00Z')),
      await log(member.user.id, new Date('2026-11-03T10:00:00Z')),
    ];
    expect((await call('DELETE', `/api/dogs/${dog.id}/owners/${removed.user.id}`, undefined, { cookie: member.cookie })).status).toBe(200);
    const list = async (cookie: string) => call('GET', `/api/dogs/${dog.id}/sessions`, undefined, { cookie });
    const exported = async () =>
      (
        (await (await call('GET', '/api/account/export', undefined, { cookie: removed.cookie })).json()) as { trainingSessions: { id: number }[] }
      ).trainingSessions.map((session) => session.id);

    const page = (await (await list(removed.cookie)).json()) as TrainingSessionPage;
    expect(page.items.map((item) => [item.id, item.mine])).toEqual([
      [second.id, true],
      [first.id, true],
    ]);
    expect(await exported()).toEqual([first.id, second.id]);
    expect((await call('DELETE', `/api/sessions/${first.id}`, undefined, { cookie: removed.cookie })).status).toBe(204);
    const others = await call('DELETE', `/api/sessions/${creators.id}`, undefined, { cookie: removed.cookie });
    expect([others.status, ((await others.json()) as { code: string }).code]).toEqual([404, 'training_session_not_found']);
    expect((await call('PATCH', `/api/sessions/${second.id}`, { notes: 'x' }, { cookie: removed.cookie })).status).toBe(404);
    expect((await db().select({ id: trainingSessions.id }).from(trainingSessions)).map((row) => row.id).sort()).toEqual([second.id, creators.id].sort());
    expect((await list(stranger.cookie)).status).toBe(404);

    expect((await call('DELETE', `/api/dogs/${dog.id}`, undefined, { cookie: member.cookie })).status).toBe(200);
    const gone = await list(removed.cookie);
    expect([gone.status, ((await gone.json()) as { code: string }).code]).toEqual([404, 'dog_not_found']);
    expect(await exported()).toEqual([]);
  });
});

describe('the journal write limit', () => {
  it(
    'refuses the 61st write of a member within a minute with 429, writing nothing more',
    async () => {
      const { member, dog, activity } = await journal();
      const response = await refusalAfter(60, () => call('POST', `/api/dogs/${dog.id}/sessions`, sessionInput(activity.id), { cookie: member.cookie }));
      expect(((await response.json()) as { code: string }).code).toBe('error_rate_limited');
      const written = (await totalsOf(dog.id)).sessions;
      expect(await call('POST', `/api/dogs/${dog.id}/sessions`, sessionInput(activity.id), { cookie: member.cookie })).toHaveProperty('status', 429);
      expect((await totalsOf(dog.id)).sessions).toBe(written);
    },
    SLOW,
  );
});
