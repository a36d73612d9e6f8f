/**
 * When notifications go out by email and push (docs/decisions/033-notification-delivery.md,
 * 040-delivery-queue.md): a pass queued after every write request (they create notifications) and
 * run by the delivery Queue's consumer, and one on every Cron Trigger run, which also queues the due
 * digests and catches what a pass left. What a pass finds goes into the outbox, to the Queue.
 */
import type { Db } from '~/server/db/client';
import { createOutbox } from '~/server/delivery/outbox';
import { pushConfig } from '~/server/push/web-push';
import { siteOrigin } from '~/server/site-origin';
import { type DeliveryChannels, DISPATCH_BATCH, dispatchPending } from './dispatch';
import { sendDueDigests } from './digests';

/** Shorter than this, the unsubscribe links could be forged by guessing (HMAC keys want entropy). */
const UNSUBSCRIBE_SECRET_MIN = 16;

/**
 * What delivery queues through. Without the unsubscribe secret no email may go (every one carries
 * its link), so nothing is claimed: the notifications wait, and the failure shows in the logs and the
 * Cron Trigger's runs until the secret is set.
 */
export function deliveryChannels(env: Env): DeliveryChannels {
  if ((env.UNSUBSCRIBE_SECRET ?? '').length < UNSUBSCRIBE_SECRET_MIN) throw new Error('UNSUBSCRIBE_SECRET is not set: notifications wait for delivery');
  return { outbox: createOutbox(env.DELIVERY), push: pushConfig(env) !== null, origin: siteOrigin(env), unsubscribeSecret: env.UNSUBSCRIBE_SECRET };
}

/** Messages one run queues at most (a Cron Trigger run, or the consumer's passes); a backlog drains over runs. */
const SCHEDULED_SENDS = 500;

/** Passes until nothing waits or SCHEDULED_SENDS messages are queued; then one `sendBatch` of what they found. */
export async function deliverNotifications(db: Db, env: Env, now: number, channels = deliveryChannels(env)): Promise<void> {
  let sent = 0;
  while (sent < SCHEDULED_SENDS) {
    const pass = await dispatchPending(db, channels, now);
    sent += pass.sent;
    if (pass.claimed < DISPATCH_BATCH) break;
  }
  await channels.outbox.flush();
}

export async function deliverScheduled(db: Db, env: Env, now: number): Promise<void> {
  const channels = deliveryChannels(env);
  await deliverNotifications(db, env, now, channels);
  await sendDueDigests(db, channels, now);
  await channels.outbox.flush();
}
