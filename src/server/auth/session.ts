/**
 * Sessions (docs/architecture.md §6): a 256-bit random token in the `__Host-session` cookie; KV keeps
 * sha256(token) → {userId, createdAt, refreshedAt} with a TTL. 30-day sliding expiry, refreshed
 * at most once a day so reads stay reads, and 90 days at most from the login however often it is
 * refreshed. The user row decides the rest: a session created before `users.sessions_valid_after`
 * is dead ("log out everywhere" without waiting for KV), and so is one in `revoked_sessions`
 * (a logout, without waiting for KV's deletion to reach every location; docs/decisions/015).
 */
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Db } from '~/server/db/client';
import { randomToken, sha256Hex } from './crypto';
import { revokeSession } from './session-revocation';

export const SESSION_COOKIE = '__Host-session';
export const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;
/** The absolute lifetime: a stolen token cannot be kept alive forever by using it. */
export const SESSION_MAX_AGE_MS = 90 * 24 * 60 * 60 * 1000;
const REFRESH_AFTER_MS = 24 * 60 * 60 * 1000;
/** KV refuses an expiration TTL below one minute. */
const MIN_KV_TTL_SECONDS = 60;
const SESSION_KEY_PREFIX = 'session:';

export interface SessionData {
  userId: number;
  createdAt: number;
  refreshedAt: number;
}

export interface Session extends SessionData {
  /** The KV key: the hash of the cookie's token. */
  key: string;
}

/** When a session ends unless refreshed: 30 days after its last refresh, 90 days after its creation at the latest. */
export const sessionExpiresAt = (data: SessionData) => Math.min(data.refreshedAt + SESSION_TTL_SECONDS * 1000, data.createdAt + SESSION_MAX_AGE_MS);

/** Seconds the KV record and the cookie should live from now. */
const secondsLeft = (data: SessionData, now: number) => Math.max(MIN_KV_TTL_SECONDS, Math.ceil((sessionExpiresAt(data) - now) / 1000));

function writeCookie(c: Context, token: string, maxAge: number): void {
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    secure: true,
    sameSite: 'Lax',
    path: '/',
    maxAge,
  });
}

/** Stores a new session and answers its token (the cookie value) and record. */
export async function storeSession(kv: KVNamespace, userId: number): Promise<{ token: string; session: Session }> {
  const token = randomToken();
  const key = SESSION_KEY_PREFIX + (await sha256Hex(token));
  const now = Date.now();
  const data: SessionData = { userId, createdAt: now, refreshedAt: now };
  await kv.put(key, JSON.stringify(data), { expirationTtl: SESSION_TTL_SECONDS });
  return { token, session: { key, ...data } };
}

/** A new session for the user, sent as the session cookie. */
export async function createSession(c: Context, kv: KVNamespace, userId: number): Promise<Session> {
  const { token, session } = await storeSession(kv, userId);
  writeCookie(c, token, SESSION_TTL_SECONDS);
  return session;
}

/**
 * Session records this isolate read in the last minute, by KV key: a member's next request skips the
 * KV read (the feed's throughput, decision 041). It adds no staleness that matters: KV itself takes up
 * to a minute to show a deletion in other locations, so a logout and "log out everywhere" are enforced
 * by the user lookup in D1 on every request (docs/decisions/015), and ages are checked on every read.
 */
const RECENT_SESSIONS = new Map<string, { data: SessionData; readAt: number }>();
const RECENT_SESSION_MS = 60_000;
const RECENT_SESSIONS_MAX = 1_000;

function remember(key: string, data: SessionData): void {
  RECENT_SESSIONS.delete(key);
  RECENT_SESSIONS.set(key, { data, readAt: Date.now() });
  // The oldest first: a Map keeps insertion order.
  if (RECENT_SESSIONS.size > RECENT_SESSIONS_MAX) RECENT_SESSIONS.delete(RECENT_SESSIONS.keys().next().value ?? '');
}

async function sessionRecord(kv: KVNamespace, key: string): Promise<SessionData | null> {
  const recent = RECENT_SESSIONS.get(key);
  const now = Date.now();
  if (recent && now - recent.readAt < RECENT_SESSION_MS && now >= recent.readAt) return recent.data;
  const data = await kv.get<SessionData>(key, 'json');
  if (data) remember(key, data);
  else RECENT_SESSIONS.delete(key);
  return data;
}

/** The session a cookie token names, or null (also when past its absolute lifetime). */
export async function lookupSession(kv: KVNamespace, token: string | undefined): Promise<Session | null> {
  if (!token) return null;
  const key = SESSION_KEY_PREFIX + (await sha256Hex(token));
  const data = await sessionRecord(kv, key);
  if (!data || Date.now() - data.createdAt >= SESSION_MAX_AGE_MS) return null;
  return { key, ...data };
}

/** The session named by the request's cookie, refreshed when a day old; null when there is none. */
export async function readSession(c: Context, kv: KVNamespace): Promise<Session | null> {
  const token = getCookie(c, SESSION_COOKIE);
  const session = await lookupSession(kv, token);
  if (!session || !token) return null;
  const now = Date.now();
  if (now - session.refreshedAt > REFRESH_AFTER_MS) {
    const data: SessionData = { userId: session.userId, createdAt: session.createdAt, refreshedAt: now };
    const ttl = secondsLeft(data, now);
    await kv.put(session.key, JSON.stringify(data), { expirationTtl: ttl });
    remember(session.key, data);
    writeCookie(c, token, ttl);
    return { key: session.key, ...data };
  }
  return session;
}

/** The hash part of a session's KV key: the token's SHA-256, never the token itself. */
export const sessionKeyHash = (session: Session) => session.key.slice(SESSION_KEY_PREFIX.length);

/** Revoked in D1 first (every location sees it at once), then removed from KV. */
async function dropSession(db: Db, kv: KVNamespace, session: Session): Promise<void> {
  await revokeSession(db, sessionKeyHash(session), sessionExpiresAt(session));
  RECENT_SESSIONS.delete(session.key);
  await kv.delete(session.key);
}

/**
 * What ending or replacing a session needs of a handler's context: its database. Named here rather
 * than taken from context.ts, whose `AppEnv` carries the session user and so depends on this module.
 */
type DbEnv = { Variables: { db: Db } };

/** Logout: the session ends everywhere at once and the cookie goes. */
export async function endSession<E extends DbEnv>(c: Context<E>, kv: KVNamespace, session: Session | null): Promise<void> {
  if (session) await dropSession(c.var.db, kv, session);
  deleteCookie(c, SESSION_COOKIE, { path: '/', secure: true });
}

/** A fresh session in place of the current one (login, password change): the old token dies. */
export async function replaceSession<E extends DbEnv>(c: Context<E>, kv: KVNamespace, previous: Session | null, userId: number): Promise<Session> {
  if (previous) await dropSession(c.var.db, kv, previous);
  return createSession(c, kv, userId);
}
