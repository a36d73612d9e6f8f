/** "Download my data" and "delete my account" (issue: privacy rights). */
import { Hono } from 'hono';
import { deleteAccountSchema } from '../../shared/schemas/account';
import { endSession } from '../auth/session';
import type { AppEnv } from '../context';
import { requireUser } from '../middleware/guard';
import { verifyCurrentPassword } from '../services/login';
import { deleteAccount, exportAccountData } from '../services/privacy';
import { validate } from '../validation';

const member = requireUser();

/** Mounted at `/account`. */
export const privacyRoutes = new Hono<AppEnv>()
  .get('/export', member, async (c) => {
    const user = c.var.user;
    c.header('Content-Disposition', `attachment; filename="rudel-${user.username}-data.json"`);
    return c.json(await exportAccountData(c.var.db, user));
  })
  .post('/delete', member, validate('json', deleteAccountSchema), async (c) => {
    const user = c.var.user;
    const { password, keepContent } = c.req.valid('json');
    await verifyCurrentPassword(c.var.db, user, password, 'password');
    await deleteAccount(c.var.db, c.env, user, keepContent);
    await endSession(c, c.env.SESSION, c.var.session);
    return c.body(null, 204);
  });
