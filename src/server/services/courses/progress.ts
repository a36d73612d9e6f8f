/**
 * Where a dog stands on the courses it follows (docs/decisions/046-following-courses.md): one
 * statement reads, per step of those courses, the goal, whether a result was recorded, and what
 * the dog's sessions of the step's activity since enrolment say (the qualifying count and their
 * settings, the rates of the newest two with a result), whoever of its owners logged them; the
 * shared rule (`courseProgress`) turns that into done, open and locked. Rows read are the courses'
 * own steps and, through `training_sessions_dog_activity_idx`, the dog's sessions of those
 * activities since enrolment: never the rest of the journal.
 */
import { and, asc, count, eq, gte, isNull, or, sql, type SQL } from 'drizzle-orm';
import { activityKindOf } from '~/shared/activity-kind';
import { courseProgress, isFinished } from '~/shared/courses/rules';
import type { FollowedCourse, FollowedStage } from '~/shared/courses/following';
import { mediaUrl } from '~/shared/media';
import type { Db } from '~/server/db/client';
import { activities, courseStages, courseSteps, courses, dogCourses } from '~/server/db/schema';
import { activityTagsJson, activityThumbnailKey } from '~/server/services/activities/columns';

/** The dog's sessions of the step's activity since enrolment, as `t` (the trigger of migration 0027 counts the same). */
const sinceEnrolment = sql`t.dog_id = ${dogCourses.dogId} and t.activity_id = ${courseSteps.activityId} and t.started_at >= ${dogCourses.enrolledAt}`;
/** A session at or above the step's rate: successes of repetitions, or a 1–5 rating as fifths (whole numbers, no floats). */
const reachesGoal = sql`((t.repetitions > 0 and coalesce(t.successes, 0) * 100 >= ${courseSteps.goalSuccess} * t.repetitions) or (coalesce(t.repetitions, 0) = 0 and t.rating * 20 >= ${courseSteps.goalSuccess}))`;

/** The step's result is recorded: it stays done, and its sessions need no reading. */
const recorded = sql`exists (select 1 from course_step_results r where r.dog_id = ${dogCourses.dogId} and r.step_id = ${courseSteps.id})`;

/**
 * D1's batch answers rows by column name, so the columns three tables share (`id`, `title`) are
 * named apart here; the rest keep drizzle's own mapping.
 */
const stepColumns = {
  courseId: dogCourses.courseId,
  status: dogCourses.status,
  enrolledAt: dogCourses.enrolledAt,
  pausedAt: dogCourses.pausedAt,
  finishedAt: dogCourses.finishedAt,
  title: courses.title,
  lang: courses.lang,
  stageId: sql<number>`${courseStages.id}`.as('stage_id'),
  stageTitle: sql<string>`${courseStages.title}`.as('stage_title'),
  stepId: sql<number>`${courseSteps.id}`.as('step_id'),
  goalSessions: courseSteps.goalSessions,
  goalSuccess: courseSteps.goalSuccess,
  goalSettings: courseSteps.goalSettings,
  note: courseSteps.note,
  activityId: sql<number>`${activities.id}`.as('step_activity_id'),
  activityTitle: sql<string>`${activities.title}`.as('activity_title'),
  description: activities.description,
  location: activities.location,
  chosenKind: activities.kind,
  duration: activities.duration,
  tagsJson: activityTagsJson,
  thumbnailKey: activityThumbnailKey,
  recorded: sql<number>`${recorded}`,
  // `[count, settings]` of the sessions reaching the goal; a step with its result recorded needs no count.
  qualifyingJson: sql<string | null>`case when ${recorded} then null
    else (select json_array(count(*), count(distinct t.setting)) from training_sessions t where ${sinceEnrolment} and ${reachesGoal}) end`,
  // Newest first; a session without a result (no repetitions, no rating) is no evidence.
  lastRatesJson: sql<string>`case when ${recorded} then '[]' else (select json_group_array(rate) from (select case when t.repetitions > 0 then coalesce(t.successes, 0) * 1.0 / t.repetitions else t.rating / 5.0 end as rate
    from training_sessions t where ${sinceEnrolment} and (t.repetitions > 0 or t.rating is not null) order by t.started_at desc, t.id desc limit 2)) end`,
};

