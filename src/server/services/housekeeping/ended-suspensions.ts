/**
 * A suspension that has ended is cleared from the member's row, so `suspended_until` only ever
 * names a suspension still running. Nothing is lost: the moderation decision stays in the audit log.
 */
import { inArray, lte } from 'drizzle-orm';
import { users } from '~/server/db/schema';
import { BATCH_ROWS, type HousekeepingTask } from './task';

export const endedSuspensionsTask: HousekeepingTask = {
  name: 'ended suspensions',
  async run({ db, now }) {
    const ended = db
      .select({ id: users.id })
      .from(users)
      .where(lte(users.suspendedUntil, new Date(now)))
      .limit(BATCH_ROWS);
    // Not an edit by anyone, so updated_at stays as it was.
    const result = await db.update(users).set({ suspendedUntil: null }).where(inArray(users.id, ended));
    return result.meta.changes;
  },
};
