/**
 * The daily and weekly digests (docs/decisions/033-notification-delivery.md), sent by the Cron
 * Trigger: a bounded batch of due digests per run, each claimed in one statement. A digest holds the
 * member's unread notifications since their last digest of that cadence, of the topics they want in
 * it; with nothing new it is not sent, and the next news schedules it again.
 */
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { DigestCadence } from '~/shared/enums';
import { NOTIFICATION_TOPICS } from '~/shared/enums';
import { TOPIC_OF } from '~/shared/notifications';
import type { Db } from '~/server/db/client';
import { emailDigests, notifications, users } from '~/server/db/schema';
import { digestEmail } from '~/server/email/notification-emails';
import { type DeliveryChannels, mayEmail, recipientColumns, reportFailures, unsubscribeLink } from './dispatch';
import { notificationViews, toView } from './inbox';
import { preferencesByMember, storedChoicesOf } from './preferences';

/** Digests one run sends at most; the Cron Trigger runs every 15 minutes. */
export const DIGEST_BATCH = 50;
/** Entries one digest lists; the rest are counted and wait in the inbox. */
export const DIGEST_ITEMS = 20;
/** Notifications a digest reads at most to find its entries (unread, of its topics): the newest. */
const DIGEST_SCAN = 200;

/** Takes the due digests off the schedule and answers them with when each was last sent. */
async function claimDue(db: Db, now: number) {
  const due = db
    .select({ rowid: sql`rowid` })
    .from(emailDigests)
    .where(and(isNotNull(emailDigests.dueAt), lte(emailDigests.dueAt, new Date(now))))
    .orderBy(asc(emailDigests.dueAt))
    .limit(DIGEST_BATCH);
  return db
    .update(emailDigests)
    .set({ dueAt: null })
    .where(and(sql`rowid in ${due}`, isNotNull(emailDigests.dueAt)))
    .returning({ userId: emailDigests.userId, cadence: emailDigests.cadence, sentAt: emailDigests.sentAt });
}

const newsSince = (db: Db, userId: number, since: Date | null) =>
  notificationViews(db)
    .where(and(eq(notifications.recipientId, userId), isNull(notifications.readAt), since ? gt(notifications.createdAt, since) : undefined))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(DIGEST_SCAN);

/** Sends the due digests; answers how many went out. */
export async function sendDueDigests(db: Db, channels: DeliveryChannels, now = Date.now()): Promise<number> {
  const claimed = await claimDue(db, now);
  if (claimed.length === 0) return 0;
  const memberIds = [...new Set(claimed.map((digest) => digest.userId))];
  const [recipients, choices, ...news] = await db.batch([
    db.select(recipientColumns).from(users).where(inArray(users.id, memberIds)),
    storedChoicesOf(db, memberIds),
    ...claimed.map((digest) => newsSince(db, digest.userId, digest.sentAt)),
  ]);
  const preferences = preferencesByMember(memberIds, choices);
  const sent: { userId: number; cadence: DigestCadence }[] = [];
  const sends = claimed.map(async (digest, index) => {
    const recipient = recipients.find((r) => r.id === digest.userId);
    const choice = preferences.get(digest.userId);
    if (!recipient || !choice || !mayEmail(recipient)) return;
    const topics = NOTIFICATION_TOPICS.filter((topic) => choice[topic].email === digest.cadence);
    const items = (news[index] ?? []).filter((row) => {
      const topic = TOPIC_OF[row.kind];
      return topic !== null && topics.includes(topic);
    });
    if (items.length === 0) return;
    // Newest first, like the inbox.
    const shown = items.slice(0, DIGEST_ITEMS).map((row) => toView(row, recipient.locale));
    const link = await unsubscribeLink(channels, recipient, topics);
    await channels.mailer.send(digestEmail(recipient, digest.cadence, shown, items.length, channels.origin, link));
    sent.push({ userId: digest.userId, cadence: digest.cadence });
  });
  reportFailures('digest', await Promise.allSettled(sends));
  if (sent.length > 0) {
    const [first, ...rest] = sent.map(({ userId, cadence }) =>
      db
        .update(emailDigests)
        .set({ sentAt: new Date(now) })
        .where(and(eq(emailDigests.userId, userId), eq(emailDigests.cadence, cadence))),
    );
    if (first) await db.batch([first, ...rest]);
  }
  return sent.length;
}
