/**
 * A dog following courses (docs/decisions/046-following-courses.md): who may enrol which dog in
 * which course, the limit of three courses checked by the insert itself, pausing, resuming and
 * leaving (the sessions stay), and the steps' states through the API — co-owners' sessions count,
 * two weak sessions in a row ask for a smaller step.
 */
import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { COURSES_PER_DOG } from '~/shared/courses/rules';
import type { Enrolment, FollowedCourse } from '~/shared/courses/following';
import { getDb } from '~/server/db/client';
import { courseStepResults, courses, dogCourses, dogOwners, trainingSessions } from '~/server/db/schema';
import { measure, sessionQueries } from '../../../bench/d1-meter';
import { createActivity } from '../../factories/content';
import { createCourse } from '../../factories/courses';
import { createDog } from '../../factories/dogs';
import { signedIn } from '../../factories/sessions';
import { createSession } from '../../factories/training';
import { call } from '../request';

const db = () => getDb(env.DB);

const enrol = (dogId: number, courseId: unknown, cookie: string) => call('POST', `/api/dogs/${dogId}/courses`, { courseId }, { cookie });
const coursesOf = async (dogId: number, cookie: string) => {
  const response = await call('GET', `/api/dogs/${dogId}/courses`, undefined, { cookie });
  expect(response.status).toBe(200);
  return ((await response.json()) as { courses: FollowedCourse[] }).courses;
};

/** A paying member with a dog, and a course of two stages (two steps, then one) on three activities. */
async function setting() {
  const owner = await signedIn('paidMonthly');
  const author = await signedIn('professional');
  const dog = await createDog(db(), [owner.user.id], { name: 'Frieda' });
  const [a, b, c] = await Promise.all(['Sitz', 'Platz', 'Bleib'].map((title) => createActivity(db(), author.user.id, { title, duration: 5 })));
  if (!a || !b || !c) throw new Error('activities missing');
  const { course, steps } = await createCourse(db(), author.user.id, [
    [
      { activityId: a.id, goalSessions: 2, goalSuccess: 80 },
      { activityId: b.id, goalSessions: 3, goalSuccess: 80, note: 'Erst mit Leckerli in der Hand.' },
    ],
    [{ activityId: c.id, goalSessions: 1, goalSuccess: 60 }],
  ]);
  return { owner, author, dog, course, steps, activities: { a, b, c } };
}

describe('POST /api/dogs/{dogId}/courses', () => {
  it('enrols the dog from now and answers the enrolment', async () => {
    const { owner, dog, course } = await setting();
    const response = await enrol(dog.id, course.id, owner.cookie);
    expect(response.status).toBe(201);
    const body = (await response.json()) as Enrolment;
    expect(body).toMatchObject({ dogId: dog.id, courseId: course.id, status: 'active', pausedAt: null, finishedAt: null });
    expect((await db().select().from(courses).where(eq(courses.id, course.id)))[0]?.enrolments).toBe(1);
    // Twice is refused.
    const again = await enrol(dog.id, course.id, owner.cookie);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: 'course_follow_twice' });
  });

  it("answers 404 for another member's dog, 403 with the tracking message for a dog nobody pays for, 401 for visitors", async () => {
    const { dog, course } = await setting();
    const stranger = await signedIn('paidYearly');
    const strangers = await enrol(dog.id, course.id, stranger.cookie);
    expect(strangers.status).toBe(404);
    expect(await strangers.json()).toMatchObject({ code: 'dog_not_found' });
    const free = await signedIn('free');
    const freeDog = await createDog(db(), [free.user.id]);
    const refused = await enrol(freeDog.id, course.id, free.cookie);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'training_premium' });
    expect((await call('POST', `/api/dogs/${dog.id}/courses`, { courseId: course.id })).status).toBe(401);
    expect(await db().select().from(dogCourses).where(eq(dogCourses.courseId, course.id))).toHaveLength(0);
  });

  it('lets a free co-owner enrol a dog its paying owner covers', async () => {
    const { owner, course } = await setting();
    const partner = await signedIn('free');
    const shared = await createDog(db(), [owner.user.id, partner.user.id]);
    expect((await enrol(shared.id, course.id, partner.cookie)).status).toBe(201);
  });

  it('answers 404 for a draft, a hidden or a missing course, 409 for an archived one, 400 at the field for a bad id', async () => {
    const { owner, author, dog, activities } = await setting();
    const steps = [[{ activityId: activities.a.id }]];
    const { course: draft } = await createCourse(db(), author.user.id, steps, { status: 'draft', publishedAt: null });
    const { course: hidden } = await createCourse(db(), author.user.id, steps, { hiddenAt: new Date() });
    const { course: archived } = await createCourse(db(), author.user.id, steps, { status: 'archived' });
    for (const id of [draft.id, hidden.id, archived.id + 100_000]) {
      const response = await enrol(dog.id, id, owner.cookie);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ code: 'course_follow_not_found' });
    }
    const closed = await enrol(dog.id, archived.id, owner.cookie);
    expect(closed.status).toBe(409);
    expect(await closed.json()).toMatchObject({ code: 'course_follow_archived', message: 'Dieser Kurs nimmt keine neuen Hunde mehr auf.' });
    for (const bad of ['1', 0, 1.5, null, 'x'.repeat(10_000)]) {
      const response = await enrol(dog.id, bad, owner.cookie);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'validation_course_choose', field: 'courseId' });
    }
  });

  it('keeps a dog at three unfinished courses, even with thirty enrolments at once', async () => {
    const { owner, author, dog, activities } = await setting();
    const many = await Promise.all(Array.from({ length: 30 }, () => createCourse(db(), author.user.id, [[{ activityId: activities.a.id }]])));
    const answers = await Promise.all(many.map(({ course }) => enrol(dog.id, course.id, owner.cookie)));
    expect(answers.filter((response) => response.status === 201)).toHaveLength(COURSES_PER_DOG);
    const refused = answers.filter((response) => response.status === 409);
    expect(refused).toHaveLength(30 - COURSES_PER_DOG);
    expect(await refused[0]?.json()).toMatchObject({ code: 'course_follow_limit' });
    expect(await db().select().from(dogCourses).where(eq(dogCourses.dogId, dog.id))).toHaveLength(COURSES_PER_DOG);
    // A paused course still counts; a finished one makes room.
    const [first] = await db().select().from(dogCourses).where(eq(dogCourses.dogId, dog.id));
    if (!first) throw new Error('no enrolment');
    expect((await call('POST', `/api/dogs/${dog.id}/courses/${first.courseId}/pause`, undefined, { cookie: owner.cookie })).status).toBe(200);
    const fourth = many.find((_, index) => answers[index]?.status === 409);
    if (!fourth) throw new Error('no refused course');
    expect((await enrol(dog.id, fourth.course.id, owner.cookie)).status).toBe(409);
    await db().update(dogCourses).set({ finishedAt: new Date() }).where(eq(dogCourses.courseId, first.courseId));
    expect((await enrol(dog.id, fourth.course.id, owner.cookie)).status).toBe(201);
  });
});

