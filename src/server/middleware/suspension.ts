import { createMiddleware } from 'hono/factory';
import { isSuspended } from '~/shared/policy';
import type { AppEnv } from '~/server/context';
import { ApiError } from '~/server/errors';
import { actorOf } from '~/server/auth/session-user';

/** The methods that write. */
export const WRITE_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * A suspended member reads but writes nothing: each content sub-app (activities, progress, posts,
 * comments, uploads) registers this for its write methods, and it answers 403 with the
 * suspension's message (the policy refuses these writes as well). Account, payment and report
 * routes stay open.
 */
export const refuseWhileSuspended = createMiddleware<AppEnv>(async (c, next) => {
  if (isSuspended(actorOf(c.var.user))) throw new ApiError(403, 'account_suspended');
  await next();
});
