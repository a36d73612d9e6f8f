/** The signed-in user for a page rendered on demand (pages call services directly, docs/architecture.md §1). */
import type { AstroCookies } from 'astro';
import { getDb } from '../db/client';
import { userForSession } from '../services/session-user';
import { lookupSession, SESSION_COOKIE } from './session';

export async function pageUser(cookies: AstroCookies, env: Env) {
  const session = await lookupSession(env.SESSION, cookies.get(SESSION_COOKIE)?.value);
  return userForSession(getDb(env.DB), session);
}
