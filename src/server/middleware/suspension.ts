import { createMiddleware } from 'hono/factory';
import { isSuspended } from '../../shared/policy';
import type { AppEnv } from '../context';
import { ApiError } from '../errors';
import { actorOf } from '../services/session-user';

/**
 * A suspended member reads but writes nothing: registered for the write methods of the content
 * routes, it answers 403 with the suspension's message (the policy refuses these writes as well).
 */
export const refuseWhileSuspended = createMiddleware<AppEnv>(async (c, next) => {
  if (isSuspended(actorOf(c.var.user))) throw new ApiError(403, 'account_suspended');
  await next();
});

/** The content routes it guards, for write methods (account, payment and report routes stay open). */
export const CONTENT_PATHS = ['/posts', '/posts/*', '/comments', '/comments/*', '/activities', '/activities/*', '/activity-progress/*', '/process-image', '/convert-heic'];
