/**
 * The demo's dogs partway through a course (src/server/db/seed/enrolments.ts): nothing while the
 * seeded courses are missing; once they exist, stage 1 has its first step done and the second at
 * "2 von 3", also where the journal holds a session of the step's activity without a rate, and a
 * second run adds nothing.
 */
import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '~/server/db/client';
import { dogCourses, trainingSessions } from '~/server/db/schema';
import { DEMO_ENROLMENTS, seedDemoEnrolments } from '~/server/db/seed/enrolments';
import { courseStepRows, followedCourses } from '~/server/services/courses/progress';
import { createActivity } from '../../factories/content';
import { createCourse } from '../../factories/courses';
import { createDog } from '../../factories/dogs';
import { createSession } from '../../factories/training';
import { createUser } from '../../factories/users';

const db = () => getDb(env.DB);
const DAY = 86_400_000;

describe('the demo enrolments', () => {
  it('wait for the seeded courses, then leave each dog partway through stage 1', async () => {
    const trainers = new Map<string, number>();
    for (const { dogId, trainer } of DEMO_ENROLMENTS) {
      const user = await createUser(db(), 'paidMonthly');
      trainers.set(trainer, user.id);
      await createDog(db(), [user.id], { id: dogId });
    }
    const userId = (username: string) => trainers.get(username) ?? 0;
    const seed = () => seedDemoEnrolments(db(), Date.now(), userId, () => 'Europe/Berlin');
    await seed();
    expect(await db().select().from(dogCourses)).toEqual([]);

    const author = await createUser(db(), 'professional');
    const [a, b, c] = await Promise.all([1, 2, 3].map((i) => createActivity(db(), author.id, { title: `Leine ${i}` })));
    if (!a || !b || !c) throw new Error('activities missing');
    for (const { courseId } of DEMO_ENROLMENTS) {
      await createCourse(
        db(),
        author.id,
        [
          [
            { activityId: a.id, goalSessions: 2 },
            { activityId: b.id, goalSessions: 3, goalSettings: 2 },
          ],
          [{ activityId: c.id }],
        ],
        { id: courseId },
      );
    }
    // The journal already holds a session of the first step's activity since the enrolment, without a rate.
    const [first] = DEMO_ENROLMENTS;
    await createSession(
      db(),
      { dogId: first.dogId, activityId: a.id, userId: userId(first.trainer) },
      { startedAt: new Date(Date.now() - 3 * DAY), repetitions: null, successes: null },
    );
    await seed();
    await seed();
    for (const { dogId } of DEMO_ENROLMENTS) {
      const [course] = followedCourses(await courseStepRows(db(), dogId, null));
      expect(course?.stages.map((stage) => stage.steps.map((step) => [step.state, step.sessions, step.settings]))).toEqual([
        [
          ['done', 2, 0],
          ['open', 2, 2],
        ],
        [['locked', 0, 0]],
      ]);
      expect(await db().select().from(trainingSessions).where(eq(trainingSessions.dogId, dogId))).toHaveLength(dogId === first.dogId ? 5 : 4);
    }
  });
});
