import type { BatchItem } from 'drizzle-orm/batch';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { readSession } from '~/server/auth/session';
import type { AppEnv } from '~/server/context';
import type { Db } from '~/server/db/client';
import { sessionUserFrom, sessionUserQuery, userForSession } from '~/server/auth/session-user';

/**
 * Resolves the session cookie to the current user row on every request (role, tier and status
 * must be current anyway). A session older than the user's `sessions_valid_after` is ignored.
 * A route that registered a read beside the session (`besideSession`) gets it in the same D1 round
 * trip as the user lookup.
 */
export const loadSession = createMiddleware<AppEnv>(async (c, next) => {
  const session = await readSession(c, c.env.SESSION);
  const beside = session ? c.var.besideSession?.statement(c.var.db, session.userId, c) : null;
  if (session && beside) {
    const [userRows, rows] = await c.var.db.batch([sessionUserQuery(c.var.db, session), beside]);
    c.set('user', sessionUserFrom(userRows, session));
    c.set('rowsBesideSession', rows);
  } else {
    c.set('user', await userForSession(c.var.db, session));
  }
  c.set('session', c.var.user ? session : null);
  await next();
});

/** A read for the session's member, built before any guard ran; null when the request gives none. */
type StatementBeside = (db: Db, userId: number, c: Context<AppEnv>) => BatchItem<'sqlite'> | null;

/**
 * Registers a route's first read to run in the same D1 round trip as the session's user lookup (the
 * member feed: one round trip instead of two). Mounted before `loadSession`. The read is made for
 * the member the session names before the guard judges them, so it must be the route's own read
 * for that member and nothing else; its rows are used only after the guard and the validation
 * passed (`c.var.rowsBesideSession`), and are simply dropped when either refuses.
 */
export const besideSession = (method: string, statement: StatementBeside) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (c.req.method === method) c.set('besideSession', { statement });
    await next();
  });
