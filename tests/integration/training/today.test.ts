/**
 * "Heute" as JSON (docs/decisions/037-today.md): what is due, ready to confirm and being learnt for
 * the owner and a co-owner; 404 for anyone else, 403 for a dog nobody pays for; and its reads at
 * 5,000 sessions, bounded by the dog's own rows in at most three round trips.
 */
import { env } from 'cloudflare:workers';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, localDay } from '~/shared/training/days';
import { STATS_SERIES_SESSIONS } from '~/shared/training/journal';
import { CONTINUE_WITH, type DogToday } from '~/shared/training/today';
import { getDb } from '~/server/db/client';
import { dogProgress } from '~/server/db/schema';
import { DUE_REVIEWS_LISTED } from '~/server/services/training/reviews';
import { STREAK_DAYS_READ } from '~/server/services/training/stats';
import { measure, sessionQueries } from '../../../bench/d1-meter';
import { createActivity } from '../../factories/content';
import { createDog, tickProgress } from '../../factories/dogs';
import { signedIn } from '../../factories/sessions';
import { createSession } from '../../factories/training';
import { call } from '../request';

const db = () => getDb(env.DB);
const BERLIN = 'Europe/Berlin';

const todayOf = async (dogId: number, cookie: string) => call('GET', `/api/dogs/${dogId}/today`, undefined, { cookie });

/** A mastered activity whose review came due `daysAgo` days ago (0: today). */
async function reviewDue(dogId: number, activityId: number, dueOn: string) {
  await tickProgress(db(), dogId, activityId, { tried: true, mastered: true });
  await db()
    .update(dogProgress)
    .set({ masteredOn: addDays(dueOn, -7), reviewDue: dueOn, reviewStep: 1 })
    .where(and(eq(dogProgress.dogId, dogId), eq(dogProgress.activityId, activityId)));
}

/** A dog with one review overdue, one due today, one due tomorrow; one activity ready to confirm; two being learnt. */
async function household() {
  const owner = await signedIn('paidYearly', { timeZone: BERLIN });
  const partner = await signedIn('free', { timeZone: BERLIN });
  const dog = await createDog(db(), [owner.user.id, partner.user.id], { name: 'Frieda' });
  const [overdue, due, tomorrow, ready, learning, tried] = await Promise.all(
    ['Sitz', 'Platz', 'Bleib', 'Rückruf', 'Leinenführigkeit', 'Pfote'].map((title) => createActivity(db(), owner.user.id, { title })),
  );
  if (!overdue || !due || !tomorrow || !ready || !learning || !tried) throw new Error('activities missing');
  const today = localDay(new Date(), BERLIN);
  await reviewDue(dog.id, overdue.id, addDays(today, -3));
  await reviewDue(dog.id, due.id, today);
  await reviewDue(dog.id, tomorrow.id, addDays(today, 1));
  await tickProgress(db(), dog.id, tried.id, { tried: true });
  const ids = { dogId: dog.id, userId: owner.user.id };
  // Three sessions of 90 % at home and in the park: the rule proposes "mastered".
  const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * 3_600_000);
  for (const [hoursAgo, setting] of [
    [30, 'home'],
    [28, 'park'],
    [26, 'home'],
  ] as const) {
    await createSession(db(), { ...ids, activityId: ready.id }, { startedAt: at(hoursAgo), repetitions: 10, successes: 9, setting });
  }
  // Trained most recently, but only at 50 %: being learnt.
  await createSession(db(), { ...ids, activityId: learning.id }, { startedAt: at(2), repetitions: 10, successes: 5, durationMinutes: 12 });
  return { owner, partner, dog, activities: { overdue, due, tomorrow, ready, learning, tried }, today };
}

