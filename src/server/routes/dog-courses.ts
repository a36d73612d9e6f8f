/**
 * A dog following courses (docs/decisions/046-following-courses.md), mounted at `/dogs`: enrol,
 * pause, resume, leave, and the courses with their steps' states. The journal's guard decides in
 * the service (another member's dog 404, a dog nobody pays for 403 `training_premium`); the writes
 * are limited at the edge with the member's other writes.
 */
import { Hono } from 'hono';
import { can } from '~/shared/policy';
import { dogCourseParams, enrolSchema } from '~/shared/schemas/enrolment';
import { dogIdParam } from '~/shared/schemas/training';
import { clockNow } from '~/server/clock';
import type { AppEnv } from '~/server/context';
import { requireAbility } from '~/server/middleware/guard';
import { edgeLimitByMember } from '~/server/middleware/rate-limit';
import { refuseWhileSuspended, WRITE_METHODS } from '~/server/middleware/suspension';
import { dogCoursesOf, enrolDog, leaveCourse, setEnrolmentStatus } from '~/server/services/courses/enrolment';
import { validate } from '~/server/validation';

const reader = requireAbility(can.seeDogs);
const keeper = requireAbility(can.keepDogs);
const writeLimit = edgeLimitByMember('WRITE_LIMITER', 'course-follow');

/** Mounted at `/dogs`. */
export const dogCourseRoutes = new Hono<AppEnv>()
  .on(WRITE_METHODS, '*', refuseWhileSuspended)
  .get('/:dogId/courses', reader, validate('param', dogIdParam), async (c) => c.json(await dogCoursesOf(c.var.db, c.var.user, c.req.valid('param').dogId)))
  .post('/:dogId/courses', keeper, writeLimit, validate('param', dogIdParam), validate('json', enrolSchema), async (c) =>
    c.json(await enrolDog(c.var.db, c.var.user, c.req.valid('param').dogId, c.req.valid('json').courseId, await clockNow(c.env)), 201),
  )
  .delete('/:dogId/courses/:courseId', keeper, writeLimit, validate('param', dogCourseParams), async (c) => {
    const { dogId, courseId } = c.req.valid('param');
    await leaveCourse(c.var.db, c.var.user, dogId, courseId);
    return c.body(null, 204);
  })
  .post('/:dogId/courses/:courseId/pause', keeper, writeLimit, validate('param', dogCourseParams), async (c) => {
    const { dogId, courseId } = c.req.valid('param');
    return c.json(await setEnrolmentStatus(c.var.db, c.var.user, dogId, courseId, 'paused', await clockNow(c.env)));
  })
  .post('/:dogId/courses/:courseId/resume', keeper, writeLimit, validate('param', dogCourseParams), async (c) => {
    const { dogId, courseId } = c.req.valid('param');
    return c.json(await setEnrolmentStatus(c.var.db, c.var.user, dogId, courseId, 'active', await clockNow(c.env)));
  });
