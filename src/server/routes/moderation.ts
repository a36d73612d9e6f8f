/** Reports from members and the moderators' decisions on them. */
import { Hono, type Context } from 'hono';
import { can } from '../../shared/policy';
import { moderationDecisionSchema, moderationTargetParam, reportSchema } from '../../shared/schemas/moderation';
import { abilityRefusal } from '../auth/ability-refusal';
import type { AppEnv } from '../context';
import { currentUser } from '../middleware/session';
import { decide } from '../services/moderation/decide';
import { moderationQueue } from '../services/moderation/queue';
import { reportContent } from '../services/moderation/reports';
import { actorOf } from '../services/session-user';
import { validate } from '../validation';

/** A moderator or admin: 401 for visitors, 403 for everyone else (`two_factor_required` for staff still without a second factor). */
function moderator(c: Context<AppEnv>) {
  const user = currentUser(c);
  const actor = actorOf(user);
  if (!can.moderate(actor)) throw abilityRefusal(can.moderate, actor);
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
