/** Progress on activities (SPEC §7): tried, mastered, favorite, for paid members, about themselves only. */
import { Hono } from 'hono';
import * as v from 'valibot';
import { userIdParam } from '../../shared/schemas/account';
import { progressSchema } from '../../shared/schemas/activity';
import type { AppEnv } from '../context';
import { assertSelf } from '../middleware/session';
import { progressFor, progressList, saveProgress } from '../services/activities/progress';
import { validate } from '../validation';

const progressParams = v.object({ ...userIdParam.entries, activityId: userIdParam.entries.userId });

export const activityProgressRoutes = new Hono<AppEnv>()
  .get('/user-progress/:userId', validate('param', userIdParam), async (c) => c.json(await progressList(c.var.db, assertSelf(c, c.req.valid('param').userId))))
  .get('/activity-progress/:userId/:activityId', validate('param', progressParams), async (c) => {
    const { userId, activityId } = c.req.valid('param');
    return c.json(await progressFor(c.var.db, assertSelf(c, userId), activityId));
  })
  .post('/activity-progress/:userId/:activityId', validate('param', progressParams), validate('json', progressSchema), async (c) => {
    const { userId, activityId } = c.req.valid('param');
    return c.json(await saveProgress(c.var.db, assertSelf(c, userId), activityId, c.req.valid('json')));
  });
