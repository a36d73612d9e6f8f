/**
 * An author's insights, `GET /api/courses/{id}/insights` (docs/decisions/044-courses.md): how many
 * dogs follow the course, and per step how many reached it, how many finished it and the median
 * of the sessions it took. Counted from the results the triggers recorded (never anyone's
 * journal) and answered as counts only: no member, dog or single result leaves the server. One
 * batch; its rows are the course's steps and stages and the results recorded on it.
 */
import { and, asc, count, eq, isNotNull, sql } from 'drizzle-orm';
import type { CourseInsights } from '~/shared/courses/api';
import type { Db } from '~/server/db/client';
import { activities, courseStages, courseStepResults, courseSteps, courses, dogCourses } from '~/server/db/schema';
import type { SessionUser } from '~/server/auth/session-user';
import { changeable } from './access';

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? null) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

export async function courseInsights(db: Db, user: SessionUser, id: number): Promise<CourseInsights> {
  const [[head], steps, results, [enrolled], [finished]] = await db.batch([
    db.select({ authorId: courses.authorId, status: courses.status, hiddenAt: courses.hiddenAt }).from(courses).where(eq(courses.id, id)),
    db
      .select({
        id: courseSteps.id,
        stage: sql<number>`${courseStages.position}`.as('stage_position'),
        position: courseSteps.position,
        title: activities.title,
      })
      .from(courseSteps)
      .innerJoin(courseStages, eq(courseStages.id, courseSteps.stageId))
      .innerJoin(activities, eq(activities.id, courseSteps.activityId))
      .where(eq(courseSteps.courseId, id))
      .orderBy(asc(courseStages.position), asc(courseSteps.position)),
    db
      .select({ dogId: courseStepResults.dogId, stepId: courseStepResults.stepId, sessions: courseStepResults.sessions })
      .from(courseStepResults)
      .where(eq(courseStepResults.courseId, id)),
    db.select({ n: count() }).from(dogCourses).where(eq(dogCourses.courseId, id)),
    db
      .select({ n: count() })
      .from(dogCourses)
      .where(and(eq(dogCourses.courseId, id), isNotNull(dogCourses.finishedAt))),
  ]);
  changeable(user, head);
  const doneBy = new Map<number, Set<number>>();
  for (const result of results) doneBy.set(result.dogId, (doneBy.get(result.dogId) ?? new Set()).add(result.stepId));
  const dogs = [...doneBy.values()];
  const enrolledNow = enrolled?.n ?? 0;
  return {
    courseId: id,
    enrolled: enrolledNow,
    finishedCourse: finished?.n ?? 0,
    steps: steps.map((step) => {
      const before = steps.filter((other) => other.stage < step.stage).map((other) => other.id);
      // Every enrolled dog reaches the first stage; a later one once each step before it is done.
      const reached = before.length === 0 ? enrolledNow : dogs.filter((done) => before.every((stepId) => done.has(stepId))).length;
      const sessions = results.filter((result) => result.stepId === step.id).map((result) => result.sessions);
      return {
        stepId: step.id,
        stage: step.stage,
        position: step.position,
        title: step.title,
        reached,
        finished: sessions.length,
        medianSessions: median(sessions),
      };
    }),
  };
}
