/**
 * Delivery of new notifications by email and web push (docs/decisions/033-notification-delivery.md).
 * A pass claims a bounded batch of waiting notifications in one statement (so two passes never send
 * the same one), then for each recipient and topic does what the member chose: an email at once, a
 * place in the daily or weekly digest, a push to each device. The emails and pushes go into the
 * outbox, to the delivery Queue, which sends and retries them (docs/decisions/040-delivery-queue.md).
 * Nothing here decides who is notified: that happened when the notification was written.
 */
import { and, inArray, isNull, sql } from 'drizzle-orm';
import { DIGEST_CADENCES, type DigestCadence, type NotificationTopic } from '~/shared/enums';
import { notificationText } from '~/shared/notification-text';
import { DEFAULT_PREFERENCES, TOPIC_OF, type NotificationPreferences, type NotificationView, type PushMessage } from '~/shared/notifications';
import type { Db } from '~/server/db/client';
import type { DeliveryMessage } from '~/server/delivery/messages';
import { emailDigests, notifications, users } from '~/server/db/schema';
import type { Outbox } from '~/server/delivery/outbox';
import { instantEmail, type Recipient } from '~/server/email/notification-emails';
import { unsubscribeToken, unsubscribeUrls } from '~/server/email/unsubscribe-link';
import { notificationViews, toView } from './inbox';
import { preferencesByMember, storedChoicesOf } from './preferences';
import { devicesOf } from './push-subscriptions';

export interface DeliveryChannels {
  /** Where the emails and pushes go: the delivery Queue. */
  outbox: Outbox;
  /** False when no VAPID key pair is configured: push is off. */
  push: boolean;
  /** The site's origin, for links (never the request's). */
  origin: string;
  unsubscribeSecret: string;
}

/**
 * Notifications one pass takes at most: a pass is queued after every write, so a batch is small, and
 * what it queues (an email per recipient, at most PUSH_PER_PASS pushes) fits one `sendBatch`.
 */
export const DISPATCH_BATCH = 20;
/**
 * Pushes one pass queues at most. A push goes per notification and device (up to PUSH_DEVICE_LIMIT
 * a member), so one post mentioning ten members could ask for a hundred requests signed with our
 * key; what is over the cap is not sent (the notifications stay in the app).
 */
export const PUSH_PER_PASS = 50;
/** The least time a digest gathers news before it goes, and the least between two. */
/** Idempotency keys stay short: an email about many notifications names the first ones. */
const KEY_MAX = 200;
export const DIGEST_GATHER_MS = 60 * 60 * 1000;
export const DIGEST_PERIOD_MS: Record<DigestCadence, number> = { daily: 24 * 60 * 60 * 1000, weekly: 7 * 24 * 60 * 60 * 1000 };

/** Marks a batch of waiting notifications as dispatched and answers their ids, in one statement. */
async function claimBatch(db: Db, now: number): Promise<number[]> {
  const waiting = db
    .select({ id: notifications.id })
    .from(notifications)
    .where(isNull(notifications.dispatchedAt))
    .orderBy(notifications.id)
    .limit(DISPATCH_BATCH);
  const claimed = await db
    .update(notifications)
    .set({ dispatchedAt: new Date(now) })
    .where(and(inArray(notifications.id, waiting), isNull(notifications.dispatchedAt)))
    .returning({ id: notifications.id });
  return claimed.map((row) => row.id);
}

export const recipientColumns = {
  id: users.id,
  email: users.email,
  locale: users.locale,
  firstName: users.firstName,
  displayName: users.displayName,
  verified: users.isEmailVerified,
  deletedAt: users.deletedAt,
};

/** Emails go to confirmed addresses of accounts that still exist. */
export const mayEmail = (recipient: { verified: boolean; deletedAt: Date | null }) => recipient.verified && recipient.deletedAt === null;

/** The one-click unsubscribe of an email about these topics. */
export async function unsubscribeLink(channels: DeliveryChannels, recipient: Recipient & { id: number }, topics: NotificationTopic[]) {
  const token = await unsubscribeToken(channels.unsubscribeSecret, { userId: recipient.id, topics });
  return { ...unsubscribeUrls(channels.origin, recipient.locale, token), topics };
}

/**
 * When a digest may go: after at least an hour of gathering, and a period after the last one. A
 * digest already waiting keeps its time.
 */
function scheduleDigest(db: Db, userId: number, cadence: DigestCadence, now: number) {
  const earliest = now + DIGEST_GATHER_MS;
  return db
    .insert(emailDigests)
    .values({ userId, cadence, dueAt: new Date(earliest) })
    .onConflictDoUpdate({
      target: [emailDigests.userId, emailDigests.cadence],
      set: { dueAt: sql`coalesce(${emailDigests.dueAt}, max(coalesce(${emailDigests.sentAt} + ${DIGEST_PERIOD_MS[cadence]}, 0), ${earliest}))` },
    });
}

