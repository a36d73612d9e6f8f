/**
 * Members report posts, comments and activities: once per member and item, never their own.
 * The report that makes REPORT_HIDE_THRESHOLD open reports from established members hides the
 * item, in the same batch. Established (decision 016): staff, or a verified account at least
 * ESTABLISHED_AFTER_DAYS old that has contributed something of its own (an activity, a post or
 * a comment), so a handful of fresh accounts cannot hide what they like.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { ESTABLISHED_AFTER_DAYS, REPORT_HIDE_THRESHOLD, type ReportInput } from '~/shared/schemas/moderation';
import type { Db } from '~/server/db/client';
import { comments, posts, reports, users } from '~/server/db/schema';
import { ApiError } from '~/server/errors';
import type { SessionUser } from '~/server/auth/session-user';
import { targetOf, targetTable } from './targets';

/** The reporter is a member who may report (the route's guard checks `can.report`). */
/** Whether the user in `users` is an established member (see above); an SQL condition. */
export const established = (now: number) =>
  sql`(${users.role} in ('moderator', 'admin') or (${users.isEmailVerified} = 1 and ${users.createdAt} <= ${now - ESTABLISHED_AFTER_DAYS * 86_400_000} and (${users.activitiesCreated} > 0 or exists (select 1 from ${posts} where ${posts.authorId} = ${users.id}) or exists (select 1 from ${comments} where ${comments.authorId} = ${users.id}))))`;

export async function reportContent(db: Db, user: SessionUser, input: ReportInput): Promise<{ hidden: boolean }> {
  const target = await targetOf(db, input.targetType, input.targetId);
  if (!target) throw new ApiError(404, 'report_target_missing');
  if (target.authorId === user.id) throw new ApiError(400, 'report_own');
  const table = targetTable(input.targetType);
  const openReports = sql`(select count(*) from ${reports} join ${users} on ${users.id} = ${reports.reporterId} where ${reports.targetType} = ${input.targetType} and ${reports.targetId} = ${input.targetId} and ${reports.status} = 'open' and ${established(Date.now())})`;
  const [created, hidden] = await db.batch([
    db
      .insert(reports)
      .values({ reporterId: user.id, ...input })
      .onConflictDoNothing()
      .returning({ id: reports.id }),
    db
      .update(table)
      .set({ hiddenAt: new Date() })
      .where(and(eq(table.id, input.targetId), isNull(table.hiddenAt), sql`${openReports} >= ${REPORT_HIDE_THRESHOLD}`))
      .returning({ id: table.id }),
  ]);
  if (created.length === 0) throw new ApiError(409, 'report_duplicate');
  return { hidden: hidden.length > 0 || target.hiddenAt !== null };
}
