/** A signed-in session for a user without going through the login form (docs/architecture.md §13). */
import { env } from 'cloudflare:workers';
import { SESSION_COOKIE, storeSession } from '~/server/auth/session';
import { getDb } from '~/server/db/client';
import type { NewUser, User } from '~/server/db/schema';
import { createUser, type CreateUserOptions, type UserState } from './users';

export async function sessionCookieFor(kv: KVNamespace, userId: number): Promise<string> {
  const { token } = await storeSession(kv, userId);
  return `${SESSION_COOKIE}=${token}`;
}

export interface SignedIn {
  user: User;
  /** The session cookie, ready to send with a request. */
  cookie: string;
}

/** A new user in `state` (see createUser for the other parameters) who is signed in, as most API tests begin. */
export async function signedIn(state: UserState = 'free', overrides: Partial<NewUser> = {}, options: CreateUserOptions = {}): Promise<SignedIn> {
  const user = await createUser(getDb(env.DB), state, overrides, options);
  return { user, cookie: await sessionCookieFor(env.SESSION, user.id) };
}
