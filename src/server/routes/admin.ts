/** User administration (docs/product-rules.md §9, admin calls), mounted at `/admin`: admins only, guarded on every route. */
import { Hono } from 'hono';
import { can } from '~/shared/policy';
import { ADMIN_PAGE_SIZE, adminResetPasswordSchema, adminUserListQuery, adminUserSchema } from '~/shared/schemas/admin';
import { idParam } from '~/shared/schemas/fields';
import { cursorQuery } from '~/shared/schemas/network';
import type { AppEnv } from '~/server/context';
import { requireAbility } from '~/server/middleware/guard';
import { auditLogPage } from '~/server/services/admin/audit';
import { deadLetterPage, retryDeadLetter } from '~/server/delivery/dead-letters';
import { createUser, deleteUser, liftSuspension, adminUserPage, removeTwoFactor, resetUserPassword, updateUser } from '~/server/services/admin/users';
import { siteOrigin } from '~/server/site-origin';
import { validate } from '~/server/validation';

const admin = requireAbility(can.administerUsers);

export const adminRoutes = new Hono<AppEnv>()
  .get('/users', admin, validate('query', adminUserListQuery), async (c) => {
    const { q, cursor } = c.req.valid('query');
    return c.json(await adminUserPage(c.var.db, { q, cursor, limit: ADMIN_PAGE_SIZE }));
  })
  .post('/users', admin, validate('json', adminUserSchema), async (c) =>
    c.json(await createUser(c.var.db, c.var.mailer, c.var.user, c.req.valid('json'), siteOrigin(c.env)), 201),
  )
  .put('/users/:id', admin, validate('param', idParam), validate('json', adminUserSchema), async (c) =>
    c.json(await updateUser(c.var.db, c.var.user, c.req.valid('param').id, c.req.valid('json'))),
  )
  .delete('/users/:id', admin, validate('param', idParam), async (c) => {
    await deleteUser(c.var.db, c.env, c.var.user, c.req.valid('param').id);
    return c.body(null, 204);
  })
  .delete('/users/:id/suspension', admin, validate('param', idParam), async (c) => c.json(await liftSuspension(c.var.db, c.var.user, c.req.valid('param').id)))
  .delete('/users/:id/two-factor', admin, validate('param', idParam), async (c) => {
    await removeTwoFactor(c.var.db, c.var.mailer, c.var.user, c.req.valid('param').id, siteOrigin(c.env));
    return c.body(null, 204);
  })
  .post('/reset-password', admin, validate('json', adminResetPasswordSchema), async (c) => {
    await resetUserPassword(c.var.db, c.var.mailer, c.var.user, c.req.valid('json').userId, siteOrigin(c.env));
    return c.body(null, 204);
  })
  .get('/audit-log', admin, async (c) => c.json(await auditLogPage(c.var.db)))
  // Deliveries that failed every try (docs/decisions/040-delivery-queue.md): listed, and sent again.
  .get('/dead-letters', admin, validate('query', cursorQuery), async (c) => c.json(await deadLetterPage(c.var.db, c.req.valid('query').cursor)))
  .post('/dead-letters/:id/retry', admin, validate('param', idParam), async (c) => {
    await retryDeadLetter(c.var.db, c.env.DELIVERY, c.var.user, c.req.valid('param').id);
    return c.body(null, 204);
  });
