/**
 * The course triggers of migration 0027 (docs/decisions/044-courses.md): a step's result is
 * recorded once, by the session that meets its goal, counting only sessions since enrolment;
 * the course is finished when every step has one; leaving takes the results with it, and the
 * course's enrolment counter follows the rows.
 */
import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '~/server/db/client';
import { courseStepResults, courses, dogCourses } from '~/server/db/schema';
import { createActivity } from '../../factories/content';
import { createCourse, enrolDog } from '../../factories/courses';
import { createSession } from '../../factories/training';
import { createDog } from '../../factories/dogs';
import { createUser } from '../../factories/users';

describe('course step results', () => {
  it('are recorded by the session that meets a goal, finish the course, and go with the enrolment', async () => {
    const db = getDb(env.DB);
    const user = await createUser(db, 'paidMonthly');
    const a = await createActivity(db, user.id);
    const b = await createActivity(db, user.id);
    const dog = await createDog(db, [user.id]);
    const { course, steps } = await createCourse(db, user.id, [
      [{ activityId: a.id, goalSessions: 2 }],
      [{ activityId: b.id, goalSessions: 1, goalSuccess: 60 }],
    ]);
    const enrolledAt = new Date(Date.now() - 60_000);
    await enrolDog(db, dog.id, course.id, { enrolledAt });
    await createSession(db, { dogId: dog.id, activityId: a.id, userId: user.id }, { startedAt: new Date(enrolledAt.getTime() - 1000) });
    await createSession(db, { dogId: dog.id, activityId: a.id, userId: user.id }, { successes: 7 });
    await createSession(db, { dogId: dog.id, activityId: a.id, userId: user.id });
    // The session before enrolment and the one at 70 % do not count: one of two so far.
    expect(await db.select().from(courseStepResults)).toHaveLength(0);
    // A rating of 4 is 80 %.
    await createSession(db, { dogId: dog.id, activityId: a.id, userId: user.id }, { repetitions: null, successes: null, rating: 4 });
    const results = await db.select().from(courseStepResults);
    expect(results).toMatchObject([{ stepId: steps[0]?.[0]?.id, sessions: 3 }]);
    await createSession(db, { dogId: dog.id, activityId: b.id, userId: user.id }, { repetitions: 10, successes: 6 });
    const [enrolment] = await db.select().from(dogCourses);
    expect(enrolment?.finishedAt).not.toBeNull();
    expect((await db.select().from(courses).where(eq(courses.id, course.id)))[0]?.enrolments).toBe(1);
    await db.delete(dogCourses);
    expect(await db.select().from(courseStepResults)).toHaveLength(0);
    expect((await db.select().from(courses).where(eq(courses.id, course.id)))[0]?.enrolments).toBe(0);
  });
});
