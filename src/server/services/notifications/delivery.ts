/**
 * When notifications go out by email and push (docs/decisions/033-notification-delivery.md): a
 * pass after every write request (they create notifications), and on every Cron Trigger run, which
 * also sends the due digests and catches what a pass left.
 */
import type { Db } from '~/server/db/client';
import { createMailer } from '~/server/email/create-mailer';
import { pushConfig } from '~/server/push/web-push';
import { siteOrigin } from '~/server/site-origin';
import { type DeliveryChannels, DISPATCH_BATCH, dispatchPending } from './dispatch';
import { sendDueDigests } from './digests';

/** Shorter than this, the unsubscribe links could be forged by guessing (HMAC keys want entropy). */
const UNSUBSCRIBE_SECRET_MIN = 16;

/**
 * What delivery sends through. Without the unsubscribe secret no email may go (every one carries
 * its link), so nothing is claimed: the notifications wait, and the failure shows in the logs and the
 * Cron Trigger's runs until the secret is set.
 */
export function deliveryChannels(env: Env, mailer = createMailer(env)): DeliveryChannels {
  if ((env.UNSUBSCRIBE_SECRET ?? '').length < UNSUBSCRIBE_SECRET_MIN) throw new Error('UNSUBSCRIBE_SECRET is not set: notifications wait for delivery');
  return { mailer, push: pushConfig(env), origin: siteOrigin(env), unsubscribeSecret: env.UNSUBSCRIBE_SECRET };
}

/** Requests out one Cron Trigger run makes for delivery at most, within a Worker invocation's subrequests; a backlog drains over runs. */
const SCHEDULED_SENDS = 500;

export async function deliverScheduled(db: Db, env: Env, now: number): Promise<void> {
  const channels = deliveryChannels(env);
  let sent = 0;
  while (sent < SCHEDULED_SENDS) {
    const pass = await dispatchPending(db, channels, now);
    sent += pass.sent;
    if (pass.claimed < DISPATCH_BATCH) break;
  }
  await sendDueDigests(db, channels, now);
}
