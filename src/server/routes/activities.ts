/** Activities, their likes and the management screen (SPEC §7); the policy of DESIGN §6 on every route. */
import { Hono } from 'hono';
import * as v from 'valibot';
import { activityIdParam, activityListQuery, createActivitySchema, editActivitySchema, manageListQuery } from '../../shared/schemas/activity';
import { actingUserSchema } from '../../shared/schemas/fields';
import { userIdParam } from '../../shared/schemas/account';
import type { AppEnv } from '../context';
import { assertSelf, currentUser } from '../middleware/session';
import { rateLimitByAddress } from '../middleware/rate-limit';
import { activityDetail } from '../services/activities/detail';
import { isActivityLiked, setActivityLike } from '../services/activities/likes';
import { listActivities } from '../services/activities/list';
import { deleteTestActivities, manageActivities } from '../services/activities/manage';
import { createActivity, deleteActivity, updateActivity } from '../services/activities/write';
import { validate } from '../validation';

const likeParams = v.object({ ...activityIdParam.entries, ...userIdParam.entries });
const createLimit = rateLimitByAddress({ name: 'activity-create', limit: 30, windowSeconds: 3600 });

export const activityRoutes = new Hono<AppEnv>()
  .get('/activities', validate('query', activityListQuery), async (c) => c.json(await listActivities(c.var.db, c.req.valid('query'), c.var.user, c.var.locale)))
  .get('/activities/manage', validate('query', manageListQuery), async (c) =>
    c.json(await manageActivities(c.var.db, currentUser(c), c.req.valid('query'), c.var.locale)),
  )
  .delete('/activities/test', async (c) => c.json(await deleteTestActivities(c.var.db, c.env.MEDIA, currentUser(c))))
  .get('/activities/:id', validate('param', activityIdParam), async (c) => c.json(await activityDetail(c.var.db, c.req.valid('param').id, c.var.user)))
  .post('/activities', createLimit, validate('json', createActivitySchema), async (c) =>
    c.json(await createActivity(c.var.db, assertSelf(c, c.req.valid('json').authorId), c.req.valid('json'), c.var.locale), 201),
  )
  .patch('/activities/:id', validate('param', activityIdParam), validate('json', editActivitySchema), async (c) =>
    c.json(await updateActivity(c.var.db, c.env.MEDIA, currentUser(c), c.req.valid('param').id, c.req.valid('json'))),
  )
  .delete('/activities/:id', validate('param', activityIdParam), async (c) => {
    await deleteActivity(c.var.db, c.env.MEDIA, currentUser(c), c.req.valid('param').id);
    return c.body(null, 204);
  })
  .get('/activities/:id/like/:userId', validate('param', likeParams), async (c) => {
    const { id, userId } = c.req.valid('param');
    return c.json({ isLiked: await isActivityLiked(c.var.db, assertSelf(c, userId), id) });
  })
  .post('/activities/:id/like', validate('param', activityIdParam), validate('json', actingUserSchema), async (c) =>
    c.json(await setActivityLike(c.var.db, assertSelf(c, c.req.valid('json').userId), c.req.valid('param').id, true)),
  )
  .post('/activities/:id/unlike', validate('param', activityIdParam), validate('json', actingUserSchema), async (c) =>
    c.json(await setActivityLike(c.var.db, assertSelf(c, c.req.valid('json').userId), c.req.valid('param').id, false)),
  );
