/**
 * Becoming a trainer (docs/decisions/045-trainer-applications.md): members apply at
 * `/trainer-applications`; admins list and decide at `/admin/trainer-applications`. Guard first,
 * then the rate limit, then validation (docs/architecture.md §5).
 */
import { Hono } from 'hono';
import { can, mayApplyAsTrainer } from '~/shared/policy';
import { idParam } from '~/shared/schemas/fields';
import { cursorQuery } from '~/shared/schemas/network';
import { TRAINER_APPLICATION_PAGE_SIZE, trainerApplicationSchema, trainerDecisionSchema } from '~/shared/schemas/trainers';
import type { AppEnv } from '~/server/context';
import { purgeAfterWrites } from '~/server/edge-cache';
import { requireAbility } from '~/server/middleware/guard';
import { WRITE_METHODS } from '~/server/middleware/suspension';
import { rateLimitByMember } from '~/server/middleware/rate-limit';
import { decideTrainerApplication, submitTrainerApplication, trainerApplicationPage, withdrawTrainerTier } from '~/server/services/trainers/applications';
import { siteOrigin } from '~/server/site-origin';
import { validate } from '~/server/validation';

const applyLimit = rateLimitByMember({ name: 'trainer-application', limit: 10, windowSeconds: 3600 });

export const trainerApplicationRoutes = new Hono<AppEnv>().post(
  '/',
  requireAbility(mayApplyAsTrainer, { forbidden: 'trainer_application_forbidden' }),
  applyLimit,
  validate('json', trainerApplicationSchema),
  async (c) => c.json(await submitTrainerApplication(c.var.db, c.var.mailer, c.var.user, c.req.valid('json'), siteOrigin(c.env)), 201),
);

const admin = requireAbility(can.administerUsers);

export const adminTrainerRoutes = new Hono<AppEnv>()
  // A decision gives or takes the trainer badge the course pages show their author with.
  .on(WRITE_METHODS, '*', purgeAfterWrites('courses'))
  .get('/', admin, validate('query', cursorQuery), async (c) =>
    c.json(await trainerApplicationPage(c.var.db, { cursor: c.req.valid('query').cursor, limit: TRAINER_APPLICATION_PAGE_SIZE })),
  )
  .post('/:id/approve', admin, validate('param', idParam), async (c) =>
    c.json(await decideTrainerApplication(c.var.db, c.var.mailer, c.var.user, c.req.valid('param').id, 'approve', '', siteOrigin(c.env))),
  )
  .post('/:id/decline', admin, validate('param', idParam), validate('json', trainerDecisionSchema), async (c) =>
    c.json(
      await decideTrainerApplication(c.var.db, c.var.mailer, c.var.user, c.req.valid('param').id, 'decline', c.req.valid('json').reason, siteOrigin(c.env)),
    ),
  )
  // Takes the professional tier back from an approved trainer (the admin user form changes tiers too, as `user_updated`).
  .post('/:id/withdraw', admin, validate('param', idParam), async (c) =>
    c.json(await withdrawTrainerTier(c.var.db, c.var.mailer, c.var.user, c.req.valid('param').id, siteOrigin(c.env))),
  );
