/** "Download my data" and "delete my account" (issue: privacy rights). */
import { Hono } from 'hono';
import { deleteAccountSchema } from '../../shared/schemas/account';
import { endSession } from '../auth/session';
import type { AppEnv } from '../context';
import { currentUser } from '../middleware/session';
import { verifyCurrentPassword } from '../services/login';
import { deleteAccount, exportAccountData } from '../services/privacy';
import { validate } from '../validation';

export const privacyRoutes = new Hono<AppEnv>()
  .get('/account/export', async (c) => {
    const user = currentUser(c);
    c.header('Content-Disposition', `attachment; filename="rudel-${user.username}-data.json"`);
    return c.json(await exportAccountData(c.var.db, user));
  })
  .post('/account/delete', validate('json', deleteAccountSchema), async (c) => {
    const user = currentUser(c);
    const { password, keepContent } = c.req.valid('json');
    await verifyCurrentPassword(c.var.db, user, password, 'password');
    await deleteAccount(c.var.db, c.env, user, keepContent);
    await endSession(c, c.env.SESSION, c.var.session);
    return c.body(null, 204);
  });
