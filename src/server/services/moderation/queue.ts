/** The moderation queue: open reports grouped by item, with the item's content and author. */
import { and, desc, eq, sql } from 'drizzle-orm';
import { REPORT_TARGETS, type ReportTarget } from '~/shared/enums';
import type { QueueItem } from '~/shared/moderation';
import type { Db } from '~/server/db/client';
import { reports, users } from '~/server/db/schema';
import { established } from './reports';
import { targetsOf, type TargetContent } from './targets';

/** Newest reports first; enough for a working session, the rest follows once these are decided. */
const QUEUE_REPORTS = 200;

export async function moderationQueue(db: Db): Promise<QueueItem[]> {
  const open = await db
    .select({
      targetType: reports.targetType,
      targetId: reports.targetId,
      reason: reports.reason,
      details: reports.details,
      createdAt: reports.createdAt,
      reporter: users.displayName,
      reporterUsername: users.username,
      counts: sql<number>`${established(Date.now())}`,
    })
    .from(reports)
    .innerJoin(users, eq(users.id, reports.reporterId))
    .where(eq(reports.status, 'open'))
    .orderBy(desc(reports.createdAt), desc(reports.id))
    .limit(QUEUE_REPORTS);
  const ids = (type: ReportTarget) => [...new Set(open.filter((r) => r.targetType === type).map((r) => r.targetId))];
  const [postRows, commentRows, activityRows, courseRows] = await db.batch([
    targetsOf(db, 'post', ids('post')),
    targetsOf(db, 'comment', ids('comment')),
    targetsOf(db, 'activity', ids('activity')),
    targetsOf(db, 'course', ids('course')),
  ]);
  const contents = new Map<string, TargetContent>(
    [postRows, commentRows, activityRows, courseRows].flatMap((rows, i) => rows.map((row) => [`${REPORT_TARGETS[i]}:${row.id}`, row] as const)),
  );

  // Items keep the order of their newest report; items deleted meanwhile drop out.
  const items = new Map<string, QueueItem>();
  for (const report of open) {
    const key = `${report.targetType}:${report.targetId}`;
    const content = contents.get(key);
    if (!content) continue;
    const item = items.get(key) ?? {
      targetType: report.targetType,
      targetId: report.targetId,
      text: content.text,
      hidden: content.hiddenAt !== null,
      author: { id: content.authorId, displayName: content.authorName, suspendedUntil: content.authorSuspendedUntil?.toISOString() ?? null },
      reports: [],
    };
    item.reports.push({
      reason: report.reason,
      details: report.details,
      reporter: report.reporter,
      reporterUsername: report.reporterUsername,
      counts: Boolean(report.counts),
      createdAt: report.createdAt.toISOString(),
    });
    items.set(key, item);
  }
  return [...items.values()];
}

/** Marks an item's open reports as decided by `moderatorId`. */
export const resolveReports = (db: Db, type: ReportTarget, id: number, status: 'dismissed' | 'actioned', moderatorId: number) =>
  db
    .update(reports)
    .set({ status, resolvedBy: moderatorId, resolvedAt: new Date() })
    .where(and(eq(reports.targetType, type), eq(reports.targetId, id), eq(reports.status, 'open')));
