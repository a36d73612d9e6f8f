import { and, eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '~/server/context';
import type { Db } from '~/server/db/client';
import { rateLimits } from '~/server/db/schema';
import { ApiError } from '~/server/errors';

export interface RateLimitRule {
  /** Names the counter, e.g. 'contact'. */
  name: string;
  limit: number;
  windowSeconds: number;
}

/** The caller's address as Cloudflare reports it; local runs share one bucket. */
export function clientAddress(c: Context): string {
  return c.req.header('cf-connecting-ip') ?? 'local';
}

/** No rule counts over more than a day: housekeeping drops every window that began a day ago. */
export const LONGEST_WINDOW_SECONDS = 24 * 60 * 60;

function windowOf(rule: RateLimitRule, now: number): number {
  if (rule.windowSeconds > LONGEST_WINDOW_SECONDS) throw new Error(`rate limit ${rule.name}: windows longer than a day are cleaned up too early`);
  return Math.floor(now / 1000 / rule.windowSeconds) * rule.windowSeconds;
}
const counterKey = (rule: RateLimitRule, key: string) => `${rule.name}:${key}`;

/**
 * The statement that counts one hit for `key` in the current fixed window: one atomic upsert, so
 * concurrent requests can never both slip under the limit. Usable alone or in a `db.batch`.
 */
export function countHit(db: Db, rule: RateLimitRule, key: string, now = Date.now()) {
  return db
    .insert(rateLimits)
    .values({ key: counterKey(rule, key), windowStart: windowOf(rule, now), count: 1 })
    .onConflictDoUpdate({ target: [rateLimits.key, rateLimits.windowStart], set: { count: sql`${rateLimits.count} + 1` } })
    .returning({ count: rateLimits.count });
}

/** Counts one hit and tells whether it is within the limit. */
export async function hitRateLimit(db: Db, rule: RateLimitRule, key: string, now = Date.now()): Promise<boolean> {
  const [row] = await countHit(db, rule, key, now);
  return (row?.count ?? 1) <= rule.limit;
}

/**
 * Takes back one hit counted for `key` in the current window: an attempt that was counted before
 * it could be judged (a login) and turned out fine is no failure.
 */
export async function refundHit(db: Db, rule: RateLimitRule, key: string, now = Date.now()): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`max(${rateLimits.count} - 1, 0)` })
    .where(and(eq(rateLimits.key, counterKey(rule, key)), eq(rateLimits.windowStart, windowOf(rule, now))));
}

/** Forgets the current window's count for `key` (e.g. after a successful login). */
export async function clearRateLimit(db: Db, rule: RateLimitRule, key: string, now = Date.now()): Promise<void> {
  await db.delete(rateLimits).where(and(eq(rateLimits.key, counterKey(rule, key)), eq(rateLimits.windowStart, windowOf(rule, now))));
}

/** A route's limit on the counter `keyOf` names; answers 429 with a Retry-After once exceeded. */
function rateLimitBy(rule: RateLimitRule, keyOf: (c: Context<AppEnv>) => string) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!(await hitRateLimit(c.var.db, rule, keyOf(c)))) {
      c.header('Retry-After', String(rule.windowSeconds));
      throw new ApiError(429, 'error_rate_limited');
    }
    await next();
  });
}

/** Per-address limit for a route. */
export const rateLimitByAddress = (rule: RateLimitRule) => rateLimitBy(rule, clientAddress);

/** Per-member limit, for routes behind a guard (the session user is known). */
export const rateLimitByMember = (rule: RateLimitRule) => rateLimitBy(rule, (c) => `user:${c.var.user?.id}`);
