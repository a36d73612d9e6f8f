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
import { dogCourses, dogProgress } from '~/server/db/schema';
import { DUE_REVIEWS_LISTED } from '~/server/services/training/reviews';
import { STREAK_DAYS_READ } from '~/server/services/training/stats';
import { measure, sessionQueries } from '../../../bench/d1-meter';
import { TODAY_STEPS_PER_COURSE } from '~/shared/courses/rules';
import { createActivity } from '../../factories/content';
import { createCourse, enrolDog } from '../../factories/courses';
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

  it("offers the active courses' open steps, about 15 minutes of them, leaves a paused course out and congratulates a finished one", async () => {
    const { owner, dog, activities } = await household();
    const steps = await Promise.all([10, 10, 10, 5].map((duration, i) => createActivity(db(), owner.user.id, { title: `Kursschritt ${i}`, duration })));
    const [s0, s1, s2, s3] = steps.map(({ id }) => ({ activityId: id }));
    if (!s0 || !s1 || !s2 || !s3) throw new Error('steps missing');
    const { course: leine } = await createCourse(db(), owner.user.id, [[s0, s1, s2], [s3]], { title: 'Leine' });
    const { course: ruhe } = await createCourse(db(), owner.user.id, [[{ ...s3, note: 'Kürzer üben.' }]], { title: 'Ruhe' });
    const { course: pause } = await createCourse(db(), owner.user.id, [[s0]], { title: 'Pausiert' });
    const { course: done } = await createCourse(db(), owner.user.id, [[{ activityId: activities.learning.id, goalSessions: 1, goalSuccess: 50 }]], {
      title: 'Fertig',
    });
    const enrolledAt = new Date(Date.now() - 3 * 3_600_000);
    for (const course of [leine, ruhe, pause]) await enrolDog(db(), dog.id, course.id, { enrolledAt });
    await enrolDog(db(), dog.id, done.id, { enrolledAt, finishedAt: new Date() });
    await db().update(dogCourses).set({ status: 'paused', pausedAt: new Date() }).where(eq(dogCourses.courseId, pause.id));
    // Two weak sessions of "Ruhe"'s step: a smaller step, with the author's note.
    for (const hoursAgo of [2, 1]) {
      await createSession(
        db(),
        { dogId: dog.id, activityId: s3.activityId, userId: owner.user.id },
        { startedAt: new Date(Date.now() - hoursAgo * 3_600_000), successes: 2 },
      );
    }
    const body = (await (await todayOf(dog.id, owner.cookie)).json()) as DogToday;
    // "Leine": two steps of ten minutes fill the day (at most three per course); "Ruhe" gets its one step anyway.
    expect(body.courseSteps.map((step) => [step.course.title, step.activity.id, step.state])).toEqual([
      ['Leine', s0.activityId, 'open'],
      ['Leine', s1.activityId, 'open'],
      ['Ruhe', s3.activityId, 'open'],
    ]);
    expect(body.courseSteps.length).toBeLessThanOrEqual(2 * TODAY_STEPS_PER_COURSE);
    expect(body.courseSteps[2]).toMatchObject({ smallerStep: true, note: 'Kürzer üben.', sessions: 0, goal: { sessions: 3, success: 80, settings: null } });
    expect(body.finishedCourses).toEqual([{ id: done.id, title: 'Fertig' }]);
    expect(body.coursesFollowed).toBe(3);
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
    // Three courses of seven steps on those activities, followed for the last two days: their
    // steps count the dog's sessions of those activities since then (about 10 of each of 20).
    const enrolledAt = new Date(now - 2 * 86_400_000);
    for (let course = 0; course < 3; course += 1) {
      const stages = [0, 1, 2, 3, 4, 5, 6].map((step) => [{ activityId: learnt[(course * 7 + step) % 20]?.id ?? 0 }]);
      const { course: row } = await createCourse(db(), owner.user.id, [stages.flat().slice(0, 4), stages.flat().slice(4)]);
      await enrolDog(db(), dog.id, row.id, { enrolledAt });
    }
    const sinceEnrolment = Math.ceil((2 * 86_400_000) / 900_000 / 20) + 1;
    const progressRows = 26;
    const { result, body } = await measure('today', `/api/dogs/${dog.id}/today`, owner.cookie, await sessionQueries(owner.cookie));
    expect(result.status).toBe(200);
    expect(result.roundTrips).toBeLessThanOrEqual(3);
    // The streak's days, the week, the due reviews with their activities, the dog's progress rows for
    // the learning list and each of its positions, the evidence of those, and the guard: never the journal.
    // The courses: per step its stage, course, activity (tags, picture), result, and the sessions of its activity since enrolment.
    const courseBound = 21 * (10 + 2 * sinceEnrolment) + 3;
    const bound =
      STREAK_DAYS_READ + 7 + 2 * DUE_REVIEWS_LISTED + 2 * (CONTINUE_WITH + 1) * progressRows + CONTINUE_WITH * (STATS_SERIES_SESSIONS + 1) + 100 + courseBound;
    expect(result.rowsRead - result.sessionRowsRead).toBeLessThanOrEqual(bound);
    expect(bound).toBeLessThan(5_000);
    // At least one open step of each of the three courses, at most three.
    expect(new Set((body as DogToday).courseSteps.map((step) => step.course.id)).size).toBe(3);
    console.info(
      `today at 5,000 sessions: ${result.roundTrips} round trips, ${result.rowsRead - result.sessionRowsRead} rows read besides the session's (bound ${bound})`,
    );
  });
});