/**
 * Every step of the dog's courses with its evidence, course by course in order of enrolment, stage
 * by stage. With `celebratedSince` only Heute's: the active courses, not finished or finished since
 * then (the celebration). For a `db.batch`.
 */
export function courseStepRows(db: Db, dogId: number, celebratedSince: Date | null) {
  const where: (SQL | undefined)[] = [eq(dogCourses.dogId, dogId)];
  if (celebratedSince) where.push(eq(dogCourses.status, 'active'), or(isNull(dogCourses.finishedAt), gte(dogCourses.finishedAt, celebratedSince)));
  return db
    .select(stepColumns)
    .from(dogCourses)
    .innerJoin(courses, eq(courses.id, dogCourses.courseId))
    .innerJoin(courseSteps, eq(courseSteps.courseId, dogCourses.courseId))
    .innerJoin(courseStages, eq(courseStages.id, courseSteps.stageId))
    .innerJoin(activities, eq(activities.id, courseSteps.activityId))
    .where(and(...where))
    .orderBy(
      asc(dogCourses.enrolledAt),
      asc(dogCourses.courseId),
      asc(courseStages.position),
      asc(courseStages.id),
      asc(courseSteps.position),
      asc(courseSteps.id),
    );
}

/** How many courses the dog follows, active or paused, not finished: what `COURSES_PER_DOG` limits. For a `db.batch`. */
export const unfinishedCoursesOf = (db: Db, dogId: number) =>
  db
    .select({ count: count() })
    .from(dogCourses)
    .where(and(eq(dogCourses.dogId, dogId), isNull(dogCourses.finishedAt)));

type StepRow = Awaited<ReturnType<typeof courseStepRows>>[number];

/** The rows of `courseStepRows` as the courses they belong to, each step with its state. */
export function followedCourses(rows: readonly StepRow[]): FollowedCourse[] {
  const grouped = new Map<number, { first: StepRow; stages: Map<number, StepRow[]> }>();
  for (const row of rows) {
    const course = grouped.get(row.courseId) ?? { first: row, stages: new Map<number, StepRow[]>() };
    grouped.set(row.courseId, course);
    course.stages.set(row.stageId, [...(course.stages.get(row.stageId) ?? []), row]);
  }
  return [...grouped.values()].map(({ first, stages }) => {
    const stageRows = [...stages.values()];
    const withEvidence = stageRows.map((steps) =>
      steps.map((row) => {
        const [qualifying, qualifyingSettings] = row.qualifyingJson
          ? (JSON.parse(row.qualifyingJson) as [number, number])
          : [row.goalSessions, row.goalSettings ?? 0];
        return {
          goal: { sessions: row.goalSessions, success: row.goalSuccess, settings: row.goalSettings },
          evidence: { recorded: Boolean(row.recorded), qualifying, qualifyingSettings, lastRates: JSON.parse(row.lastRatesJson) as number[] },
        };
      }),
    );
    const progress = courseProgress(withEvidence);
    const followed: FollowedStage[] = stageRows.map((steps, stageIndex) => ({
      id: steps[0]?.stageId ?? 0,
      title: steps[0]?.stageTitle ?? '',
      steps: steps.map((row, stepIndex) => {
        const tags = JSON.parse(row.tagsJson) as string[];
        return {
          id: row.stepId,
          activity: {
            id: row.activityId,
            title: row.activityTitle,
            kind: activityKindOf({ kind: row.chosenKind, tags, title: row.activityTitle, description: row.description, location: row.location }),
            thumbnail: mediaUrl(row.thumbnailKey),
            duration: row.duration,
          },
          goal: { sessions: row.goalSessions, success: row.goalSuccess, settings: row.goalSettings },
          note: row.note,
          ...(progress[stageIndex]?.[stepIndex] ?? { state: 'locked', sessions: 0, settings: 0, smallerStep: false }),
        };
      }),
    }));
    const all = followed.flatMap(({ steps }) => steps);
    return {
      course: { id: first.courseId, title: first.title, lang: first.lang },
      status: first.status,
      enrolledAt: first.enrolledAt.toISOString(),
      pausedAt: first.pausedAt?.toISOString() ?? null,
      finishedAt: first.finishedAt?.toISOString() ?? null,
      finished: first.finishedAt !== null || isFinished(progress),
      done: all.filter(({ state }) => state === 'done').length,
      total: all.length,
      stages: followed,
    };
  });
}
