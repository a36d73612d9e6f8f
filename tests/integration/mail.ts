import { env } from 'cloudflare:workers';
import { readDevMailbox, type StoredMail } from '~/server/email/dev-mailbox';
import { call } from './request';

/**
 * How often and how long the delivery Queue is watched: settled once nothing moved for QUIET_POLLS
 * in a row, or for IDLE_POLLS when delivery never had anything to do (most tests: every request
 * awaits its enqueue, so an untouched Queue stays untouched, and waiting the full window after
 * each of them cost more than the tests themselves).
 */
const POLL_MS = 25;
const QUIET_POLLS = 8;
const IDLE_POLLS = 1;
const SETTLE_TIMEOUT_MS = 20_000;

/** What delivery has done so far, as D1 and the queues show it. */
async function deliveryState(): Promise<{ fingerprint: string; busy: boolean; untouched: boolean }> {
  const [[row], [delivery, dead]] = await Promise.all([
    env.DB.prepare(
      `select (select count(*) from delivery_claims) as claims,
              (select count(*) from delivery_claims where state = 'sending') as sending,
              (select coalesce(max(updated_at), 0) from delivery_claims) as changed,
              (select count(*) from dead_letters) as dead,
              (select count(*) from notifications where dispatched_at is null) as waiting`,
    )
      .all<{ claims: number; sending: number; changed: number; dead: number; waiting: number }>()
      .then((result) => result.results),
    Promise.all([env.DELIVERY.metrics(), env.DELIVERY.metrics()]),
  ]);
  const backlog = (delivery?.backlogCount ?? 0) + (dead?.backlogCount ?? 0);
  return {
    fingerprint: JSON.stringify([row, backlog]),
    busy: (row?.sending ?? 0) > 0 || backlog > 0,
    untouched: !row?.claims && !row?.dead && !row?.waiting && backlog === 0,
  };
}

/**
 * Waits until the delivery Queue (run by Miniflare, as in production) has done what the test's
 * requests queued: every message sent, retried to its end or dead-lettered. Every test that reads
 * the mailbox or what delivery changed goes through here.
 */
export async function deliverySettled(timeoutMs = SETTLE_TIMEOUT_MS): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  let quiet = 0;
  let alwaysUntouched = true;
  while (quiet < (alwaysUntouched ? IDLE_POLLS : QUIET_POLLS)) {
    if (Date.now() > deadline) throw new Error('the delivery Queue did not settle');
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    const { fingerprint, busy, untouched } = await deliveryState();
    alwaysUntouched &&= untouched;
    quiet = !busy && fingerprint === last ? quiet + 1 : 0;
    last = fingerprint;
  }
}

/** The mails delivered to `address`, newest first, once delivery has settled. */
export async function mailsTo(address: string): Promise<StoredMail[]> {
  await deliverySettled();
  return readDevMailbox(env.SESSION, address);
}

/** The first link of the newest mail to `address`, as a path. */
export async function latestLink(address: string): Promise<string> {
  const [mail] = await mailsTo(address);
  const url = mail?.text.match(/https?:\/\/\S+/)?.[0];
  if (!url) throw new Error(`no link mailed to ${address}`);
  return new URL(url).pathname;
}

/** Makes the development mailbox fail the next `times` sends to `email` (or every one; 0 clears it). */
export const failMailTo = (email: string, times: number | 'always') => call('POST', '/__dev/mail/failures', { email, times });
