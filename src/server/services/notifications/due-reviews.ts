/**
 * "Reviews are due" (decision 032): once a day, in each member's morning, every owner of a dog with
 * reviews due that day hears of it, counted. Run by the Cron Trigger every 15 minutes: a time zone
 * is looked at only during its morning hour, in bounded batches (the group key makes a repeat, or
 * the next run continuing a batch, add nothing).
 */
import { sql } from 'drizzle-orm';
import { localDateTime } from '~/shared/training/days';
import type { Db } from '~/server/db/client';
import { dogOwners, dogProgress, notifications, users } from '~/server/db/schema';

/** The local hour in which members hear of the day's reviews. */
export const MORNING_HOUR = 7;
/** Notices written per time zone and run at most; the next run of the hour writes the rest. */
export const DUE_REVIEWS_BATCH = 500;

/** Writes the notices due at `now`; answers how many it wrote. */
export async function notifyDueReviews(db: Db, now: number): Promise<number> {
  const zones = await db.selectDistinct({ timeZone: users.timeZone }).from(users).innerJoin(dogOwners, sql`${dogOwners.userId} = ${users.id}`);
  let written = 0;
  for (const { timeZone } of zones) {
    const local = localDateTime(now, timeZone);
    if (Number(local.slice(11, 13)) !== MORNING_HOUR) continue;
    const today = local.slice(0, 10);
    // One notice per owner and dog, counting the dog's reviews due today or earlier; the owner's
    // account must still be here. `group by` makes the select one row per pair.
    const result = await db.run(sql`
      insert into ${notifications} (recipient_id, kind, dog_id, group_key, count)
      select ${dogOwners.userId}, 'reviews_due', ${dogProgress.dogId}, 'reviews_due:' || ${dogProgress.dogId} || ':' || ${today}, count(*)
      from ${dogProgress}
      join ${dogOwners} on ${dogOwners.dogId} = ${dogProgress.dogId}
      join ${users} on ${users.id} = ${dogOwners.userId}
      where ${dogProgress.reviewDue} <= ${today} and ${users.timeZone} = ${timeZone} and ${users.deletedAt} is null
      group by ${dogOwners.userId}, ${dogProgress.dogId}
      limit ${DUE_REVIEWS_BATCH}
      on conflict (recipient_id, group_key) where group_key is not null do nothing`);
    written += result.meta.changes;
  }
  return written;
}
