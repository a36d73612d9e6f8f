import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { readSession } from '~/server/auth/session';
import type { AppEnv } from '~/server/context';
import { ApiError } from '~/server/errors';
import { userForSession, type SessionUser } from '~/server/auth/session-user';

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

/** The signed-in user, or 401 'Nicht angemeldet'. */
export function currentUser(c: Context<AppEnv>): SessionUser {
  const user = c.var.user;
  if (!user) throw new ApiError(401, 'error_not_logged_in');
  return user;
}

/**
 * The server acts only as the session user (docs/architecture.md §6). A path or body naming another user is
 * refused with 403; the spec's payloads keep these fields for compatibility. `user` is the
 * session user a route guard (middleware/guard.ts) has established.
 */
export function assertSelf(user: SessionUser, userId: number | string | undefined): SessionUser {
  if (userId !== undefined && Number(userId) !== user.id) throw new ApiError(403, 'error_not_your_account');
  return user;
}
