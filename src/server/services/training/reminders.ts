/**
 * The daily training reminder (docs/decisions/047-training-reminder.md): a member chooses a local
 * hour and push or email; the Cron Trigger, at that hour in the member's time zone, claims the day
 * first (one statement, so a second or a parallel run finds nothing) and then, when the current dog
 * has not trained today and has steps open, queues "Zeit für Balu: 2 Schritte heute" through the
 * delivery Queue.
 */
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { m } from '~/paraglide/messages.js';
import type { PlanType, ReminderChannel } from '~/shared/enums';
import type { PushMessage } from '~/shared/notifications';
import { can, isPaid, LIVE_SUBSCRIPTION_STATUSES } from '~/shared/policy';
import { pathFor } from '~/shared/routes';
import { DEFAULT_REMINDER, type Reminder, type ReminderInput } from '~/shared/schemas/reminders';
import { type Day, localDateTime } from '~/shared/training/days';
import { type DogToday, openStepsToday } from '~/shared/training/today';
import type { Db } from '~/server/db/client';
import { dogOwners, pushSubscriptions, trainingReminders, users } from '~/server/db/schema';
import type { Outbox } from '~/server/delivery/outbox';
import type { MailMessage } from '~/server/email/mailer';
import { renderEmail } from '~/server/email/render';
import { ApiError } from '~/server/errors';
import { actorOf, confirmedSecondFactor, latestSubscription, type SessionUser } from '~/server/auth/session-user';
import { currentDogId, mayTrack, ownerRows, toOwners, type OwnerRow } from '~/server/services/dogs/ownership';
import { devicesOf } from '~/server/services/notifications/push-subscriptions';
import { mayEmail } from '~/server/services/notifications/dispatch';
import { todayOfDog } from './today';

/** Members one Cron Trigger run reminds at most; the other runs of the hour (every 15 minutes) take the rest. */
export const REMINDER_BATCH = 100;
/** Dogs' days read at once while a run decides whom to remind. */
const DAYS_AT_ONCE = 10;

/** The member's reminder (off until set) and whether they have a device for push: one batch. */
export async function reminderSettingsOf(db: Db, userId: number): Promise<{ reminder: Reminder; hasDevice: boolean }> {
  const [[row], [device]] = await db.batch([
    db
      .select({ enabled: trainingReminders.enabled, hour: trainingReminders.hour, channel: trainingReminders.channel })
      .from(trainingReminders)
      .where(eq(trainingReminders.userId, userId)),
    db.select({ one: sql<number>`1` }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)).limit(1),
  ]);
  return { reminder: row ?? DEFAULT_REMINDER, hasDevice: device !== undefined };
}

/** Whether each of the owners' dogs may be tracked by the member, from every owner's row. */
function trackedDogs(user: SessionUser, owners: OwnerRow[]): { mayTrack: boolean }[] {
  const actor = actorOf(user);
  return [...new Set(owners.map((owner) => owner.dogId))].map((dogId) => ({
    mayTrack: mayTrack(
      actor,
      owners.filter((owner) => owner.dogId === dogId),
    ),
  }));
}

/** `isPaid` of the policy, as a condition on a row of `users` (tier and latest subscription). */
const paidUser = sql`(${users.subscriptionTier} <> 'free' and (${latestSubscription('status')} is null or ${latestSubscription('status')} in (${sql.join(
  LIVE_SUBSCRIPTION_STATUSES.map((status) => sql`${status}`),
  sql`, `,
)})))`;

/**
 * Whether turning the reminder on is allowed, as a condition in SQL: the dog rule (a dog the member
 * owns, and they or another of its owners paid) and, for push, a device. The guard before it has
 * checked that the member may write; `memberPaid` is the policy's answer for the member.
 */
function mayTurnOn(userId: number, memberPaid: boolean, channel: ReminderChannel) {
  const otherPaid = sql`exists (select 1 from ${dogOwners} other join ${users} on ${users.id} = other.user_id
    where other.dog_id = mine.dog_id and other.user_id <> ${userId} and ${paidUser})`;
  const tracked = sql`exists (select 1 from ${dogOwners} mine where mine.user_id = ${userId} and (${memberPaid ? sql`1` : sql`0`} or ${otherPaid}))`;
  if (channel !== 'push') return tracked;
  return sql`${tracked} and exists (select 1 from ${pushSubscriptions} where ${pushSubscriptions.userId} = ${userId})`;
}

