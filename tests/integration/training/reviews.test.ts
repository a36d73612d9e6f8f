/**
 * The review schedule through the API (docs/decisions/023-training-journal.md): marking mastered
 * starts it in the member's time zone, unmarking ends it, logged reviews move it (strong up, weak
 * down), edits and deletes replay it, and the development test clock makes a review come due.
 */
import { env } from 'cloudflare:workers';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, localDay } from '~/shared/training/days';
import type { DogReviews, TrainingSessionView } from '~/shared/training/journal';
import { getDb } from '~/server/db/client';
import { dogProgress } from '~/server/db/schema';
import { createActivity } from '../../factories/content';
import { createDog } from '../../factories/dogs';
import { signedIn } from '../../factories/sessions';
import { call } from '../request';

const db = () => getDb(env.DB);
const BERLIN = 'Europe/Berlin';
const today = () => localDay(new Date(), BERLIN);

async function journal() {
  const member = await signedIn('paidYearly', { timeZone: BERLIN });
  const dog = await createDog(db(), [member.user.id]);
  const activity = await createActivity(db(), member.user.id);
  return { member, dog, activity };
}

async function scheduleOf(dogId: number, activityId: number) {
  const [row] = await db()
    .select({ mastered: dogProgress.mastered, masteredOn: dogProgress.masteredOn, step: dogProgress.reviewStep, due: dogProgress.reviewDue })
    .from(dogProgress)
    .where(and(eq(dogProgress.dogId, dogId), eq(dogProgress.activityId, activityId)));
  return row;
}

/** Noon of `day` in Berlin, as the API takes it. */
const noonOf = (day: string) => `${day}T12:00:00+01:00`;

describe('marking mastered', () => {
  it('starts the schedule today in the member’s time zone; unmarking ends it; marking again keeps a running one', async () => {
    const { member, dog, activity } = await journal();
    const mark = (mastered: boolean) => call('POST', `/api/dogs/${dog.id}/progress/${activity.id}`, { mastered }, { cookie: member.cookie });
    expect((await mark(true)).status).toBe(200);
    expect(await scheduleOf(dog.id, activity.id)).toEqual({ mastered: true, masteredOn: today(), step: 0, due: addDays(today(), 3) });
    await db()
      .update(dogProgress)
      .set({ reviewStep: 2, reviewDue: addDays(today(), 9) })
      .where(eq(dogProgress.dogId, dog.id));
    await mark(true);
    expect(await scheduleOf(dog.id, activity.id)).toMatchObject({ step: 2, due: addDays(today(), 9) });
    await mark(false);
    expect(await scheduleOf(dog.id, activity.id)).toEqual({ mastered: false, masteredOn: null, step: 0, due: null });
  });

  it('does the same through the legacy progress route on the current dog', async () => {
    const { member, dog, activity } = await journal();
    const response = await call('POST', `/api/activity-progress/${member.user.id}/${activity.id}`, { mastered: true }, { cookie: member.cookie });
    expect(response.status).toBe(200);
    expect(await scheduleOf(dog.id, activity.id)).toEqual({ mastered: true, masteredOn: today(), step: 0, due: addDays(today(), 3) });
    await call('POST', `/api/activity-progress/${member.user.id}/${activity.id}`, { mastered: false }, { cookie: member.cookie });
    expect(await scheduleOf(dog.id, activity.id)).toMatchObject({ masteredOn: null, due: null });
  });
});

