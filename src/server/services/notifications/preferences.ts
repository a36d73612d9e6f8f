/**
 * A member's email and push choice per topic (docs/decisions/032-notifications.md). Only choices
 * that differ from the defaults are stored, so a changed default reaches everyone who never chose.
 */
import { and, eq, inArray, isNull, type SQLWrapper } from 'drizzle-orm';
import { NOTIFICATION_TOPICS, type NotificationTopic } from '~/shared/enums';
import { DEFAULT_PREFERENCES, type NotificationPreferences } from '~/shared/notifications';
import type { Db } from '~/server/db/client';
import { notificationPreferences, users } from '~/server/db/schema';

const choiceColumns = {
  userId: notificationPreferences.userId,
  topic: notificationPreferences.topic,
  email: notificationPreferences.email,
  push: notificationPreferences.push,
};

const storedChoices = (db: Db, memberId: number) => db.select(choiceColumns).from(notificationPreferences).where(eq(notificationPreferences.userId, memberId));

/** The stored choices of several members at once, by ids or a subquery of them (delivery reads its batch's recipients together). */
export const storedChoicesOf = (db: Db, memberIds: number[] | SQLWrapper) =>
  db.select(choiceColumns).from(notificationPreferences).where(inArray(notificationPreferences.userId, memberIds));

type StoredChoice = Awaited<ReturnType<typeof storedChoices>>[number];

/** Every topic's choice: the stored ones over the defaults. */
function withDefaults(rows: StoredChoice[]): NotificationPreferences {
  const chosen = new Map(rows.map((row) => [row.topic, { email: row.email, push: row.push }]));
  return Object.fromEntries(NOTIFICATION_TOPICS.map((topic) => [topic, chosen.get(topic) ?? DEFAULT_PREFERENCES[topic]])) as NotificationPreferences;
}

/** Each member's choices, from the stored choices of all of them. */
export function preferencesByMember(memberIds: number[], rows: StoredChoice[]): Map<number, NotificationPreferences> {
  return new Map(memberIds.map((id) => [id, withDefaults(rows.filter((row) => row.userId === id))]));
}

export const preferencesOf = async (db: Db, memberId: number): Promise<NotificationPreferences> => withDefaults(await storedChoices(db, memberId));

const isDefault = (topic: NotificationTopic, choice: NotificationPreferences[NotificationTopic]) =>
  choice.email === DEFAULT_PREFERENCES[topic].email && choice.push === DEFAULT_PREFERENCES[topic].push;

/** `PUT /api/notification-preferences`: the topics sent are set (the rest stay), in one batch. */
export async function updatePreferences(db: Db, memberId: number, changes: Partial<NotificationPreferences>): Promise<NotificationPreferences> {
  const topics = NOTIFICATION_TOPICS.filter((topic) => changes[topic] !== undefined);
  const rows = topics.flatMap((topic) => {
    const choice = changes[topic];
    return choice && !isDefault(topic, choice) ? [{ userId: memberId, topic, email: choice.email, push: choice.push }] : [];
  });
  const mine = eq(notificationPreferences.userId, memberId);
  // The change and the choices it leaves, in one round trip.
  const [, ...rest] = await db.batch([
    db.delete(notificationPreferences).where(and(mine, inArray(notificationPreferences.topic, topics))),
    ...(rows.length > 0 ? [db.insert(notificationPreferences).values(rows)] : []),
    storedChoices(db, memberId),
  ]);
  return withDefaults(rest.at(-1) as StoredChoice[]);
}

/**
 * What an email's unsubscribe link does: email off for its topics, push as chosen. An account that
 * is gone has nothing to turn off; the link still answers as done.
 */
export async function turnOffEmail(db: Db, memberId: number, topics: NotificationTopic[]): Promise<void> {
  const [member] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, memberId), isNull(users.deletedAt)));
  if (!member) return;
  const current = await preferencesOf(db, memberId);
  await updatePreferences(db, memberId, Object.fromEntries(topics.map((topic) => [topic, { email: 'off', push: current[topic].push }])));
}
