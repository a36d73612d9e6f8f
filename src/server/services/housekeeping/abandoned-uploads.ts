/**
 * Uploads nobody attached within a day (a cancelled form, a replaced pick) go, R2 objects first.
 *
 * Each run looks at the oldest unconfirmed uploads past that day, in one batch:
 * 1. those in use are confirmed and never looked at again: whatever detaches an upload later
 *    (an edit, a deletion) deletes it itself;
 * 2. the rest are disowned (no uploader), in the same statement that checks they are unused, so
 *    no form can attach them from then on (only the uploader may attach an upload);
 * 3. each disowned upload's R2 objects are deleted, then its row. A run that stops halfway leaves
 *    the row, and the next run finds it again and finishes; no object is ever left without a row.
 */
import { and, inArray, isNull, lt, not } from 'drizzle-orm';
import { uploads } from '~/server/db/schema';
import { ABANDONED_AFTER_MS, deleteUploads, uploadInUse } from '~/server/services/uploads';
import type { HousekeepingTask } from './task';

/** Uploads examined per run: each deletion costs two R2 calls (list, delete), far inside a run's limits. */
export const UPLOAD_BATCH = 100;

export const abandonedUploadsTask: HousekeepingTask = {
  name: 'abandoned uploads',
  async run({ db, media, now }) {
    const due = db
      .select({ prefix: uploads.prefix })
      .from(uploads)
      .where(and(isNull(uploads.confirmedAt), lt(uploads.createdAt, new Date(now - ABANDONED_AFTER_MS))))
      .orderBy(uploads.createdAt)
      .limit(UPLOAD_BATCH);
    // The batch is picked again by each statement: the second sees only what the first left unconfirmed.
    const [, disowned] = await db.batch([
      db
        .update(uploads)
        .set({ confirmedAt: new Date(now) })
        .where(and(inArray(uploads.prefix, due), uploadInUse)),
      db
        .update(uploads)
        .set({ userId: null })
        .where(and(inArray(uploads.prefix, due), not(uploadInUse)))
        .returning({ prefix: uploads.prefix }),
    ]);
    await deleteUploads(
      db,
      media,
      disowned.map((row) => row.prefix),
    );
    return disowned.length;
  },
};
