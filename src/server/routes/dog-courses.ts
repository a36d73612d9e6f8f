/**
 * A dog following courses (docs/decisions/046-following-courses.md), mounted at `/dogs`: enrol,
 * pause, resume, leave, and the courses with their steps' states. The journal's guard decides in
 * the service (another member's dog 404, a dog nobody pays for 403 `training_premium`); the writes'
 * rate limit is counted there too, in the guard's round trip, so each request stays within three.
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { can } from '~/shared/policy';
import { dogCourseParams, enrolSchema } from '~/shared/schemas/enrolment';
import { dogIdParam } from '~/shared/schemas/training';
import { clockNow } from '~/server/clock';
import type { AppEnv } from '~/server/context';
import { requireAbility } from '~/server/middleware/guard';
import { ApiError } from '~/server/errors';
import { refuseWhileSuspended, WRITE_METHODS } from '~/server/middleware/suspension';
import { COURSE_FOLLOW_LIMIT, dogCoursesOf, enrolDog, leaveCourse, setEnrolmentStatus } from '~/server/services/courses/enrolment';
import { validate } from '~/server/validation';

const reader = requireAbility(can.seeDogs);
const keeper = requireAbility(can.keepDogs);

/** A write refused by its rate limit says when to try again, as `rateLimitByMember` does. */
async function limited<T>(c: Context<AppEnv>, write: (now: Date) => Promise<T>): Promise<T> {
  try {
    return await write(await clockNow(c.env));
  } catch (error) {
    if (error instanceof ApiError && error.status === 429) c.header('Retry-After', String(COURSE_FOLLOW_LIMIT.windowSeconds));
    throw error;
  }
}

/** Mounted at `/dogs`. */
export const dogCourseRoutes = new Hono<AppEnv>()
  .on(WRITE_METHODS, '*', refuseWhileSuspended)
  .get('/:dogId/courses', reader, validate('param', dogIdParam), async (c) => c.json(await dogCoursesOf(c.var.db, c.var.user, c.req.valid('param').dogId)))
  .post('/:dogId/courses', keeper, validate('param', dogIdParam), validate('json', enrolSchema), async (c) =>
    c.json(await limited(c, (now) => enrolDog(c.var.db, c.var.user, c.req.valid('param').dogId, c.req.valid('json').courseId, now)), 201),
  )
  .delete('/:dogId/courses/:courseId', keeper, validate('param', dogCourseParams), async (c) => {
    const { dogId, courseId } = c.req.valid('param');
    await limited(c, (now) => leaveCourse(c.var.db, c.var.user, dogId, courseId, now));
    return c.body(null, 204);
  })
  .post('/:dogId/courses/:courseId/pause', keeper, validate('param', dogCourseParams), async (c) => {
    const { dogId, courseId } = c.req.valid('param');
    return c.json(await limited(c, (now) => setEnrolmentStatus(c.var.db, c.var.user, dogId, courseId, 'paused', now)));
  })
  .post('/:dogId/courses/:courseId/resume', keeper, validate('param', dogCourseParams), async (c) => {
    const { dogId, courseId } = c.req.valid('param');
    return c.json(await limited(c, (now) => setEnrolmentStatus(c.var.db, c.var.user, dogId, courseId, 'active', now)));
  });
