/**
 * Activities and the management screen (docs/product-rules.md §9), mounted at `/activities`; the policy of docs/product-rules.md §6
 * guards every route. Liking an activity keeps the original client's paths, in compat.ts.
 */
import { Hono } from 'hono';
import { can } from '~/shared/policy';
import { activityListQuery, createActivitySchema, deleteTestsSchema, editActivitySchema, manageListQuery } from '~/shared/schemas/activity';
import { discussionsQuery } from '~/shared/schemas/community';
import { idParam } from '~/shared/schemas/fields';
import type { AppEnv } from '~/server/context';
import { requireAbility, requireUser } from '~/server/middleware/guard';
import { rateLimitByAddress } from '~/server/middleware/rate-limit';
import { jsonForVisitors, purgeAfterWrites } from '~/server/edge-cache';
import { refuseWhileSuspended, WRITE_METHODS } from '~/server/middleware/suspension';
import { activityDetail } from '~/server/services/activities/detail';
import { discussionsOf } from '~/server/services/community/discussions';
import { activityPage } from '~/server/services/activities/list';
import { deleteTestActivities, managedActivityPage, testActivitiesPreview } from '~/server/services/activities/manage';
import { createActivity, deleteActivity, updateActivity } from '~/server/services/activities/write';
import { validate } from '~/server/validation';
import { assertSelf } from './compat';

const createLimit = rateLimitByAddress({ name: 'activity-create', limit: 30, windowSeconds: 3600 });
const member = requireUser();
/** Visitors see the list, not the detail (docs/product-rules.md §6). */
const reader = requireAbility(can.read, { visitor: 'error_login_required_to_view' });

export const activityRoutes = new Hono<AppEnv>()
  .on(WRITE_METHODS, '*', refuseWhileSuspended)
  // What visitors see of the list changes with every activity written.
  .on(WRITE_METHODS, '*', purgeAfterWrites('activities'))
  .get('/', validate('query', activityListQuery), (c) =>
    // Visitors' lists come from the edge cache (decision 041); a member's shows their likes and favourites.
    jsonForVisitors(c, 'activities', () => activityPage(c.var.db, c.req.valid('query'), c.var.user, c.var.locale)),
  )
  .get('/manage', member, validate('query', manageListQuery), async (c) =>
    c.json(await managedActivityPage(c.var.db, c.var.user, c.req.valid('query'), c.var.locale)),
  )
  .get('/test', member, async (c) => c.json(await testActivitiesPreview(c.var.db, c.var.user)))
  .delete('/test', member, validate('json', deleteTestsSchema), async (c) =>
    c.json(await deleteTestActivities(c.var.db, c.env.MEDIA, c.var.user, c.req.valid('json').ids)),
  )
  .get('/:id', reader, validate('param', idParam), async (c) => c.json(await activityDetail(c.var.db, c.req.valid('param').id, c.var.user)))
  .get('/:id/discussions', reader, validate('param', idParam), validate('query', discussionsQuery), async (c) =>
    c.json(await discussionsOf(c.var.db, c.var.user, c.req.valid('param').id, c.req.valid('query'))),
  )
  .post('/', createLimit, member, validate('json', createActivitySchema), async (c) =>
    c.json(await createActivity(c.var.db, assertSelf(c.var.user, c.req.valid('json').authorId), c.req.valid('json'), c.var.locale), 201),
  )
  .patch('/:id', member, validate('param', idParam), validate('json', editActivitySchema), async (c) =>
    c.json(await updateActivity(c.var.db, c.env.MEDIA, c.var.user, c.req.valid('param').id, c.req.valid('json'))),
  )
  .delete('/:id', member, validate('param', idParam), async (c) => {
    await deleteActivity(c.var.db, c.env.MEDIA, c.var.user, c.req.valid('param').id);
    return c.body(null, 204);
  });
