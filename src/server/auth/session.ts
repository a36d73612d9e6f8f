/**
 * Sessions (DESIGN §5): a 256-bit random token in the `__Host-session` cookie; KV keeps
 * sha256(token) → {userId, createdAt, refreshedAt} with a TTL. 30-day sliding expiry, refreshed
 * at most once a day so reads stay reads. The user row decides the rest: a session created
 * before `users.sessions_valid_after` is dead ("log out everywhere" without waiting for KV).
 */
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { randomToken, sha256Hex } from './crypto';

export const SESSION_COOKIE = '__Host-session';
export const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;
const REFRESH_AFTER_MS = 24 * 60 * 60 * 1000;
const KEY_PREFIX = 'session:';

export interface SessionData {
  userId: number;
  createdAt: number;
  refreshedAt: number;
}

export interface Session extends SessionData {
  /** The KV key: the hash of the cookie's token. */
  key: string;
}

function writeCookie(c: Context, token: string): void {
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    secure: true,
    sameSite: 'Lax',
    path: '/',
    maxAge: SESSION_TTL_SECONDS,
  });
}

/** Stores a new session and answers its token (the cookie value) and record. */
export async function storeSession(kv: KVNamespace, userId: number): Promise<{ token: string; session: Session }> {
  const token = randomToken();
  const key = KEY_PREFIX + (await sha256Hex(token));
  const now = Date.now();
  const data: SessionData = { userId, createdAt: now, refreshedAt: now };
  await kv.put(key, JSON.stringify(data), { expirationTtl: SESSION_TTL_SECONDS });
  return { token, session: { key, ...data } };
}

/** A new session for the user, sent as the session cookie. */
export async function createSession(c: Context, kv: KVNamespace, userId: number): Promise<Session> {
  const { token, session } = await storeSession(kv, userId);
  writeCookie(c, token);
  return session;
}

/** The session a cookie token names, or null. */
export async function lookupSession(kv: KVNamespace, token: string | undefined): Promise<Session | null> {
  if (!token) return null;
  const key = KEY_PREFIX + (await sha256Hex(token));
  const data = await kv.get<SessionData>(key, 'json');
  return data ? { key, ...data } : null;
}

/** The session named by the request's cookie, refreshed when a day old; null when there is none. */
export async function readSession(c: Context, kv: KVNamespace): Promise<Session | null> {
  const token = getCookie(c, SESSION_COOKIE);
  const session = await lookupSession(kv, token);
  if (!session || !token) return null;
  const now = Date.now();
  if (now - session.refreshedAt > REFRESH_AFTER_MS) {
    const data: SessionData = { userId: session.userId, createdAt: session.createdAt, refreshedAt: now };
    await kv.put(session.key, JSON.stringify(data), { expirationTtl: SESSION_TTL_SECONDS });
    writeCookie(c, token);
    return { key: session.key, ...data };
  }
  return session;
}

export async function endSession(c: Context, kv: KVNamespace, session: Session | null): Promise<void> {
  if (session) await kv.delete(session.key);
  deleteCookie(c, SESSION_COOKIE, { path: '/', secure: true });
}

/** A fresh session in place of the current one (login, password change): the old token dies. */
export async function replaceSession(c: Context, kv: KVNamespace, previous: Session | null, userId: number): Promise<Session> {
  if (previous) await kv.delete(previous.key);
  return createSession(c, kv, userId);
}
