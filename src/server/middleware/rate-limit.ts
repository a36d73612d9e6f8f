import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context';
import { rateLimits } from '../db/schema';
import { ApiError } from '../errors';

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

/**
 * Counts one hit for `key` in the current fixed window and tells whether it is within the limit.
 * One atomic upsert, so concurrent requests can never both slip under the limit.
 */
export async function hitRateLimit(c: Context<AppEnv>, rule: RateLimitRule, key: string): Promise<boolean> {
  const windowStart = Math.floor(Date.now() / 1000 / rule.windowSeconds) * rule.windowSeconds;
  const [row] = await c.var.db
    .insert(rateLimits)
    .values({ key: `${rule.name}:${key}`, windowStart, count: 1 })
    .onConflictDoUpdate({ target: [rateLimits.key, rateLimits.windowStart], set: { count: sql`${rateLimits.count} + 1` } })
    .returning({ count: rateLimits.count });
  return (row?.count ?? 1) <= rule.limit;
}

/** Per-address limit for a route; answers 429 with a Retry-After once exceeded. */
export function rateLimitByAddress(rule: RateLimitRule) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!(await hitRateLimit(c, rule, clientAddress(c)))) {
      c.header('Retry-After', String(rule.windowSeconds));
      throw new ApiError(429, 'error_rate_limited');
    }
    await next();
  });
}
