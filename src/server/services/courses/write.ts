/**
 * Writing courses (docs/decisions/044-courses.md): create, edit, publish, archive, delete. Every
 * request reads what it checks in one D1 batch, which also counts the member's write against the
 * rate limit, and writes in one more batch (a D1 transaction), so nothing is ever half-written and
 * a write costs three round trips with the session's.
 *
 * An edit sends the whole course. Steps sent with their `id` keep it, and with it every enrolled
 * dog's result on them; steps left out are deleted (their results go by cascade); stages keep
 * their rows by position.
 */
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { CourseInput } from '~/shared/schemas/course';
import type { Db } from '~/server/db/client';
import { activities, courseStages, courseSteps, courseTags, courses, dogCourses } from '~/server/db/schema';
import { ApiError, type FieldIssue } from '~/server/errors';
import type { SessionUser } from '~/server/auth/session-user';
import { contentChangeAudit } from '~/server/services/admin/audit';
import { countHit, type RateLimitRule } from '~/server/services/rate-limits';
import { changeable } from './access';

/** Course writes count like the journal's: per member, 120 an hour (docs/product-rules.md §7.3). */
export const COURSE_WRITE_LIMIT: RateLimitRule = { name: 'course-write', limit: 120, windowSeconds: 3600 };

const countWrite = (db: Db, user: SessionUser) => countHit(db, COURSE_WRITE_LIMIT, `user:${user.id}`);

function refuseOverLimit([counted]: { count: number }[]) {
  if ((counted?.count ?? 1) > COURSE_WRITE_LIMIT.limit) throw new ApiError(429, 'error_rate_limited');
}

const stepField = (stage: number, step: number, name: string) => `stages.${stage}.steps.${step}.${name}`;

/** Each step with its place in the input. */
const placedSteps = (input: CourseInput) => input.stages.flatMap((stage, i) => stage.steps.map((step, j) => ({ step, stage: i, position: j })));

const activityIdsOf = (input: CourseInput) => [...new Set(placedSteps(input).map(({ step }) => step.activityId))];

/** The activities the steps name that exist and moderation has not hidden (every activity is public otherwise). */
const visibleActivities = (db: Db, ids: number[]) =>
  db
    .select({ id: activities.id, hiddenAt: activities.hiddenAt })
    .from(activities)
    .where(inArray(activities.id, ids.length > 0 ? ids : [0]));

function throwIssues(status: 400 | 409, issues: FieldIssue[]) {
  const [first] = issues;
  if (first) throw new ApiError(status, first.code, first.field, issues.length > 1 ? issues : undefined);
}

/** Every step's activity must exist and not be hidden: the problem is named at each step's field. */
function checkActivities(input: CourseInput, found: { id: number; hiddenAt: Date | null }[], status: 400 | 409, code: FieldIssue['code']) {
  const visible = new Set(found.filter((row) => row.hiddenAt === null).map((row) => row.id));
  throwIssues(
    status,
    placedSteps(input)
      .filter(({ step }) => !visible.has(step.activityId))
      .map(({ stage, position }) => ({ field: stepField(stage, position, 'activityId'), code })),
  );
}

const tagRows = (courseId: number | ReturnType<typeof sql>, tags: string[]) => tags.map((tag) => ({ courseId, tag }));

const courseFields = (input: CourseInput) => ({
  title: input.title,
  summary: input.summary,
  lang: input.language,
  ageMinWeeks: input.ageMinWeeks,
  ageMaxWeeks: input.ageMaxWeeks,
});

const stepFields = ({ step }: ReturnType<typeof placedSteps>[number]) => ({
  activityId: step.activityId,
  goalSessions: step.goalSessions,
  goalSuccess: step.goalSuccess,
  goalSettings: step.goalSettings,
  note: step.note,
});

/** The id of the course's stage at `position`, inside the batch that writes it. */
const stageAt = (courseId: number | ReturnType<typeof sql>, position: number) =>
  sql<number>`(select ${courseStages.id} from ${courseStages} where ${courseStages.courseId} = ${courseId} and ${courseStages.position} = ${position})`;

