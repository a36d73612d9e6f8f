/**
 * Who is asking for a page rendered on demand (pages call services directly, docs/architecture.md §1).
 * The middleware hands every page a lazy `Astro.locals.viewer()`; `requireViewer` opens the pages
 * only signed-in users see.
 */
import type { AstroCookies, AstroGlobal } from 'astro';
import type { Actor } from '~/shared/policy';
import { localizePath, loginPathFor } from '~/shared/routes';
import type { Db } from '~/server/db/client';
import { actorOf, type SessionUser, userForSession } from '~/server/auth/session-user';
import { lookupSession, SESSION_COOKIE } from './session';

export interface Viewer {
  user: SessionUser | null;
  actor: Actor | null;
}

/**
 * The viewer of one request, looked up on the first call and shared by every later one: pages
 * that never ask (and the API, which reads its own session) cost no KV or D1 read for it.
 */
export function lazyViewer(cookies: AstroCookies, env: Pick<Env, 'SESSION'>, db: () => Db): () => Promise<Viewer> {
  let viewer: Promise<Viewer> | undefined;
  return () => (viewer ??= viewerOf(cookies, env, db));
}

async function viewerOf(cookies: AstroCookies, env: Pick<Env, 'SESSION'>, db: () => Db): Promise<Viewer> {
  const session = await lookupSession(env.SESSION, cookies.get(SESSION_COOKIE)?.value);
  return viewerFor(await userForSession(db(), session));
}

/**
 * A page's viewer. While the disclaimer is pending, every member page opens with its gate, the only
 * way on; so the page offers behind it what the member may do once they accepted (`verified` read as
 * `active`), and accepting needs no reload for the page to be right. The API still refuses everything
 * a `verified` member may not do until they accepted (docs/decisions/038-first-run.md).
 */
export function viewerFor(user: SessionUser | null): Viewer {
  const actor = actorOf(user);
  const pending = actor !== null && user !== null && !user.acceptedDisclaimer && actor.status === 'verified';
  return { user, actor: pending ? { ...actor, status: 'active' } : actor };
}

/**
 * The signed-in viewer of a page that needs one, or the redirect to login that comes back to
 * `path` (the page's path without the language prefix) afterwards.
 */
export async function requireViewer(astro: Pick<AstroGlobal, 'locals' | 'redirect'>, path: string): Promise<{ user: SessionUser; actor: Actor } | Response> {
  const { locale } = astro.locals;
  const { user, actor } = await astro.locals.viewer();
  if (!user || !actor) return astro.redirect(loginPathFor(locale, localizePath(path, locale)));
  return { user, actor };
}
