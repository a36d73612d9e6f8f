/**
 * Writing notifications from the services that act (docs/decisions/032-notifications.md): one
 * `insert … select` from `users` each, so the action's batch gains one statement however many
 * members it tells, and a recipient the select does not find (gone, hidden, muted) gets nothing.
 */
import { and, getTableColumns, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '~/server/db/client';
import { notifications, users } from '~/server/db/schema';

type Columns = typeof notifications.$inferInsert;
type Value = SQL | string | number | null;
/** What the service sets; the recipient is each member the condition selects. */
export type NotificationValues = { [K in Exclude<keyof Columns, 'id' | 'recipientId' | 'count' | 'readAt' | 'createdAt' | 'dispatchedAt'>]?: Value };

/** Every column in the table's order, as `insert … select` needs them: the given values, else the column's default. */
function selection(values: NotificationValues): { [K in keyof Columns]-?: SQL.Aliased } {
  const given = values as Record<string, Value | undefined>;
  const defaults: Record<string, SQL> = {
    recipientId: sql`${users.id}`,
    count: sql`1`,
    detail: sql`''`,
    createdAt: sql`cast(unixepoch('subsec') * 1000 as integer)`,
  };
  const entries = Object.keys(getTableColumns(notifications)).map((key) => {
    const value = given[key];
    return [key, (value === undefined ? (defaults[key] ?? sql`null`) : sql`${value}`).as(key)];
  });
  return Object.fromEntries(entries) as { [K in keyof Columns]-?: SQL.Aliased };
}

/** The statement that tells every member `recipients` selects (accounts not deleted). */
export const notifyMembers = (db: Db, values: NotificationValues, recipients: SQL | undefined) =>
  db.insert(notifications).select(
    db
      .select(selection(values))
      .from(users)
      .where(and(isNull(users.deletedAt), recipients)),
  );
