/** The member's own account: profile fields, password, disclaimer, newsletter, statistics. */
import { Hono } from 'hono';
import * as v from 'valibot';
import { changePasswordSchema, newsletterSchema, profileSchema, userIdParam } from '../../shared/schemas/account';
import { replaceSession } from '../auth/session';
import type { AppEnv } from '../context';
import { assertSelf, currentUser } from '../middleware/session';
import { changePassword } from '../services/passwords';
import { acceptDisclaimer, setNewsletter, updateProfile, userStats } from '../services/profile';
import { toPublicUser } from '../services/users';
import { validate } from '../validation';

const idParam = v.object({ id: userIdParam.entries.userId });

export const profileRoutes = new Hono<AppEnv>()
  .patch('/users/:id', validate('param', idParam), validate('json', profileSchema), async (c) => {
    const user = assertSelf(c, c.req.valid('param').id);
    return c.json(toPublicUser(await updateProfile(c.var.db, c.env.MEDIA, user, c.req.valid('json'))));
  })
  .post('/change-password', validate('json', changePasswordSchema), async (c) => {
    const { userId, currentPassword, newPassword } = c.req.valid('json');
    const user = assertSelf(c, userId);
    await changePassword(c.var.db, c.var.mailer, user, currentPassword, newPassword);
    // Every other session ended with the change; this device gets a fresh one.
    await replaceSession(c, c.env.SESSION, c.var.session, user.id);
    return c.body(null, 204);
  })
  .get('/user/disclaimer-status', (c) => c.json({ accepted: currentUser(c).acceptedDisclaimer }))
  .post('/user/disclaimer-accepted', async (c) => c.json(toPublicUser(await acceptDisclaimer(c.var.db, currentUser(c)))))
  .post('/newsletter/subscribe', validate('json', newsletterSchema), async (c) =>
    c.json(toPublicUser(await setNewsletter(c.var.db, currentUser(c), true, c.req.valid('json')))),
  )
  .post('/newsletter/unsubscribe', validate('json', newsletterSchema), async (c) =>
    c.json(toPublicUser(await setNewsletter(c.var.db, currentUser(c), false, c.req.valid('json')))),
  )
  .get('/user-stats/:userId', validate('param', userIdParam), async (c) => {
    const user = assertSelf(c, c.req.valid('param').userId);
    return c.json(await userStats(c.var.db, user));
  });

