/**
 * A member's email and push choice per topic (docs/decisions/032-notifications.md). Only choices
 * that differ from the defaults are stored, so a changed default reaches everyone who never chose.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { NOTIFICATION_TOPICS, type NotificationTopic } from '~/shared/enums';
import { DEFAULT_PREFERENCES, type NotificationPreferences } from '~/shared/notifications';
import type { Db } from '~/server/db/client';
import { notificationPreferences } from '~/server/db/schema';

const storedChoices = (db: Db, memberId: number) =>
  db
    .select({ topic: notificationPreferences.topic, email: notificationPreferences.email, push: notificationPreferences.push })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, memberId));

/** Every topic's choice: the stored ones over the defaults. */
function withDefaults(rows: Awaited<ReturnType<typeof storedChoices>>): NotificationPreferences {
  const chosen = new Map(rows.map((row) => [row.topic, { email: row.email, push: row.push }]));
  return Object.fromEntries(NOTIFICATION_TOPICS.map((topic) => [topic, chosen.get(topic) ?? DEFAULT_PREFERENCES[topic]])) as NotificationPreferences;
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
  return withDefaults(rest.at(-1) as Awaited<ReturnType<typeof storedChoices>>);
}
