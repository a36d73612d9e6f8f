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
  const user = await userForSession(db(), session);
  return { user, actor: actorOf(user) };
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
