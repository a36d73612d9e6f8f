/** "Download my data" and "delete my account" (issue: privacy rights). */
import { Hono } from 'hono';
import { deleteAccountSchema } from '~/shared/schemas/account';
import { endSession } from '~/server/auth/session';
import type { AppEnv } from '~/server/context';
import { requireUser } from '~/server/middleware/guard';
import { verifyCurrentPassword } from '~/server/services/login';
import { deleteAccount, exportAccountData } from '~/server/services/privacy';
import { validate } from '~/server/validation';

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