interface Plan {
  instant: NotificationView[];
  digests: Set<DigestCadence>;
  pushes: NotificationView[];
}

/** What each notification asks for under its recipient's choices. */
function plan(items: NotificationView[], preferences: NotificationPreferences): Plan {
  const result: Plan = { instant: [], digests: new Set(), pushes: [] };
  for (const item of items) {
    const topic = TOPIC_OF[item.kind];
    if (topic === null) continue;
    const choice = preferences[topic];
    if (choice.email === 'instant') result.instant.push(item);
    else if (choice.email === 'daily' || choice.email === 'weekly') result.digests.add(choice.email);
    if (choice.push) result.pushes.push(item);
  }
  return result;
}

/** What a pass did: notifications claimed (a full batch means more may wait) and messages queued. */
export interface PassResult {
  claimed: number;
  sent: number;
}

/**
 * One pass: claims up to DISPATCH_BATCH waiting notifications and queues their emails and pushes in
 * the outbox (the caller flushes it). Each carries an idempotency key made of what was claimed, so
 * the Queue's retries never send one twice.
 */
export async function dispatchPending(db: Db, channels: DeliveryChannels, now = Date.now()): Promise<PassResult> {
  const ids = await claimBatch(db, now);
  if (ids.length === 0) return { claimed: 0, sent: 0 };
  const recipientIds = db.selectDistinct({ id: notifications.recipientId }).from(notifications).where(inArray(notifications.id, ids));
  // What the batch says, to whom, their choices and their devices: one round trip.
  const [rows, recipients, choices, devices] = await db.batch([
    notificationViews(db).where(inArray(notifications.id, ids)).orderBy(notifications.id),
    db.select(recipientColumns).from(users).where(inArray(users.id, recipientIds)),
    storedChoicesOf(db, recipientIds),
    devicesOf(db, recipientIds),
  ]);
  const memberIds = recipients.map((recipient) => recipient.id);
  const preferences = preferencesByMember(memberIds, choices);

  const digests: ReturnType<typeof scheduleDigest>[] = [];
  const pushes: { rank: number; message: DeliveryMessage }[] = [];
  const sends: Promise<unknown>[] = [];
  for (const recipient of recipients) {
    const items = rows.filter((row) => row.recipientId === recipient.id).map((row) => toView(row, recipient.locale));
    const wanted = plan(items, preferences.get(recipient.id) ?? DEFAULT_PREFERENCES);
    if (mayEmail(recipient)) {
      if (wanted.instant.length > 0) {
        const topics = [...new Set(wanted.instant.map((item) => TOPIC_OF[item.kind]).filter((topic) => topic !== null))];
        const key = `notification:${recipient.id}:${now}:${wanted.instant.map((item) => item.id).join('.')}`;
        sends.push(
          unsubscribeLink(channels, recipient, topics).then((link) =>
            channels.outbox.send(instantEmail(recipient, wanted.instant, channels.origin, link), key.slice(0, KEY_MAX)),
          ),
        );
      }
      for (const cadence of DIGEST_CADENCES) if (wanted.digests.has(cadence)) digests.push(scheduleDigest(db, recipient.id, cadence, now));
    }
    if (!channels.push || recipient.deletedAt !== null) continue;
    const own = devices.filter((d) => d.userId === recipient.id);
    let rank = 0;
    for (const item of wanted.pushes) {
      const message: PushMessage = {
        title: notificationText(item, recipient.locale),
        body: item.excerpt,
        url: item.target.url,
        tag: `notification-${item.id}`,
      };
      for (const { id, endpoint, p256dh, auth } of own) {
        const key = `push:${id}:${item.id}:${now}`;
        pushes.push({ rank: rank++, message: { kind: 'push', key, userId: recipient.id, deviceId: id, device: { endpoint, p256dh, auth }, push: message } });
      }
    }
  }
  // Over the cap, every recipient gets their first pushes before anyone gets more (the sort is stable).
  const queued = pushes.sort((a, b) => a.rank - b.rank).slice(0, PUSH_PER_PASS);
  for (const { message } of queued) channels.outbox.add(message);
  if (pushes.length > PUSH_PER_PASS) console.warn(`notification delivery: ${pushes.length - PUSH_PER_PASS} pushes over the pass's ${PUSH_PER_PASS} not sent`);
  await Promise.all(sends);
  const [first, ...rest] = digests;
  if (first) await db.batch([first, ...rest]);
  return { claimed: ids.length, sent: sends.length + queued.length };
}
