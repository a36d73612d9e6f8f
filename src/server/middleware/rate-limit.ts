/**
 * The routes' rate limits (docs/product-rules.md §7.3). The hot, forgiving ones (writes per member,
 * searches, registrations and contact messages per address) are counted by the Rate Limiting binding,
 * at the edge and with no D1 write (decision 041); the rest by exact counters in D1
 * (services/rate-limits.ts). Either answers 429 with a Retry-After once exceeded.
 */
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '~/server/context';
import { ApiError } from '~/server/errors';
import { hitRateLimit, type RateLimitRule } from '~/server/services/rate-limits';

/** The caller's address as Cloudflare reports it; local runs share one bucket. */
export function clientAddress(c: Context): string {
  return c.req.header('cf-connecting-ip') ?? 'local';
}

type KeyOf = (c: Context<AppEnv>) => string;
const memberKey: KeyOf = (c) => `user:${c.var.user?.id}`;

/** A limit: whether the hit for `key` is within it, and the seconds to wait when not. */
function limitBy(retryAfterSeconds: number, keyOf: KeyOf, within: (c: Context<AppEnv>, key: string) => Promise<boolean>) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!(await within(c, keyOf(c)))) {
      c.header('Retry-After', String(retryAfterSeconds));
      throw new ApiError(429, 'error_rate_limited');
    }
    await next();
  });
}

/** A limit counted in D1 for the counter `keyOf` names. */
const rateLimitBy = (rule: RateLimitRule, keyOf: KeyOf) => limitBy(rule.windowSeconds, keyOf, (c, key) => hitRateLimit(c.var.db, rule, key));

/** Per-address limit for a route, counted in D1. */
export const rateLimitByAddress = (rule: RateLimitRule) => rateLimitBy(rule, clientAddress);

/** Per-member limit counted in D1, for routes behind a guard (the session user is known). */
export const rateLimitByMember = (rule: RateLimitRule) => rateLimitBy(rule, memberKey);

/** The Rate Limiting bindings of wrangler.jsonc (`ratelimits`). */
type EdgeLimiter = 'WRITE_LIMITER' | 'SEARCH_LIMITER' | 'REGISTER_LIMITER' | 'CONTACT_LIMITER';
/** The period every binding counts in (wrangler.jsonc `simple.period`). */
const EDGE_LIMIT_PERIOD_SECONDS = 60;

/** A limit the binding counts; `name` keeps the counters of routes sharing a binding apart. */
const edgeLimitBy = (binding: EdgeLimiter, name: string, keyOf: KeyOf) =>
  limitBy(EDGE_LIMIT_PERIOD_SECONDS, keyOf, async (c, key) => (await c.env[binding].limit({ key: `${name}:${key}` })).success);

/** Per-address limit counted by the binding. */
export const edgeLimitByAddress = (binding: EdgeLimiter, name: string) => edgeLimitBy(binding, name, clientAddress);

/** Per-member limit counted by the binding, for routes behind a guard. */
export const edgeLimitByMember = (binding: EdgeLimiter, name: string) => edgeLimitBy(binding, name, memberKey);
