/**
 * A moderator's decision on a reported item: dismiss the reports (the item shows again), keep it
 * hidden, or delete it; and optionally warn or suspend its author. Each step is in the audit log.
 */
import { eq } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { ReportTarget } from '~/shared/enums';
import { isStaffRole } from '~/shared/policy';
import type { ModerationDecision } from '~/shared/schemas/moderation';
import type { Db } from '~/server/db/client';
import { users } from '~/server/db/schema';
import type { Mailer } from '~/server/email/mailer';
import { moderationEmail } from '~/server/email/moderation-emails';
import { ApiError } from '~/server/errors';
import { deleteActivity } from '~/server/services/activities/write';
import { auditEntry } from '~/server/services/admin/audit';
import { deleteComment } from '~/server/services/community/comments';
import { deleteCourse } from '~/server/services/courses/write';
import { deletePost } from '~/server/services/community/posts';
import { notifyMembers } from '~/server/services/notifications/write';
import type { SessionUser } from '~/server/auth/session-user';
import { resolveReports } from './queue';
import { setHidden, targetOf } from './targets';

const DAY_MS = 86_400_000;

/** Each deletes its item with the decision's own step in one batch, audited (see admin/audit.ts). */
const deleters = {
  post: deletePost,
  activity: deleteActivity,
  comment: (db: Db, _media: R2Bucket, user: SessionUser, id: number, decision: BatchItem<'sqlite'>) => deleteComment(db, user, id, decision),
  // A course goes with its enrolments: the dogs' sessions stay in their journals.
  course: (db: Db, _media: R2Bucket, user: SessionUser, id: number, decision: BatchItem<'sqlite'>) => deleteCourse(db, user, id, decision),
};

export async function decide(
  db: Db,
  media: R2Bucket,
  mailer: Mailer,
  moderator: SessionUser,
  type: ReportTarget,
  id: number,
  decision: ModerationDecision,
): Promise<void> {
  const target = await targetOf(db, type, id);
  if (!target) throw new ApiError(404, 'report_target_missing');
  const [author] = await db.select().from(users).where(eq(users.id, target.authorId));
  if (!author) throw new ApiError(404, 'report_target_missing');
  // Staff answer to admins only: a moderator may act on their content but not warn or suspend them.
  if (decision.sanction !== 'none' && isStaffRole(author.role) && moderator.role !== 'admin') throw new ApiError(403, 'moderation_staff_sanction_admin_only');
  const record = { actorId: moderator.id, targetType: type, targetId: id } as const;

  if (decision.action === 'delete') {
    await deleters[type](db, media, moderator, id, resolveReports(db, type, id, 'actioned', moderator.id));
  } else {
    const dismiss = decision.action === 'dismiss';
    await db.batch([
      setHidden(db, type, id, !dismiss),
      resolveReports(db, type, id, dismiss ? 'dismissed' : 'actioned', moderator.id),
      auditEntry(db, { ...record, action: dismiss ? 'reports_dismissed' : 'content_hidden' }),
    ]);
  }

  if (decision.sanction === 'none') return;
  const about = { actorId: moderator.id, targetType: 'user', targetId: author.id } as const;
  if (decision.sanction === 'suspend') {
    const until = new Date(Date.now() + decision.suspendDays * DAY_MS);
    await db.batch([
      db.update(users).set({ suspendedUntil: until, updatedAt: new Date() }).where(eq(users.id, author.id)),
      auditEntry(db, { ...about, action: 'user_suspended', detail: { until: until.toISOString(), because: `${type}:${id}` } }),
      notifyMembers(db, { kind: 'suspended', detail: until.toISOString() }, eq(users.id, author.id)),
    ]);
    await mailer.send(moderationEmail(author, { kind: 'suspended', until }));
  } else {
    await db.batch([
      auditEntry(db, { ...about, action: 'user_warned', detail: { because: `${type}:${id}` } }),
      notifyMembers(db, { kind: 'warned' }, eq(users.id, author.id)),
    ]);
    await mailer.send(moderationEmail(author, { kind: 'warned' }));
  }
}