describe('pause, resume and leave', () => {
  it('pause and resume the enrolment, leaving deletes it and its results but never a session', async () => {
    const { owner, dog, course, activities } = await setting();
    expect((await enrol(dog.id, course.id, owner.cookie)).status).toBe(201);
    await createSession(db(), { dogId: dog.id, activityId: activities.a.id, userId: owner.user.id });
    await createSession(db(), { dogId: dog.id, activityId: activities.a.id, userId: owner.user.id });
    expect(await db().select().from(courseStepResults).where(eq(courseStepResults.dogId, dog.id))).toHaveLength(1);
    const path = `/api/dogs/${dog.id}/courses/${course.id}`;
    const paused = await call('POST', `${path}/pause`, undefined, { cookie: owner.cookie });
    expect(paused.status).toBe(200);
    const pausedBody = (await paused.json()) as Enrolment;
    expect(pausedBody).toMatchObject({ status: 'paused', pausedAt: expect.any(String) });
    // Pausing again keeps the first pause's time.
    expect(await (await call('POST', `${path}/pause`, undefined, { cookie: owner.cookie })).json()).toMatchObject({ pausedAt: pausedBody.pausedAt });
    expect((await coursesOf(dog.id, owner.cookie))[0]).toMatchObject({ status: 'paused' });
    expect(await (await call('POST', `${path}/resume`, undefined, { cookie: owner.cookie })).json()).toMatchObject({ status: 'active', pausedAt: null });
    const stranger = await signedIn('paidYearly');
    expect((await call('DELETE', path, undefined, { cookie: stranger.cookie })).status).toBe(404);
    expect((await call('DELETE', path, undefined, { cookie: owner.cookie })).status).toBe(204);
    expect(await db().select().from(courseStepResults).where(eq(courseStepResults.dogId, dog.id))).toHaveLength(0);
    expect(await db().select().from(trainingSessions).where(eq(trainingSessions.dogId, dog.id))).toHaveLength(2);
    expect(await coursesOf(dog.id, owner.cookie)).toEqual([]);
    for (const action of ['pause', 'resume']) {
      const response = await call('POST', `${path}/${action}`, undefined, { cookie: owner.cookie });
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ code: 'course_follow_not_following' });
    }
    expect((await call('DELETE', path, undefined, { cookie: owner.cookie })).status).toBe(404);
  });
});