/**
 * `PUT /api/reminders`, in one round trip: the reads that explain a refusal and the write, which
 * happens only when allowed. Turning it on needs a dog (409 `reminder_no_dog`) the member may track
 * (403 `training_premium`, the journal's message) and, for push, a device (409 at `channel`);
 * turning it off is always possible. The day it was last sent stays, so a new hour never sends twice.
 */
export async function saveReminder(db: Db, user: SessionUser, input: ReminderInput): Promise<Reminder> {
  const actor = actorOf(user);
  const allowed = input.enabled ? mayTurnOn(user.id, actor !== null && isPaid(actor), input.channel) : sql`1`;
  const mine = db.select({ dogId: dogOwners.dogId }).from(dogOwners).where(eq(dogOwners.userId, user.id));
  const [owners, [device], written] = await db.batch([
    ownerRows(db, sql`${mine}`),
    db.select({ one: sql<number>`1` }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id)).limit(1),
    // Every column in the table's order (the day last sent is kept on conflict); written only when allowed.
    db
      .insert(trainingReminders)
      .select(sql`select ${user.id}, ${input.enabled ? 1 : 0}, ${input.hour}, ${input.channel}, null, ${Date.now()} where ${allowed}`)
      .onConflictDoUpdate({
        target: trainingReminders.userId,
        set: { enabled: input.enabled, hour: input.hour, channel: input.channel, updatedAt: new Date() },
      })
      .returning({ userId: trainingReminders.userId }),
  ]);
  if (written.length === 0) {
    const dogs = trackedDogs(user, toOwners(owners));
    if (dogs.length === 0) throw new ApiError(409, 'reminder_no_dog');
    if (!can.remindTraining(actor, dogs)) throw new ApiError(403, 'training_premium');
    if (input.channel === 'push' && !device) throw new ApiError(409, 'reminder_push_no_device', 'channel');
    // The rule changed between the reads and the write (an owner's plan ended): the same refusal.
    throw new ApiError(403, 'training_premium');
  }
  return { enabled: input.enabled, hour: input.hour, channel: input.channel };
}

/** A reminder claimed for a local day. */
interface Claimed {
  userId: number;
  channel: Reminder['channel'];
  day: Day;
}

/**
 * Claims the reminders due at `now`: for each time zone whose local hour some enabled reminder
 * chose, the members of that zone and hour not yet reminded on its local day get that day set, in
 * one statement that answers them. A claimed member is never claimed again that day, whatever
 * happens next: at most once a day.
 */
async function claimDue(db: Db, now: number): Promise<Claimed[]> {
  const slots = await db
    .selectDistinct({ timeZone: users.timeZone, hour: trainingReminders.hour })
    .from(trainingReminders)
    .innerJoin(users, eq(users.id, trainingReminders.userId))
    .where(eq(trainingReminders.enabled, true));
  const claimed: Claimed[] = [];
  for (const { timeZone, hour } of slots) {
    const local = localDateTime(now, timeZone);
    if (Number(local.slice(11, 13)) !== hour) continue;
    const room = REMINDER_BATCH - claimed.length;
    if (room <= 0) break;
    const day = local.slice(0, 10);
    const notYet = or(isNull(trainingReminders.sentOn), lt(trainingReminders.sentOn, day));
    const due = db
      .select({ id: trainingReminders.userId })
      .from(trainingReminders)
      .innerJoin(users, eq(users.id, trainingReminders.userId))
      .where(and(eq(trainingReminders.enabled, true), eq(trainingReminders.hour, hour), eq(users.timeZone, timeZone), isNull(users.deletedAt), notYet))
      .limit(room);
    const rows = await db
      .update(trainingReminders)
      .set({ sentOn: day })
      .where(and(inArray(trainingReminders.userId, due), eq(trainingReminders.enabled, true), notYet))
      .returning({ userId: trainingReminders.userId, channel: trainingReminders.channel });
    claimed.push(...rows.map((row) => ({ ...row, day })));
  }
  return claimed;
}

