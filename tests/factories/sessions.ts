/** A signed-in session for a user without going through the login form (docs/architecture.md §13). */
import { SESSION_COOKIE, storeSession } from '../../src/server/auth/session';

export async function sessionCookieFor(kv: KVNamespace, userId: number): Promise<string> {
  const { token } = await storeSession(kv, userId);
  return `${SESSION_COOKIE}=${token}`;
}
