import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '~/server/context';
import { dispatchPending } from '~/server/services/notifications/dispatch';
import { deliveryChannels } from '~/server/services/notifications/delivery';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * After a write (the only requests that create notifications), one delivery pass, once the answer is
 * on its way (docs/decisions/033-notification-delivery.md): a comment's author hears of it within
 * seconds, and the writer never waits for it. Without an execution context (the tests call the app
 * directly) the pass completes before the answer.
 */
export const deliverAfterWrites = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (READS.has(c.req.method) || c.res.status >= 400) return;
  const pass = Promise.resolve()
    .then(() => dispatchPending(c.var.db, deliveryChannels(c.env, c.var.mailer)))
    .catch((error: unknown) => console.error('notification delivery failed', error));
  let context: Pick<ExecutionContext, 'waitUntil'> | undefined;
  try {
    context = c.executionCtx;
  } catch {
    // Hono throws when the runtime gave no context.
  }
  if (context) context.waitUntil(pass);
  else await pass;
});
