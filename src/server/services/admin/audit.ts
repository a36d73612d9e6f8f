/** The audit log: one row per admin or moderation action, written in the same batch as the action. */
import type { AuditAction } from '../../../shared/enums';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';

export interface AuditRecord {
  actorId: number;
  action: AuditAction;
  targetType: 'user' | 'post' | 'comment' | 'activity';
  targetId: number;
  detail?: Record<string, unknown>;
}

export const auditEntry = (db: Db, { detail = {}, ...record }: AuditRecord) => db.insert(auditLog).values({ ...record, detail: JSON.stringify(detail) });
