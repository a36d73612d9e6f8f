/**
 * Members report posts, comments and activities: once per member and item, never their own.
 * The report that makes REPORT_HIDE_THRESHOLD open reports hides the item, in the same batch.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { REPORT_HIDE_THRESHOLD, type ReportInput } from '../../../shared/schemas/moderation';
import type { Db } from '../../db/client';
import { reports } from '../../db/schema';
import { ApiError } from '../../errors';
import type { SessionUser } from '../session-user';
import { targetOf, targetTable } from './targets';

/** The reporter is a member who may report (the route's guard checks `can.report`). */
export async function reportContent(db: Db, user: SessionUser, input: ReportInput): Promise<{ hidden: boolean }> {
  const target = await targetOf(db, input.targetType, input.targetId);
  if (!target) throw new ApiError(404, 'report_target_missing');
  if (target.authorId === user.id) throw new ApiError(400, 'report_own');
  const table = targetTable(input.targetType);
  const openReports = sql`(select count(*) from ${reports} where ${reports.targetType} = ${input.targetType} and ${reports.targetId} = ${input.targetId} and ${reports.status} = 'open')`;
  const [created, hidden] = await db.batch([
    db.insert(reports).values({ reporterId: user.id, ...input }).onConflictDoNothing().returning({ id: reports.id }),
    db
      .update(table)
      .set({ hiddenAt: new Date() })
      .where(and(eq(table.id, input.targetId), isNull(table.hiddenAt), sql`${openReports} >= ${REPORT_HIDE_THRESHOLD}`))
      .returning({ id: table.id }),
  ]);
  if (created.length === 0) throw new ApiError(409, 'report_duplicate');
  return { hidden: hidden.length > 0 || target.hiddenAt !== null };
}
