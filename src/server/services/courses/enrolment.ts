/**
 * A dog following courses (docs/decisions/046-following-courses.md): enrolling, pausing, resuming
 * and leaving, and the courses with their steps' states. Every call takes the journal's guard
 * first (another member's dog is 404, a dog nobody pays for is 403 `training_premium`), then
 * writes in one more round trip: with the session, three. Writes are rate limited at the edge
 * with the member's other writes (docs/decisions/041-platform.md), without a D1 write.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { COURSES_PER_DOG } from '~/shared/courses/rules';
import type { Enrolment, FollowedCourse } from '~/shared/courses/following';
import type { Db } from '~/server/db/client';
import { courses, dogCourses } from '~/server/db/schema';
import type { SessionUser } from '~/server/auth/session-user';
import { ApiError } from '~/server/errors';
import { assertMayKeepJournal } from '~/server/services/training/access';
import { courseStepRows, followedCourses, unfinishedCoursesOf } from './progress';

const toEnrolment = (row: typeof dogCourses.$inferSelect): Enrolment => ({
  dogId: row.dogId,
  courseId: row.courseId,
  status: row.status,
  enrolledAt: row.enrolledAt.toISOString(),
  pausedAt: row.pausedAt?.toISOString() ?? null,
  finishedAt: row.finishedAt?.toISOString() ?? null,
});

/**
 * `POST /api/dogs/{dogId}/courses`: the dog follows a published course from now. The statement
 * that writes checks the course and the limit of `COURSES_PER_DOG` unfinished courses, so parallel
 * calls cannot overshoot it (docs/architecture.md §8); the reads around it in the same batch say
 * why nothing was written: a draft, hidden or missing course is 404, an archived one 409, a dog
 * already following it or following as many as it may 409.
 */
export async function enrolDog(db: Db, user: SessionUser, dogId: number, courseId: number, now: Date): Promise<Enrolment> {
  await assertMayKeepJournal(db, user, dogId);
  const [[course], inserted, [existing], [unfinished]] = await db.batch([
    db.select({ status: courses.status, hiddenAt: courses.hiddenAt }).from(courses).where(eq(courses.id, courseId)),
    db
      .insert(dogCourses)
      .select(
        db
          .select({
            dogId: sql<number>`${dogId}`.as('dog_id'),
            courseId: courses.id,
            status: sql<'active'>`'active'`.as('status'),
            enrolledAt: sql<number>`${now.getTime()}`.as('enrolled_at'),
            pausedAt: sql<null>`null`.as('paused_at'),
            finishedAt: sql<null>`null`.as('finished_at'),
          })
          .from(courses)
          .where(
            and(
              eq(courses.id, courseId),
              eq(courses.status, 'published'),
              isNull(courses.hiddenAt),
              sql`(select count(*) from ${dogCourses} where ${dogCourses.dogId} = ${dogId} and ${dogCourses.finishedAt} is null) < ${COURSES_PER_DOG}`,
            ),
          ),
      )
      .onConflictDoNothing()
      .returning(),
    db
      .select({ one: sql<number>`1` })
      .from(dogCourses)
      .where(and(eq(dogCourses.dogId, dogId), eq(dogCourses.courseId, courseId))),
    unfinishedCoursesOf(db, dogId),
  ]);
  const [row] = inserted;
  if (row) return toEnrolment(row);
  if (!course || course.status === 'draft' || course.hiddenAt !== null) throw new ApiError(404, 'course_follow_not_found');
  if (existing) throw new ApiError(409, 'course_follow_twice');
  if (course.status === 'archived') throw new ApiError(409, 'course_follow_archived');
  if ((unfinished?.count ?? 0) >= COURSES_PER_DOG) throw new ApiError(409, 'course_follow_limit');
  throw new ApiError(409, 'course_follow_twice');
}

/** `DELETE /api/dogs/{dogId}/courses/{courseId}`: the enrolment and its results go, the sessions stay. */
export async function leaveCourse(db: Db, user: SessionUser, dogId: number, courseId: number): Promise<void> {
  await assertMayKeepJournal(db, user, dogId);
  const gone = await db
    .delete(dogCourses)
    .where(and(eq(dogCourses.dogId, dogId), eq(dogCourses.courseId, courseId)))
    .returning({ courseId: dogCourses.courseId });
  if (gone.length === 0) throw new ApiError(404, 'course_follow_not_following');
}

/**
 * `POST …/pause` and `…/resume`: a paused course leaves Heute and keeps its place among the dog's
 * courses (it still counts toward the limit); pausing twice keeps the first pause's time.
 */
export async function setEnrolmentStatus(
  db: Db,
  user: SessionUser,
  dogId: number,
  courseId: number,
  status: 'active' | 'paused',
  now: Date,
): Promise<Enrolment> {
  await assertMayKeepJournal(db, user, dogId);
  const [row] = await db
    .update(dogCourses)
    .set({ status, pausedAt: status === 'paused' ? sql`coalesce(${dogCourses.pausedAt}, ${now.getTime()})` : null })
    .where(and(eq(dogCourses.dogId, dogId), eq(dogCourses.courseId, courseId)))
    .returning();
  if (!row) throw new ApiError(404, 'course_follow_not_following');
  return toEnrolment(row);
}

/** `GET /api/dogs/{dogId}/courses`: every course the dog follows or finished, with each step done, open or locked. */
export async function dogCoursesOf(db: Db, user: SessionUser, dogId: number): Promise<{ courses: FollowedCourse[] }> {
  await assertMayKeepJournal(db, user, dogId);
  return { courses: followedCourses(await courseStepRows(db, dogId, null)) };
}
