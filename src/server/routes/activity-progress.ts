/**
 * Progress on activities (docs/product-rules.md §9): tried, mastered, favorite, about the member
 * themselves only. Tried and mastered are their current dog's (docs/decisions/022-dogs.md): the
 * guard admits active members, the service applies the dog rule of the shared policy.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { can } from '~/shared/policy';
import { userIdParam } from '~/shared/schemas/account';
import { progressSchema } from '~/shared/schemas/activity';
import { pathId } from '~/shared/schemas/fields';
import { clockNow } from '~/server/clock';
import type { AppEnv } from '~/server/context';
import { requireAbility } from '~/server/middleware/guard';
import { assertSelf } from './compat';
import { refuseWhileSuspended, WRITE_METHODS } from '~/server/middleware/suspension';
import { progressFor, progressList, saveProgress } from '~/server/services/activities/progress';
import { validate } from '~/server/validation';

const progressParams = v.object({ ...userIdParam.entries, activityId: pathId });
const tracker = requireAbility(can.keepDogs, { forbidden: 'activity_track_premium' });

/** Mounted at `/user-progress`: the member's whole list. */
export const progressListRoutes = new Hono<AppEnv>().get('/:userId', tracker, validate('param', userIdParam), async (c) =>
  c.json(await progressList(c.var.db, assertSelf(c.var.user, c.req.valid('param').userId))),
);

/** Mounted at `/activity-progress`: one activity's progress, read and written. */
export const activityProgressRoutes = new Hono<AppEnv>()
  .on(WRITE_METHODS, '*', refuseWhileSuspended)
  .get('/:userId/:activityId', tracker, validate('param', progressParams), async (c) => {
    const { userId, activityId } = c.req.valid('param');
    return c.json(await progressFor(c.var.db, assertSelf(c.var.user, userId), activityId));
  })
  .post('/:userId/:activityId', tracker, validate('param', progressParams), validate('json', progressSchema), async (c) => {
    const { userId, activityId } = c.req.valid('param');
    return c.json(await saveProgress(c.var.db, assertSelf(c.var.user, userId), activityId, c.req.valid('json'), await clockNow(c.env)));
  });
