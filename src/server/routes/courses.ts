/**
 * Courses (docs/decisions/044-courses.md), mounted at `/courses`: the catalogue and every course's
 * page are public, visitors included; writing needs the professional tier or an admin
 * (`mayWriteCourse`), and whose course it is, the service decides. Writes count against the
 * member's rate limit inside the service's first batch (services/courses/write.ts). A visitor's
 * catalogue and courses come from the edge cache; every write here renews it (decision 041).
 */
import { Hono } from 'hono';
import { mayWriteCourse } from '~/shared/policy';
import { courseListQuery, courseSchema } from '~/shared/schemas/course';
import { idParam } from '~/shared/schemas/fields';
import type { AppEnv } from '~/server/context';
import { jsonForVisitors, purgeAfterWrites } from '~/server/edge-cache';
import { requireAbility, requireUser } from '~/server/middleware/guard';
import { refuseWhileSuspended, WRITE_METHODS } from '~/server/middleware/suspension';
import { coursePage } from '~/server/services/courses/catalogue';
import { courseDetail } from '~/server/services/courses/detail';
import { courseInsights } from '~/server/services/courses/insights';
import { archiveCourse, createCourse, deleteCourse, publishCourse, updateCourse } from '~/server/services/courses/write';
import { validate } from '~/server/validation';

const writer = requireAbility(mayWriteCourse, { forbidden: 'course_write_not_allowed' });

export const courseRoutes = new Hono<AppEnv>()
  .on(WRITE_METHODS, '*', refuseWhileSuspended)
  .on(WRITE_METHODS, '*', purgeAfterWrites('courses'))
  .get('/', validate('query', courseListQuery), async (c) => jsonForVisitors(c, 'courses', () => coursePage(c.var.db, c.req.valid('query'), c.var.locale)))
  .get('/:id', validate('param', idParam), async (c) => jsonForVisitors(c, 'courses', () => courseDetail(c.var.db, c.req.valid('param').id, c.var.user)))
  .get('/:id/insights', requireUser(), validate('param', idParam), async (c) => c.json(await courseInsights(c.var.db, c.var.user, c.req.valid('param').id)))
  .post('/', writer, validate('json', courseSchema), async (c) => c.json(await createCourse(c.var.db, c.var.user, c.req.valid('json')), 201))
  .patch('/:id', writer, validate('param', idParam), validate('json', courseSchema), async (c) =>
    c.json(await updateCourse(c.var.db, c.var.user, c.req.valid('param').id, c.req.valid('json'))),
  )
  .post('/:id/publish', writer, validate('param', idParam), async (c) => c.json(await publishCourse(c.var.db, c.var.user, c.req.valid('param').id)))
  .post('/:id/archive', writer, validate('param', idParam), async (c) => c.json(await archiveCourse(c.var.db, c.var.user, c.req.valid('param').id)))
  .delete('/:id', writer, validate('param', idParam), async (c) => {
    await deleteCourse(c.var.db, c.var.user, c.req.valid('param').id);
    return c.body(null, 204);
  });
