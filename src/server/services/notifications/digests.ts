/**
 * The daily and weekly digests (docs/decisions/033-notification-delivery.md), sent by the Cron
 * Trigger: a bounded batch of due digests per run, each claimed in one statement. A digest holds the
 * member's unread notifications since their last digest of that cadence, of the topics they want in
 * it; with nothing new it is not sent, and the next news schedules it again.
 */
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { NOTIFICATION_TOPICS } from '~/shared/enums';
import { TOPIC_OF } from '~/shared/notifications';
import type { Db } from '~/server/db/client';
import { emailDigests, notifications, users } from '~/server/db/schema';
import { digestEmail } from '~/server/email/notification-emails';
import { type DeliveryChannels, DIGEST_GATHER_MS, mayEmail, recipientColumns, unsubscribeLink } from './dispatch';
import { notificationViews, toView } from './inbox';
import { preferencesByMember, storedChoicesOf } from './preferences';

/** Digests one run sends at most; the Cron Trigger runs every 15 minutes. */
export const DIGEST_BATCH = 50;
/** Entries one digest lists; the rest are counted and wait in the inbox. */
export const DIGEST_ITEMS = 20;
/** Notifications a digest reads at most to find its entries (unread, of its topics): the newest. */
const DIGEST_SCAN = 200;

/**
 * Takes the due digests off the schedule and marks them sent now, in one transaction (a batch), so
 * news arriving meanwhile schedules the next one a period later; answers them with when each was
 * last sent before. A digest that then finds nothing to say gets its old time back.
 */
async function claimDue(db: Db, now: number) {
  const due = and(isNotNull(emailDigests.dueAt), lte(emailDigests.dueAt, new Date(now)));
  // Read twice in one transaction, so the same rows: the order leaves no tie.
  const rowids = db.select({ rowid: sql`rowid` }).from(emailDigests).where(due).orderBy(asc(emailDigests.dueAt), asc(sql`rowid`)).limit(DIGEST_BATCH);
  const [claimed] = await db.batch([
    db
      .select({ userId: emailDigests.userId, cadence: emailDigests.cadence, sentAt: emailDigests.sentAt, dueAt: emailDigests.dueAt })
      .from(emailDigests)
      .where(sql`rowid in ${rowids}`),
    db
      .update(emailDigests)
      .set({ dueAt: null, sentAt: new Date(now) })
      .where(sql`rowid in ${rowids}`),
  ]);
  return claimed;
}

type Claimed = Awaited<ReturnType<typeof claimDue>>[number];

const digestOf = (digest: Pick<Claimed, 'userId' | 'cadence'>) => and(eq(emailDigests.userId, digest.userId), eq(emailDigests.cadence, digest.cadence));

/**
 * A first digest holds the news from a little before the one that scheduled it (an hour of
 * gathering before it was due): what is older is history, and may have been mailed at once before
 * the member chose the digest.
 */
const FIRST_DIGEST_REACH_MS = 2 * DIGEST_GATHER_MS;

/** Unread news since the last digest of the cadence (for a first one, since shortly before it was scheduled). */
function newsSince(db: Db, digest: Claimed) {
  const since = digest.sentAt ?? new Date((digest.dueAt?.getTime() ?? 0) - FIRST_DIGEST_REACH_MS);
  return notificationViews(db)
    .where(and(eq(notifications.recipientId, digest.userId), isNull(notifications.readAt), gt(notifications.createdAt, since)))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(DIGEST_SCAN);
}

/** Queues the due digests; answers how many. */
export async function sendDueDigests(db: Db, channels: DeliveryChannels, now = Date.now()): Promise<number> {
  const claimed = await claimDue(db, now);
  if (claimed.length === 0) return 0;
  const memberIds = [...new Set(claimed.map((digest) => digest.userId))];
  const [recipients, choices, ...news] = await db.batch([
    db.select(recipientColumns).from(users).where(inArray(users.id, memberIds)),
    storedChoicesOf(db, memberIds),
    ...claimed.map((digest) => newsSince(db, digest)),
  ]);
  const preferences = preferencesByMember(memberIds, choices);
  const unsent: Claimed[] = [];
  const sends = claimed.map(async (digest, index) => {
    const recipient = recipients.find((r) => r.id === digest.userId);
    const choice = preferences.get(digest.userId);
    const topics = choice ? NOTIFICATION_TOPICS.filter((topic) => choice[topic].email === digest.cadence) : [];
    const items = (news[index] ?? []).filter((row) => {
      const topic = TOPIC_OF[row.kind];
      return topic !== null && topics.includes(topic);
    });
    if (!recipient || !mayEmail(recipient) || items.length === 0) {
      unsent.push(digest);
      return;
    }
    // Newest first, like the inbox.
    const shown = items.slice(0, DIGEST_ITEMS).map((row) => toView(row, recipient.locale));
    const link = await unsubscribeLink(channels, recipient, topics);
    // Claimed once, queued once: the Queue retries the email, its key keeps a retry from sending twice.
    await channels.outbox.send(
      digestEmail(recipient, digest.cadence, shown, items.length, channels.origin, link),
      `digest:${digest.userId}:${digest.cadence}:${now}`,
    );
  });
  await Promise.all(sends);
  const [first, ...rest] = unsent.map((digest) => db.update(emailDigests).set({ sentAt: digest.sentAt }).where(digestOf(digest)));
  if (first) await db.batch([first, ...rest]);
  return claimed.length - unsent.length;
}