/** `POST /api/courses`: a new draft by the actor (the route's guard checked `can.writeCourse`). */
export async function createCourse(db: Db, user: SessionUser, input: CourseInput): Promise<{ id: number }> {
  const [counted, found] = await db.batch([countWrite(db, user), visibleActivities(db, activityIdsOf(input))]);
  refuseOverLimit(counted);
  checkActivities(input, found, 400, 'course_step_activity_missing');
  // The new row is the author's highest id: ids only grow, and the batch is one transaction.
  const newId = sql`(select max(${courses.id}) from ${courses} where ${courses.authorId} = ${user.id})`;
  const [[created]] = await db.batch([
    db
      .insert(courses)
      .values({ authorId: user.id, ...courseFields(input), status: 'draft' })
      .returning({ id: courses.id }),
    ...(input.tags.length > 0 ? [db.insert(courseTags).values(tagRows(newId, input.tags))] : []),
    db.insert(courseStages).values(input.stages.map((stage, position) => ({ courseId: newId, position, title: stage.title }))),
    db
      .insert(courseSteps)
      .values(
        placedSteps(input).map((placed) => ({ courseId: newId, stageId: stageAt(newId, placed.stage), position: placed.position, ...stepFields(placed) })),
      ),
  ]);
  if (!created) throw new Error('course insert returned no row');
  return created;
}

const headOf = (db: Db, id: number) =>
  db
    .select({ authorId: courses.authorId, status: courses.status, hiddenAt: courses.hiddenAt, title: courses.title, enrolments: courses.enrolments })
    .from(courses)
    .where(eq(courses.id, id));

/** `PATCH /api/courses/{id}`: the whole course again; kept steps keep their ids and the dogs' results. */
export async function updateCourse(db: Db, user: SessionUser, id: number, input: CourseInput): Promise<{ id: number }> {
  const [counted, [head], currentSteps, currentStages, found] = await db.batch([
    countWrite(db, user),
    headOf(db, id),
    db.select({ id: courseSteps.id }).from(courseSteps).where(eq(courseSteps.courseId, id)),
    db.select({ position: courseStages.position }).from(courseStages).where(eq(courseStages.courseId, id)),
    visibleActivities(db, activityIdsOf(input)),
  ]);
  refuseOverLimit(counted);
  const course = changeable(user, head);
  const own = new Set(currentSteps.map((step) => step.id));
  const placed = placedSteps(input);
  const seen = new Set<number>();
  // A step id must be one of this course's, and each only once.
  throwIssues(
    400,
    placed.flatMap(({ step, stage, position }) => {
      if (step.id === undefined) return [];
      const fine = own.has(step.id) && !seen.has(step.id);
      seen.add(step.id);
      return fine ? [] : [{ field: stepField(stage, position, 'id'), code: 'course_step_unknown' as const }];
    }),
  );
  checkActivities(input, found, 400, 'course_step_activity_missing');
  const kept = placed.filter(({ step }) => step.id !== undefined);
  const fresh = placed.filter(({ step }) => step.id === undefined);
  const stageCount = currentStages.length;
  const statements: BatchItem<'sqlite'>[] = [
    db
      .update(courses)
      .set({ ...courseFields(input), updatedAt: new Date() })
      .where(eq(courses.id, id)),
    ...contentChangeAudit(db, user.id, 'content_edited', { type: 'course', id, authorId: course.authorId, text: course.title }),
    db.delete(courseTags).where(eq(courseTags.courseId, id)),
    ...(input.tags.length > 0 ? [db.insert(courseTags).values(tagRows(id, input.tags))] : []),
    // Left out: deleted, and the dogs' results on them by cascade.
    db.delete(courseSteps).where(and(eq(courseSteps.courseId, id), notInArray(courseSteps.id, kept.length > 0 ? kept.map(({ step }) => step.id ?? 0) : [0]))),
    // Stages keep their rows by position; the steps are moved onto them before extra ones go.
    ...input.stages.slice(0, stageCount).map((stage, position) =>
      db
        .update(courseStages)
        .set({ title: stage.title })
        .where(and(eq(courseStages.courseId, id), eq(courseStages.position, position))),
    ),
    ...(input.stages.length > stageCount
      ? [
          db
            .insert(courseStages)
            .values(input.stages.slice(stageCount).map((stage, index) => ({ courseId: id, position: stageCount + index, title: stage.title }))),
        ]
      : []),
    ...kept.map((step) =>
      db
        .update(courseSteps)
        .set({ stageId: stageAt(id, step.stage), position: step.position, ...stepFields(step) })
        .where(and(eq(courseSteps.id, step.step.id ?? 0), eq(courseSteps.courseId, id))),
    ),
    ...(fresh.length > 0
      ? [db.insert(courseSteps).values(fresh.map((step) => ({ courseId: id, stageId: stageAt(id, step.stage), position: step.position, ...stepFields(step) })))]
      : []),
    db.delete(courseStages).where(and(eq(courseStages.courseId, id), sql`${courseStages.position} >= ${input.stages.length}`)),
  ];
  await db.batch(statements as [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]]);
  return { id };
}

