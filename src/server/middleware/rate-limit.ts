import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '~/server/context';
import { ApiError } from '~/server/errors';
import { hitRateLimit, type RateLimitRule } from '~/server/services/rate-limits';

/** The caller's address as Cloudflare reports it; local runs share one bucket. */
export function clientAddress(c: Context): string {
  return c.req.header('cf-connecting-ip') ?? 'local';
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