describe('GET /api/dogs/{dogId}/today', () => {
  it("answers the owner with the dog's day: due, ready to confirm, continue with", async () => {
    const { owner, dog, activities, today } = await household();
    const response = await todayOf(dog.id, owner.cookie);
    expect(response.status).toBe(200);
    const body = (await response.json()) as DogToday;
    expect(body.today).toBe(today);
    expect(body.dog).toEqual({ id: dog.id, name: 'Frieda', photo: null });
    expect(body.due.map((item) => [item.activity.title, item.dueOn])).toEqual([
      ['Sitz', addDays(today, -3)],
      ['Platz', today],
    ]);
    expect(body.dueTomorrow).toBe(1);
    expect(body.readyToConfirm.map((item) => item.activity.id)).toEqual([activities.ready.id]);
    expect(body.readyToConfirm[0]?.evidence).toMatchObject({ proposed: true, sessions: 3, settings: ['home', 'park'] });
    // Most recently trained first; the one only ticked as tried comes last, without a training time.
    expect(body.continueWith.map((item) => [item.activity.id, item.lastTrainedAt === null])).toEqual([
      [activities.learning.id, false],
      [activities.tried.id, true],
    ]);
    expect(body).toMatchObject({ started: true, trainedToday: expect.any(Boolean) });
    expect(body.weekMinutes).toBeGreaterThanOrEqual(0);
  });

  it('answers a co-owner the same day of the dog (the owner pays for it)', async () => {
    const { owner, partner, dog } = await household();
    const [mine, theirs] = await Promise.all([todayOf(dog.id, owner.cookie), todayOf(dog.id, partner.cookie)]);
    expect(theirs.status).toBe(200);
    expect(await theirs.json()).toEqual(await mine.json());
  });

  it("answers 404 for someone else's dog and for a dog that does not exist, and 401 without a session", async () => {
    const { dog } = await household();
    const stranger = await signedIn('paidYearly');
    for (const id of [dog.id, dog.id + 100_000]) {
      const response = await todayOf(id, stranger.cookie);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ code: 'dog_not_found' });
    }
    expect((await call('GET', `/api/dogs/${dog.id}/today`)).status).toBe(401);
    expect((await todayOf(0, stranger.cookie)).status).toBe(400);
  });

  it('refuses a free member whose dog nobody pays for with the tracking message', async () => {
    const member = await signedIn('free');
    const dog = await createDog(db(), [member.user.id]);
    const response = await todayOf(dog.id, member.cookie);
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'training_premium' });
  });

  it('says when a dog has not started anything yet', async () => {
    const member = await signedIn('paidMonthly');
    const dog = await createDog(db(), [member.user.id]);
    const body = (await (await todayOf(dog.id, member.cookie)).json()) as DogToday;
    expect(body).toMatchObject({ started: false, due: [], readyToConfirm: [], continueWith: [], streak: 0, weekMinutes: 0, dueTomorrow: 0 });
  });

  it('reads at most three round trips and rows bounded by the dog, not its 5,000 sessions', async () => {
    const { owner, dog } = await household();
    // 5,000 more sessions on twenty activities being learnt, one every 15 minutes back from now.
    const learnt = await Promise.all(Array.from({ length: 20 }, (_, i) => createActivity(db(), owner.user.id, { title: `Übung ${i}` })));
    const now = Date.now();
    await env.DB.prepare(`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 5000)
      INSERT INTO training_sessions (dog_id, activity_id, user_id, started_at, day, duration_minutes, repetitions, successes, setting, distraction, notes)
      SELECT ?, json_extract(?, printf('$[%d]', i % 20)), ?, ? - i * 900000, date((? - i * 900000) / 1000, 'unixepoch'), 10, 10, 5, 'home', 'low', ''
      FROM n`)
      .bind(dog.id, JSON.stringify(learnt.map((a) => a.id)), owner.user.id, now, now)
      .run();
    const progressRows = 26;
    const { result } = await measure('today', `/api/dogs/${dog.id}/today`, owner.cookie, await sessionQueries(owner.cookie));
    expect(result.status).toBe(200);
    expect(result.roundTrips).toBeLessThanOrEqual(3);
    // The streak's days, the week, the due reviews with their activities, the dog's progress rows for
    // the learning list and each of its positions, the evidence of those, and the guard: never the journal.
    const bound = STREAK_DAYS_READ + 7 + 2 * DUE_REVIEWS_LISTED + 2 * (CONTINUE_WITH + 1) * progressRows + CONTINUE_WITH * (STATS_SERIES_SESSIONS + 1) + 100;
    expect(result.rowsRead - result.sessionRowsRead).toBeLessThanOrEqual(bound);
    expect(bound).toBeLessThan(2_000);
    console.info(
      `today at 5,000 sessions: ${result.roundTrips} round trips, ${result.rowsRead - result.sessionRowsRead} rows read besides the session's (bound ${bound})`,
    );
  });
});