/** `POST /api/courses/{id}/publish`: every step's activity must be public (not hidden by moderation). */
export async function publishCourse(db: Db, user: SessionUser, id: number): Promise<{ id: number; status: 'published' }> {
  const [counted, [head], steps] = await db.batch([
    countWrite(db, user),
    headOf(db, id),
    db
      .select({ stageId: courseSteps.stageId, position: courseSteps.position, activityId: courseSteps.activityId, hiddenAt: activities.hiddenAt })
      .from(courseSteps)
      .innerJoin(activities, eq(activities.id, courseSteps.activityId))
      .innerJoin(courseStages, eq(courseStages.id, courseSteps.stageId))
      .orderBy(courseStages.position, courseSteps.position)
      .where(eq(courseSteps.courseId, id)),
  ]);
  refuseOverLimit(counted);
  changeable(user, head);
  const stageIds = [...new Set(steps.map((step) => step.stageId))];
  throwIssues(
    409,
    steps
      .filter((step) => step.hiddenAt !== null)
      .map((step) => ({ field: stepField(stageIds.indexOf(step.stageId), step.position, 'activityId'), code: 'course_publish_activity_hidden' as const })),
  );
  if (steps.length === 0) throw new ApiError(409, 'validation_course_stages', 'stages');
  // Published once, the first publication stays its date in the catalogue.
  await db
    .update(courses)
    .set({ status: 'published', publishedAt: sql`coalesce(${courses.publishedAt}, ${Date.now()})`, updatedAt: new Date() })
    .where(eq(courses.id, id));
  return { id, status: 'published' };
}

/** `POST /api/courses/{id}/archive`: a published course takes no new dogs; those following it keep going. */
export async function archiveCourse(db: Db, user: SessionUser, id: number): Promise<{ id: number; status: 'archived' }> {
  const [counted, [head]] = await db.batch([countWrite(db, user), headOf(db, id)]);
  refuseOverLimit(counted);
  const course = changeable(user, head);
  if (course.status === 'draft') throw new ApiError(409, 'course_archive_draft');
  await db.update(courses).set({ status: 'archived', updatedAt: new Date() }).where(eq(courses.id, id));
  return { id, status: 'archived' };
}

/**
 * `DELETE /api/courses/{id}`: drafts and courses no dog follows. A moderation `decision` deletes
 * any course, enrolments and all, with its own step in the same batch.
 */
export async function deleteCourse(db: Db, user: SessionUser, id: number, decision?: BatchItem<'sqlite'>): Promise<void> {
  const [counted, [head]] = await db.batch([countWrite(db, user), headOf(db, id)]);
  refuseOverLimit(counted);
  const course = decision ? head : changeable(user, head);
  if (!course) throw new ApiError(404, 'course_not_found');
  const noDogs = sql`not exists (select 1 from ${dogCourses} where ${dogCourses.courseId} = ${id})`;
  const [deleted] = await db.batch([
    db
      .delete(courses)
      .where(and(eq(courses.id, id), decision ? undefined : noDogs))
      .returning({ id: courses.id }),
    ...contentChangeAudit(db, user.id, 'content_deleted', { type: 'course', id, authorId: course.authorId, text: course.title }, decision),
  ]);
  if (deleted.length === 0) throw new ApiError(409, 'course_delete_has_enrolments');
}
