/** The audit log: one row per admin or moderation action, written in the same batch as the action. */
import { desc, eq } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { AuditAction, ReportTarget } from '~/shared/enums';
import type { Db } from '~/server/db/client';
import { auditLog, users } from '~/server/db/schema';

export interface AuditRecord {
  actorId: number;
  action: AuditAction;
  targetType: 'user' | 'dead_letter' | ReportTarget;
  targetId: number;
  detail?: Record<string, unknown>;
}

/** The target id of entries about an account that has since been deleted (pseudonymised). */
export const DELETED_ACCOUNT_TARGET_ID = 0;

export const auditEntry = (db: Db, { detail = {}, ...record }: AuditRecord) => db.insert(auditLog).values({ ...record, detail: JSON.stringify(detail) });

/** A post, comment or activity as an audit entry names it: whose it was and how it read. */
export interface ChangedContent {
  type: ReportTarget;
  id: number;
  authorId: number;
  text: string;
}

/**
 * What goes into a content change's own batch: staff changing someone else's content through the
 * ordinary routes leave an entry, an author changing their own does not. A moderation decision's
 * own step (`decision`, e.g. resolving the reports) joins it, and is audited whoever wrote the item.
 */
export function contentChangeAudit(
  db: Db,
  actorId: number,
  action: 'content_edited' | 'content_deleted',
  content: ChangedContent,
  decision?: BatchItem<'sqlite'>,
): BatchItem<'sqlite'>[] {
  if (!decision && actorId === content.authorId) return [];
  const entry = auditEntry(db, {
    actorId,
    action,
    targetType: content.type,
    targetId: content.id,
    detail: { authorId: content.authorId, text: content.text.slice(0, 500) },
  });
  return decision ? [decision, entry] : [entry];
}

/** Newest entries first, with the acting account's name (null once that account is deleted). */
export function auditLogPage(db: Db, limit = 100) {
  return db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      targetType: auditLog.targetType,
      targetId: auditLog.targetId,
      detail: auditLog.detail,
      createdAt: auditLog.createdAt,
      actor: users.displayName,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
}
