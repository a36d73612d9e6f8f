/** The member's own account: profile fields, password, disclaimer, newsletter, statistics. */
import { Hono } from 'hono';
import * as v from 'valibot';
import { changePasswordSchema, newsletterSchema, profileSchema, userIdParam } from '~/shared/schemas/account';
import { replaceSession } from '~/server/auth/session';
import type { AppEnv } from '~/server/context';
import { requireUser } from '~/server/middleware/guard';
import { assertSelf } from './compat';
import { changePassword } from '~/server/services/passwords';
import { acceptDisclaimer, setNewsletter, updateProfile, userStats } from '~/server/services/profile';
import { toPublicUser } from '~/server/services/users';
import { validate } from '~/server/validation';

const idParam = v.object({ id: userIdParam.entries.userId });
const member = requireUser();

export const profileRoutes = new Hono<AppEnv>()
  .patch('/users/:id', member, validate('param', idParam), validate('json', profileSchema), async (c) => {
    const user = assertSelf(c.var.user, c.req.valid('param').id);
    return c.json(toPublicUser(await updateProfile(c.var.db, c.env.MEDIA, user, c.req.valid('json'))));
  })
  .post('/change-password', member, validate('json', changePasswordSchema), async (c) => {
    const { userId, currentPassword, newPassword } = c.req.valid('json');
    const user = assertSelf(c.var.user, userId);
    await changePassword(c.var.db, c.var.mailer, user, currentPassword, newPassword);
    // Every other session ended with the change; this device gets a fresh one.
    await replaceSession(c, c.env.SESSION, c.var.session, user.id);
    return c.body(null, 204);
  })
  .get('/user/disclaimer-status', member, (c) => c.json({ accepted: c.var.user.acceptedDisclaimer }))
  .post('/user/disclaimer-accepted', member, async (c) => c.json(toPublicUser(await acceptDisclaimer(c.var.db, c.var.user))))
  .post('/newsletter/subscribe', member, validate('json', newsletterSchema), async (c) =>
    c.json(toPublicUser(await setNewsletter(c.var.db, c.var.user, true, c.req.valid('json')))),
  )
  .post('/newsletter/unsubscribe', member, validate('json', newsletterSchema), async (c) =>
    c.json(toPublicUser(await setNewsletter(c.var.db, c.var.user, false, c.req.valid('json')))),
  )
  .get('/user-stats/:userId', member, validate('param', userIdParam), async (c) => {
    const user = assertSelf(c.var.user, c.req.valid('param').userId);
    return c.json(await userStats(c.var.db, user));
  });
