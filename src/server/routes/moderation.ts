/** Reports from members (mounted at `/reports`) and the moderators' decisions on them (at `/moderation`). */
import { Hono } from 'hono';
import { can } from '~/shared/policy';
import { moderationDecisionSchema, moderationTargetParam, REPORTS_PER_HOUR, reportSchema } from '~/shared/schemas/moderation';
import type { AppEnv } from '~/server/context';
import { requireAbility } from '~/server/middleware/guard';
import { rateLimitByMember } from '~/server/middleware/rate-limit';
import { WRITE_METHODS } from '~/server/middleware/suspension';
import { purgeAfterWrites } from '~/server/edge-cache';
import { decide } from '~/server/services/moderation/decide';
import { moderationQueue } from '~/server/services/moderation/queue';
import { reportContent } from '~/server/services/moderation/reports';
import { validate } from '~/server/validation';

const moderator = requireAbility(can.moderate);

const reportLimit = rateLimitByMember({ name: 'report', limit: REPORTS_PER_HOUR, windowSeconds: 3600 });

export const reportRoutes = new Hono<AppEnv>()
  // A report can hide an activity or a course, a decision can hide or restore one: visitors' lists follow (decision 041).
  .on(WRITE_METHODS, '*', purgeAfterWrites('activities', 'courses'))
  .post('/', requireAbility(can.report), reportLimit, validate('json', reportSchema), async (c) =>
    c.json(await reportContent(c.var.db, c.var.user, c.req.valid('json')), 201),
  );

export const moderationRoutes = new Hono<AppEnv>()
  .on(WRITE_METHODS, '*', purgeAfterWrites('activities', 'courses'))
  .get('/reports', moderator, async (c) => c.json(await moderationQueue(c.var.db)))
  .post('/:targetType/:targetId', moderator, validate('param', moderationTargetParam), validate('json', moderationDecisionSchema), async (c) => {
    const { targetType, targetId } = c.req.valid('param');
    await decide(c.var.db, c.env.MEDIA, c.var.mailer, c.var.user, targetType, targetId, c.req.valid('json'));
    return c.body(null, 204);
  });
