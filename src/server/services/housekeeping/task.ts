/**
 * One housekeeping job: removes (or clears) at most a bounded batch of what is due at `now` and
 * answers how many rows it touched. Running it again finishes what an interrupted run left.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Db } from '~/server/db/client';

export interface HousekeepingContext {
  db: Db;
  media: R2Bucket;
  /** The run's clock: the Cron Trigger's scheduled time, in milliseconds. */
  now: number;
}

export interface HousekeepingTask {
  name: string;
  run(context: HousekeepingContext): Promise<number>;
}

/** Rows one task removes per run: a run stays short, and the next one continues. */
export const BATCH_ROWS = 500;

/**
 * A task that deletes up to `BATCH_ROWS` rows of `table` matching `due(now)`, in any order (all of
 * them are due). One statement with a few bound parameters, far from D1's limit of 100; `due`
 * should be answered by an index so the run reads only what it deletes.
 */
export function expiredRows(name: string, table: SQLiteTable, due: (now: number) => SQL | undefined): HousekeepingTask {
  return {
    name,
    async run({ db, now }) {
      const result = await db.delete(table).where(sql`rowid in (select rowid from ${table} where ${due(now)} limit ${BATCH_ROWS})`);
      return result.meta.changes;
    },
  };
}
