/**
 * The delivery Queue's consumer (docs/decisions/040-delivery-queue.md), the Worker's `queue` handler.
 * An email or push claims its idempotency key in D1 before it goes (claim → send → mark sent):
 * a key already sent is acknowledged without sending, so a duplicate never sends twice; a key whose
 * send failed is claimable again, so the retry sends. A failed send is retried after 30 s × 2^tries
 * (DELIVERY_RETRY_SECONDS is the base), five tries in all, then the message goes to the dead-letter
 * queue, whose consumer records it for admins (dead-letters.ts).
 */
import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import { getDb, type Db } from '~/server/db/client';
import { deliveryClaims } from '~/server/db/schema';
import { createMailTransport } from '~/server/email/create-mailer';
import { pushConfig, type PushOutcome, sendPush } from '~/server/push/web-push';
import { deliverNotifications } from '~/server/services/notifications/delivery';
import { recordPushOutcomes } from '~/server/services/notifications/push-subscriptions';
import { DELIVERY_TRIES, type DeliveryMessage } from './messages';

type Send = Extract<DeliveryMessage, { kind: 'mail' | 'push' }>;

/**
 * How long a claim is held by a send in progress. A copy of the message arriving meanwhile waits;
 * after this, a send that never marked its claim (the Worker died mid-send) is taken over by the retry.
 */
const CLAIM_LEASE_MS = 60_000;
const DEFAULT_RETRY_SECONDS = 30;
/** Failure reasons are kept short: they are for an admin's eye, not a log. */
const ERROR_MAX = 300;

/** The wait before the next try: the base (30 s in production) doubled with each try made. */
function retryDelay(env: Env, attempts: number): number {
  const base = Number(env.DELIVERY_RETRY_SECONDS ?? DEFAULT_RETRY_SECONDS);
  return (Number.isFinite(base) && base >= 0 ? base : DEFAULT_RETRY_SECONDS) * 2 ** Math.max(0, attempts - 1);
}

/**
 * Claims the keys in one round trip: a new key, a failed one or one whose lease ran out becomes
 * `sending` and is answered; the states of all the keys come back too, so a key not claimed tells
 * whether it was sent (acknowledge) or is being sent (wait).
 */
async function claim(db: Db, keys: string[], now: number) {
  const claims = keys.map((key) =>
    db
      .insert(deliveryClaims)
      .values({ key, state: 'sending', attempts: 1, updatedAt: new Date(now) })
      .onConflictDoUpdate({
        target: deliveryClaims.key,
        set: { state: 'sending', attempts: sql`${deliveryClaims.attempts} + 1`, updatedAt: new Date(now) },
        setWhere: or(
          eq(deliveryClaims.state, 'failed'),
          and(eq(deliveryClaims.state, 'sending'), lt(deliveryClaims.updatedAt, new Date(now - CLAIM_LEASE_MS))),
        ),
      })
      .returning({ key: deliveryClaims.key }),
  );
  const [first, ...rest] = claims;
  if (!first) return { claimed: new Set<string>(), sent: new Set<string>() };
  const results = await db.batch([
    first,
    ...rest,
    db
      .select({ key: deliveryClaims.key })
      .from(deliveryClaims)
      .where(and(inArray(deliveryClaims.key, keys), eq(deliveryClaims.state, 'sent'))),
  ]);
  const states = results.at(-1) as { key: string }[];
  const claimed = new Set((results.slice(0, -1) as { key: string }[][]).flat().map((row) => row.key));
  return { claimed, sent: new Set(states.map((row) => row.key)) };
}

/** Marks what went and what failed (with why), in one round trip. */
async function mark(db: Db, sent: string[], failed: Map<string, string>, now: number) {
  const at = new Date(now);
  const statements = [
    ...(sent.length > 0 ? [db.update(deliveryClaims).set({ state: 'sent', error: null, updatedAt: at }).where(inArray(deliveryClaims.key, sent))] : []),
    ...[...failed].map(([key, error]) => db.update(deliveryClaims).set({ state: 'failed', error, updatedAt: at }).where(eq(deliveryClaims.key, key))),
  ];
  const [first, ...rest] = statements;
  if (first) await db.batch([first, ...rest]);
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, ERROR_MAX);

/**
 * Sends the claimed messages: null when it went (or will never go: a push the service refused), else
 * why not. What a push tells of its device is noted in `outcomes`, a failure only on the last try: a
 * device's count of failures in a row counts undeliverable pushes, not tries, so one push retried five
 * times is one failure (and one that goes on a retry is a success).
 */
async function sendAll(env: Env, messages: Message<Send>[], outcomes: Map<number, PushOutcome[]>): Promise<Map<string, string | null>> {
  const transport = createMailTransport(env);
  const sender = pushConfig(env);
  const results = await Promise.allSettled(
    messages.map(async ({ body, attempts }) => {
      if (body.kind === 'mail') return transport.send(body.mail);
      if (sender === null) throw new Error('push is off: no VAPID key pair');
      const outcome = await sendPush(sender, body.device, body.push);
      if (outcome !== 'failed' || attempts >= DELIVERY_TRIES) outcomes.set(body.deviceId, [...(outcomes.get(body.deviceId) ?? []), outcome]);
      if (outcome === 'failed') throw new Error('the push service did not take the push');
    }),
  );
  return new Map(messages.map(({ body }, index) => [body.key, results[index]?.status === 'rejected' ? reason(results[index].reason) : null]));
}

/** One batch of the delivery Queue. Every message is acknowledged or retried on its own. */
export async function deliverBatch(batch: MessageBatch<DeliveryMessage>, env: Env, now = Date.now()): Promise<void> {
  const db = getDb(env.DB);
  const retry = (message: Message<DeliveryMessage>) => message.retry({ delaySeconds: retryDelay(env, message.attempts) });

  // Notification passes: each claims waiting notifications and queues their emails and pushes.
  const passes = batch.messages.filter((message) => message.body.kind === 'notifications');
  if (passes.length > 0) {
    try {
      await deliverNotifications(db, env, now);
      for (const message of passes) message.ack();
    } catch (error) {
      console.error('notification pass failed', error);
      for (const message of passes) retry(message);
    }
  }

  // Emails and pushes; a second copy of a key in the same batch waits for the first's outcome.
  const first = new Map<string, Message<DeliveryMessage>>();
  for (const message of batch.messages) {
    if (message.body.kind === 'notifications') continue;
    if (first.has(message.body.key)) retry(message);
    else first.set(message.body.key, message);
  }
  if (first.size === 0) return;
  const { claimed, sent } = await claim(db, [...first.keys()], now);
  const toSend: Message<Send>[] = [];
  for (const [key, message] of first) {
    if (claimed.has(key)) toSend.push(message as Message<Send>);
    else if (sent.has(key)) message.ack();
    else retry(message);
  }
  const outcomes = new Map<number, PushOutcome[]>();
  const results = await sendAll(env, toSend, outcomes);
  const failed = new Map([...results].filter((entry): entry is [string, string] => entry[1] !== null));
  await Promise.all([
    mark(
      db,
      [...results].filter(([, error]) => error === null).map(([key]) => key),
      failed,
      Date.now(),
    ),
    recordPushOutcomes(db, outcomes),
  ]);
  for (const [key, error] of results) {
    const message = first.get(key);
    if (!message) continue;
    if (error === null) message.ack();
    else {
      console.warn(`delivery ${key}: try ${message.attempts} failed: ${error}`);
      retry(message);
    }
  }
}
