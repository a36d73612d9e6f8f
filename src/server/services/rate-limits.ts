/**
 * Rate-limit counters: fixed windows in D1, counted by one atomic upsert. The routes' middleware
 * (middleware/rate-limit.ts) and the services that judge an attempt before counting it (login,
 * second factor) share them.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '~/server/db/client';
import { rateLimits } from '~/server/db/schema';

export interface RateLimitRule {
  /** Names the counter, e.g. 'contact'. */
  name: string;
  limit: number;
  windowSeconds: number;
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