/** The claimed members as the policy sees them, each with their current dog, its owners and their devices: one batch. */
async function recipientsOf(db: Db, ids: number[]) {
  const currentDogs = db
    .select({ id: sql<number | null>`${currentDogId(users.id)}` })
    .from(users)
    .where(inArray(users.id, ids));
  const [members, owners, devices] = await db.batch([
    db
      .select({
        user: users,
        subscriptionStatus: sql<string | null>`${latestSubscription('status')}`,
        planType: sql<PlanType | null>`${latestSubscription('plan_type')}`,
        twoFactorEnabled: sql<number>`${confirmedSecondFactor}`.mapWith(Boolean),
        dogId: sql<number | null>`${currentDogId(users.id)}`,
      })
      .from(users)
      .where(inArray(users.id, ids)),
    ownerRows(db, sql`${currentDogs}`),
    devicesOf(db, ids),
  ]);
  const everyOwner = toOwners(owners);
  return members.map(({ user, subscriptionStatus, planType, twoFactorEnabled, dogId }) => {
    const member: SessionUser = { ...user, subscriptionStatus, planType, twoFactorEnabled };
    const tracked =
      dogId !== null &&
      mayTrack(
        actorOf(member),
        everyOwner.filter((owner) => owner.dogId === dogId),
      );
    return { member, dogId: tracked ? dogId : null, devices: devices.filter((device) => device.userId === user.id) };
  });
}

/** "Zeit für Balu: 2 Schritte heute", in the member's language. */
export const reminderText = (today: DogToday, locale: SessionUser['locale']) =>
  m.reminder_text({ name: today.dog.name, count: openStepsToday(today) }, { locale });

function reminderEmail(member: SessionUser, today: DogToday, origin: string): MailMessage {
  const locale = member.locale;
  const o = { locale };
  const text = reminderText(today, locale);
  return {
    to: member.email,
    subject: text,
    ...renderEmail({
      locale,
      heading: m.email_greeting({ name: member.firstName || member.displayName }, o),
      paragraphs: [text, m.reminder_email_why({}, o)],
      action: { label: m.reminder_email_action({}, o), url: `${origin}${pathFor('today', locale)}` },
    }),
  };
}

export interface ReminderChannels {
  outbox: Outbox;
  /** False when no VAPID key pair is configured: push is off. */
  push: boolean;
  origin: string;
}

/**
 * One Cron Trigger run's reminders: claims those due (at most REMINDER_BATCH), reads each current
 * dog's day, and queues the email or a push per device for a dog that has not trained today and has
 * steps open. The keys (`reminder:{userId}:{day}`, per device for push) keep the Queue's retries
 * from sending twice. Answers how many members were reminded.
 */
export async function sendTrainingReminders(db: Db, channels: ReminderChannels, now: number): Promise<number> {
  const claimed = await claimDue(db, now);
  if (claimed.length === 0) return 0;
  const recipients = await recipientsOf(
    db,
    claimed.map((claim) => claim.userId),
  );
  let reminded = 0;
  for (let start = 0; start < recipients.length; start += DAYS_AT_ONCE) {
    const chunk = recipients.slice(start, start + DAYS_AT_ONCE);
    const days = await Promise.all(
      chunk.map(({ member, dogId }) => (dogId === null ? null : todayOfDog(db, member, { id: dogId, mayTrack: true }, new Date(now)))),
    );
    chunk.forEach(({ member, devices }, index) => {
      const today = days[index];
      const claim = claimed.find((candidate) => candidate.userId === member.id);
      if (!today || !claim || today.trainedToday || openStepsToday(today) === 0) return;
      const key = `reminder:${member.id}:${claim.day}`;
      if (claim.channel === 'email') {
        if (!mayEmail({ verified: member.isEmailVerified, deletedAt: member.deletedAt })) return;
        channels.outbox.add({ kind: 'mail', key, mail: reminderEmail(member, today, channels.origin) });
      } else {
        if (!channels.push || devices.length === 0) return;
        const push: PushMessage = {
          title: reminderText(today, member.locale),
          body: m.reminder_push_body({}, { locale: member.locale }),
          url: pathFor('today', member.locale),
          tag: `reminder-${claim.day}`,
        };
        for (const { id, endpoint, p256dh, auth } of devices) {
          channels.outbox.add({ kind: 'push', key: `${key}:${id}`, userId: member.id, deviceId: id, device: { endpoint, p256dh, auth }, push });
        }
      }
      reminded++;
    });
  }
  await channels.outbox.flush();
  return reminded;
}