describe('GET /api/dogs/{dogId}/courses', () => {
  it("shows each step done, open or locked, counting a co-owner's sessions since enrolment only", async () => {
    const { owner, dog, course, steps, activities } = await setting();
    const partner = await signedIn('free');
    await db().insert(dogOwners).values({ dogId: dog.id, userId: partner.user.id });
    // Before enrolment: does not count.
    await createSession(db(), { dogId: dog.id, activityId: activities.a.id, userId: owner.user.id }, { startedAt: new Date(Date.now() - 3_600_000) });
    expect((await enrol(dog.id, course.id, owner.cookie)).status).toBe(201);
    await createSession(db(), { dogId: dog.id, activityId: activities.a.id, userId: owner.user.id });
    let [followed] = await coursesOf(dog.id, partner.cookie);
    expect(followed?.stages.map((stage) => stage.steps.map((step) => [step.state, step.sessions]))).toEqual([
      [
        ['open', 1],
        ['open', 0],
      ],
      [['locked', 0]],
    ]);
    // The co-owner's session completes the first step.
    await createSession(db(), { dogId: dog.id, activityId: activities.a.id, userId: partner.user.id }, { repetitions: null, successes: null, rating: 5 });
    // Two sessions of the second below 50 %: a smaller step, with the author's note.
    await createSession(db(), { dogId: dog.id, activityId: activities.b.id, userId: owner.user.id }, { startedAt: new Date(Date.now() + 1000), successes: 4 });
    await createSession(
      db(),
      { dogId: dog.id, activityId: activities.b.id, userId: partner.user.id },
      { startedAt: new Date(Date.now() + 2000), successes: 3 },
    );
    [followed] = await coursesOf(dog.id, owner.cookie);
    expect(followed).toMatchObject({ course: { id: course.id, title: course.title, lang: 'de' }, status: 'active', finished: false, done: 1, total: 3 });
    const second = followed?.stages[0]?.steps[1];
    expect(followed?.stages[0]?.steps[0]).toMatchObject({ id: steps[0]?.[0]?.id, state: 'done', sessions: 2 });
    expect(second).toMatchObject({ state: 'open', sessions: 0, smallerStep: true, note: 'Erst mit Leckerli in der Hand.' });
    expect(second?.activity).toMatchObject({ id: activities.b.id, title: 'Platz', duration: 5, thumbnail: null, kind: expect.any(String) });
    expect(second?.goal).toEqual({ sessions: 3, success: 80, settings: null });
    // Three good sessions: the stage is done, the next opens.
    for (const offset of [3000, 4000, 5000]) {
      await createSession(
        db(),
        { dogId: dog.id, activityId: activities.b.id, userId: owner.user.id },
        { startedAt: new Date(Date.now() + offset), successes: 9 },
      );
    }
    [followed] = await coursesOf(dog.id, owner.cookie);
    expect(followed?.stages.map((stage) => stage.steps.map((step) => step.state))).toEqual([['done', 'done'], ['open']]);
    expect(followed?.stages[0]?.steps[1]?.smallerStep).toBe(false);
    await createSession(db(), { dogId: dog.id, activityId: activities.c.id, userId: owner.user.id }, { successes: 6 });
    [followed] = await coursesOf(dog.id, owner.cookie);
    expect(followed).toMatchObject({ finished: true, done: 3, total: 3, finishedAt: expect.any(String) });
  });

  it("answers 404 for another member's dog and 403 for a dog nobody pays for", async () => {
    const { dog } = await setting();
    const stranger = await signedIn('paidYearly');
    expect((await call('GET', `/api/dogs/${dog.id}/courses`, undefined, { cookie: stranger.cookie })).status).toBe(404);
    const free = await signedIn('free');
    const freeDog = await createDog(db(), [free.user.id]);
    expect((await call('GET', `/api/dogs/${freeDog.id}/courses`, undefined, { cookie: free.cookie })).status).toBe(403);
  });

  it('answers every write in at most three round trips, the rate limit and the session included', async () => {
    const { owner, dog, course } = await setting();
    const enrolled = await measure('enrol', `/api/dogs/${dog.id}/courses`, owner.cookie, await sessionQueries(owner.cookie), undefined, {
      method: 'POST',
      body: { courseId: course.id },
    });
    expect(enrolled.result.status).toBe(201);
    expect(enrolled.result.roundTrips).toBeLessThanOrEqual(3);
    const listed = await measure('courses', `/api/dogs/${dog.id}/courses`, owner.cookie, await sessionQueries(owner.cookie));
    expect(listed.result.status).toBe(200);
    expect(listed.result.roundTrips).toBeLessThanOrEqual(3);
    for (const action of ['pause', 'resume']) {
      const path = `/api/dogs/${dog.id}/courses/${course.id}/${action}`;
      const { result } = await measure(action, path, owner.cookie, await sessionQueries(owner.cookie), undefined, { method: 'POST', body: {} });
      expect(result.status).toBe(200);
      expect(result.roundTrips).toBeLessThanOrEqual(3);
    }
  });
});
