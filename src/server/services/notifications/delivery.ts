/**
 * When notifications go out by email and push (docs/decisions/033-notification-delivery.md): a
 * pass after every write request (they create notifications), and on every Cron Trigger run, which
 * also sends the due digests and catches what a pass left.
 */
import type { Db } from '~/server/db/client';
import { createMailer } from '~/server/email/mailer';
import { pushConfig } from '~/server/push/web-push';
import { siteOrigin } from '~/server/site-origin';
import { type DeliveryChannels, DISPATCH_BATCH, dispatchPending } from './dispatch';
import { sendDueDigests } from './digests';

export function deliveryChannels(env: Env): DeliveryChannels {
  return { mailer: createMailer(env), push: pushConfig(env), origin: siteOrigin(env), unsubscribeSecret: env.UNSUBSCRIBE_SECRET };
}

/** Batches the Cron Trigger dispatches at most per run, so a backlog drains over runs rather than in one long one. */
const SCHEDULED_PASSES = 20;

export async function deliverScheduled(db: Db, env: Env, now: number): Promise<void> {
  const channels = deliveryChannels(env);
  for (let pass = 0; pass < SCHEDULED_PASSES; pass++) {
    if ((await dispatchPending(db, channels, now)) < DISPATCH_BATCH) break;
  }
  await sendDueDigests(db, channels, now);
}
