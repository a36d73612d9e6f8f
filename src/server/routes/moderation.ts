/** Reports from members and the moderators' decisions on them. */
import { Hono, type Context } from 'hono';
import { can } from '../../shared/policy';
import { moderationDecisionSchema, moderationTargetParam, reportSchema } from '../../shared/schemas/moderation';
import type { AppEnv } from '../context';
import { ApiError } from '../errors';
import { currentUser } from '../middleware/session';
import { decide } from '../services/moderation/decide';
import { moderationQueue } from '../services/moderation/queue';
import { reportContent } from '../services/moderation/reports';
import { actorOf } from '../services/session-user';
import { validate } from '../validation';

/** A moderator or admin: 401 for visitors, 403 for everyone else. */
function moderator(c: Context<AppEnv>) {
  const user = currentUser(c);
  if (!can.moderate(actorOf(user))) throw new ApiError(403, 'error_forbidden');
  return user;
}

export const moderationRoutes = new Hono<AppEnv>()
  .post('/reports', validate('json', reportSchema), async (c) => c.json(await reportContent(c.var.db, currentUser(c), c.req.valid('json')), 201))
  .get('/moderation/reports', async (c) => {
    moderator(c);
    return c.json(await moderationQueue(c.var.db));
  })
  .post('/moderation/:targetType/:targetId', validate('param', moderationTargetParam), validate('json', moderationDecisionSchema), async (c) => {
    const { targetType, targetId } = c.req.valid('param');
    await decide(c.var.db, c.env.MEDIA, c.var.mailer, moderator(c), targetType, targetId, c.req.valid('json'));
    return c.body(null, 204);
  });
