import { createMiddleware } from 'hono/factory';
import { readSession } from '~/server/auth/session';
import type { AppEnv } from '~/server/context';
import { userForSession } from '~/server/auth/session-user';

/**
 * Resolves the session cookie to the current user row on every request (role, tier and status
 * must be current anyway). A session older than the user's `sessions_valid_after` is ignored.
 */
export const loadSession = createMiddleware<AppEnv>(async (c, next) => {
  const session = await readSession(c, c.env.SESSION);
  const user = await userForSession(c.var.db, session);
  c.set('user', user);
  c.set('session', user ? session : null);
  await next();
});
