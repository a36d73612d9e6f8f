/** User administration (SPEC §7 admin calls): admins only, checked on every route. */
import { Hono, type Context } from 'hono';
import { can } from '../../shared/policy';
import { ADMIN_PAGE_SIZE, adminResetPasswordSchema, adminUserIdParam, adminUserListQuery, adminUserSchema } from '../../shared/schemas/admin';
import { abilityRefusal } from '../auth/ability-refusal';
import type { AppEnv } from '../context';
import { currentUser } from '../middleware/session';
import { auditLogPage } from '../services/admin/audit';
import { createUser, deleteUser, listUsers, resetUserPassword, updateUser } from '../services/admin/users';
import { actorOf } from '../services/session-user';
import { siteOrigin } from '../site-origin';
import { validate } from '../validation';

/** The signed-in admin: 401 for visitors, 403 for everyone else (`two_factor_required` for staff still without a second factor). */
function admin(c: Context<AppEnv>) {
  const user = currentUser(c);
  const actor = actorOf(user);
  if (!can.administerUsers(actor)) throw abilityRefusal(can.administerUsers, actor);
  return user;
}

export const adminRoutes = new Hono<AppEnv>()
  .get('/admin/users', validate('query', adminUserListQuery), async (c) => {
    admin(c);
    const { q, cursor } = c.req.valid('query');
    return c.json(await listUsers(c.var.db, { q, cursor, limit: ADMIN_PAGE_SIZE }));
  })
  .post('/admin/users', validate('json', adminUserSchema), async (c) => c.json(await createUser(c.var.db, c.var.mailer, admin(c), c.req.valid('json'), siteOrigin(c.env)), 201))
  .put('/admin/users/:id', validate('param', adminUserIdParam), validate('json', adminUserSchema), async (c) =>
    c.json(await updateUser(c.var.db, admin(c), c.req.valid('param').id, c.req.valid('json'))),
  )
  .delete('/admin/users/:id', validate('param', adminUserIdParam), async (c) => {
    await deleteUser(c.var.db, c.env, admin(c), c.req.valid('param').id);
    return c.body(null, 204);
  })
  .post('/admin/reset-password', validate('json', adminResetPasswordSchema), async (c) => {
    await resetUserPassword(c.var.db, c.var.mailer, admin(c), c.req.valid('json').userId, siteOrigin(c.env));
    return c.body(null, 204);
  })
  .get('/admin/audit-log', async (c) => {
    admin(c);
    return c.json(await auditLogPage(c.var.db));
  });
