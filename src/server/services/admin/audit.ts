/** The audit log: one row per admin or moderation action, written in the same batch as the action. */
import { desc, eq } from 'drizzle-orm';
import type { AuditAction, ReportTarget } from '../../../shared/enums';
import type { Db } from '../../db/client';
import { auditLog, users } from '../../db/schema';

export interface AuditRecord {
  actorId: number;
  action: AuditAction;
  targetType: 'user' | ReportTarget;
  targetId: number;
  detail?: Record<string, unknown>;
}

export const auditEntry = (db: Db, { detail = {}, ...record }: AuditRecord) => db.insert(auditLog).values({ ...record, detail: JSON.stringify(detail) });

/** Newest entries first, with the acting account's name (null once that account is deleted). */
export function auditLogPage(db: Db, limit = 100) {
  return db
    .select({ id: auditLog.id, action: auditLog.action, targetType: auditLog.targetType, targetId: auditLog.targetId, detail: auditLog.detail, createdAt: auditLog.createdAt, actor: users.displayName })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
}