describe('logged reviews', () => {
  it('move the schedule up when strong, down when weak, and replay on edit and delete', async () => {
    const { member, dog, activity } = await journal();
    const masteredOn = addDays(today(), -20);
    await db()
      .insert(dogProgress)
      .values({ dogId: dog.id, activityId: activity.id, mastered: true, masteredOn, reviewDue: addDays(masteredOn, 3) });
    const log = async (day: string, successes: number) =>
      (await (
        await call(
          'POST',
          `/api/dogs/${dog.id}/sessions`,
          { activityId: activity.id, startedAt: noonOf(day), durationMinutes: 10, repetitions: 10, successes, setting: 'home', distraction: 'low' },
          { cookie: member.cookie },
        )
      ).json()) as TrainingSessionView;
    // A session on the day of mastering is evidence, not a review.
    await log(masteredOn, 10);
    expect(await scheduleOf(dog.id, activity.id)).toMatchObject({ step: 0, due: addDays(masteredOn, 3) });
    const strong = await log(addDays(today(), -15), 9);
    expect(await scheduleOf(dog.id, activity.id)).toMatchObject({ step: 1, due: addDays(today(), -15 + 7) });
    await log(addDays(today(), -8), 10);
    expect(await scheduleOf(dog.id, activity.id)).toMatchObject({ step: 2, due: addDays(today(), -8 + 14) });
    const weak = await log(addDays(today(), -1), 2);
    expect(await scheduleOf(dog.id, activity.id)).toMatchObject({ step: 1, due: addDays(today(), -1 + 7) });
    // In between (≥ 50 %, < 80 %) keeps the interval.
    await call('PATCH', `/api/sessions/${weak.id}`, { successes: 6 }, { cookie: member.cookie });
    expect(await scheduleOf(dog.id, activity.id)).toMatchObject({ step: 2, due: addDays(today(), -1 + 14) });
    await call('DELETE', `/api/sessions/${strong.id}`, undefined, { cookie: member.cookie });
    expect(await scheduleOf(dog.id, activity.id)).toMatchObject({ step: 1, due: addDays(today(), -1 + 7) });
  });

  it('lose no session under parallel logs on a mastered activity', async () => {
    const { member, dog, activity } = await journal();
    const masteredOn = addDays(today(), -12);
    await db()
      .insert(dogProgress)
      .values({ dogId: dog.id, activityId: activity.id, mastered: true, masteredOn, reviewDue: addDays(masteredOn, 3) });
    // Four strong review days logged at once: each one moves the schedule up once, whatever the order.
    const days = [-10, -8, -6, -4].map((offset) => addDays(today(), offset));
    const responses = await Promise.all(
      days.map((day) =>
        call(
          'POST',
          `/api/dogs/${dog.id}/sessions`,
          { activityId: activity.id, startedAt: noonOf(day), durationMinutes: 10, rating: 5, setting: 'park', distraction: 'high' },
          { cookie: member.cookie },
        ),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    expect(await scheduleOf(dog.id, activity.id)).toMatchObject({ step: 4, due: addDays(today(), -4 + 60) });
  });
});

describe('GET /api/dogs/{dogId}/reviews', () => {
  it('sorts mastered activities into overdue, due today and upcoming, with their activity and interval', async () => {
    const { member, dog } = await journal();
    const [late, now, soon, notMastered] = await Promise.all([1, 2, 3, 4].map(() => createActivity(db(), member.user.id)));
    const row = (activityId: number, offset: number, reviewStep: number) => ({
      dogId: dog.id,
      activityId,
      mastered: true,
      masteredOn: addDays(today(), -30),
      reviewStep,
      reviewDue: addDays(today(), offset),
    });
    await db()
      .insert(dogProgress)
      .values([row(late!.id, -2, 0), row(now!.id, 0, 1), row(soon!.id, 5, 3), { dogId: dog.id, activityId: notMastered!.id, tried: true }]);
    const reviews = (await (await call('GET', `/api/dogs/${dog.id}/reviews`, undefined, { cookie: member.cookie })).json()) as DogReviews;
    expect(reviews).toEqual({
      today: today(),
      overdue: [{ activity: { id: late!.id, title: late!.title }, dueOn: addDays(today(), -2), masteredOn: addDays(today(), -30), intervalDays: 3 }],
      due: [{ activity: { id: now!.id, title: now!.title }, dueOn: today(), masteredOn: addDays(today(), -30), intervalDays: 7 }],
      upcoming: [{ activity: { id: soon!.id, title: soon!.title }, dueOn: addDays(today(), 5), masteredOn: addDays(today(), -30), intervalDays: 30 }],
    });
  });

  it('sees a review come due when the development test clock moves ahead, and never outside development', async () => {
    const { member, dog, activity } = await journal();
    await call('POST', `/api/dogs/${dog.id}/progress/${activity.id}`, { mastered: true }, { cookie: member.cookie });
    const reviews = async (bindings: Env = env) =>
      (await (await call('GET', `/api/dogs/${dog.id}/reviews`, undefined, { cookie: member.cookie, bindings })).json()) as DogReviews;
    expect((await reviews()).upcoming.map((r) => r.activity.id)).toEqual([activity.id]);

    const production = { ...env, ENVIRONMENT: 'production' };
    const refused = await call('PUT', '/__dev/clock', { offsetDays: 3 }, { bindings: production });
    expect(refused.status).toBe(404);
    expect((await call('DELETE', '/__dev/clock', undefined, { bindings: production })).status).toBe(404);
    expect((await reviews()).upcoming.map((r) => r.activity.id)).toEqual([activity.id]);

    const bad = await call('PUT', '/__dev/clock', { offsetDays: -1 });
    expect([bad.status, ((await bad.json()) as { field: string }).field]).toEqual([400, 'offsetDays']);
    const moved = await call('PUT', '/__dev/clock', { offsetDays: 3 });
    expect(moved.status).toBe(200);
    expect(Date.parse(((await moved.json()) as { now: string }).now) - Date.now()).toBeGreaterThan(3 * 86_400_000 - 60_000);
    const due = await reviews();
    expect([due.today, due.due.map((r) => r.activity.id)]).toEqual([addDays(today(), 3), [activity.id]]);
    // Production never reads the offset: the review is still upcoming there.
    expect((await reviews(production)).upcoming.map((r) => r.activity.id)).toEqual([activity.id]);
    await call('DELETE', '/__dev/clock');
    expect((await reviews()).today).toBe(today());
  });
});
