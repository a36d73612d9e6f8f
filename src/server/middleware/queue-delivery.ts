import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '~/server/context';
import { createOutbox } from '~/server/delivery/outbox';
import { freshKey } from '~/server/delivery/messages';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The request's outbox (docs/decisions/040-delivery-queue.md): services hand it their mail
 * (`c.var.mailer`), and after the handler it goes to the delivery Queue in one `sendBatch`, with a
 * notification pass after a successful write (the only requests that create notifications). The
 * Queue's consumer sends; the request never waits for a provider and makes no D1 round trip for it.
 * Sent before the answer: once the member reads "we sent you an email", the Queue has it.
 */
export const queueDelivery = createMiddleware<AppEnv>(async (c, next) => {
  const outbox = createOutbox(c.env.DELIVERY);
  c.set('mailer', outbox);
  await next();
  if (!READS.has(c.req.method) && c.res.status < 400) outbox.add({ kind: 'notifications', key: freshKey('notifications') });
  await outbox.flush();
});
