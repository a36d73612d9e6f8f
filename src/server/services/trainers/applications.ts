/**
 * Becoming a trainer (docs/decisions/045-trainer-applications.md): a member applies, an admin approves
 * (the professional tier, granted without a subscription) or declines, and may later take the tier
 * back. Each step is audited in the batch that makes it and emailed to the member through the
 * delivery queue.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { TrainerApplicationStatus } from '~/shared/enums';
import { isProfessional } from '~/shared/policy';
import type { TrainerApplicationInput } from '~/shared/schemas/trainers';
import type { OwnTrainerApplication, TrainerApplicationView } from '~/shared/trainers';
import type { Db } from '~/server/db/client';
import { auditLog, trainerApplications, users, type TrainerApplication, type User } from '~/server/db/schema';
import type { SessionUser } from '~/server/auth/session-user';
import { trainerApplicationEmail } from '~/server/email/trainer-emails';
import type { Mailer } from '~/server/email/mailer';
import { ApiError } from '~/server/errors';
import { applyMembership } from '~/server/payments/membership';
import { decodeCursor, pageOf } from '~/server/services/cursor';
import { auditEntry } from '~/server/services/admin/audit';

const toOwn = (row: TrainerApplication): OwnTrainerApplication => ({
  id: row.id,
  status: row.status,
  school: row.school,
  reason: row.reason,
  createdAt: row.createdAt.toISOString(),
  decidedAt: row.decidedAt?.toISOString() ?? null,
});

/** The member's latest application, or null when they never applied. */
export async function ownTrainerApplication(db: Db, userId: number): Promise<OwnTrainerApplication | null> {
  const [row] = await db
    .select()
    .from(trainerApplications)
    .where(eq(trainerApplications.userId, userId))
    .orderBy(desc(trainerApplications.createdAt), desc(trainerApplications.id))
    .limit(1);
  return row ? toOwn(row) : null;
}

/** The unique index on a member's pending application refuses a second one, even from two requests at once. */
function alreadyPending(error: unknown): never {
  const text = String((error as { cause?: unknown }).cause ?? error);
  if (text.includes('trainer_applications.user_id') || text.includes('UNIQUE constraint failed')) throw new ApiError(409, 'trainer_application_pending');
  throw error;
}

/** Files the member's application with its audit entry, and confirms receipt by email. */
export async function submitTrainerApplication(db: Db, mailer: Mailer, member: SessionUser, input: TrainerApplicationInput, origin: string) {
  if (isProfessional({ tier: member.subscriptionTier })) throw new ApiError(409, 'trainer_application_already_trainer');
  // The entry names the new row through last_insert_rowid(), so application and entry commit together.
  const [[created]] = await db
    .batch([
      db
        .insert(trainerApplications)
        .values({ userId: member.id, school: input.school, qualification: input.qualification, website: input.website || null })
        .returning(),
      db.insert(auditLog).values({
        actorId: member.id,
        action: 'trainer_application_submitted',
        targetType: 'user',
        targetId: member.id,
        detail: sql`json_object('applicationId', last_insert_rowid())`,
      }),
    ])
    .catch(alreadyPending);
  if (!created) throw new Error('trainer application was not created');
  await mailer.send(trainerApplicationEmail(member, origin, { kind: 'received' }));
  return toOwn(created);
}

/** Pending applications sort before decided ones, newest first within each: one number, so one cursor value. */
const queueRank = sql<number>`((${trainerApplications.status} = 'pending') * 10000000000000 + ${trainerApplications.createdAt})`;

/** One page of applications for admins: pending first, then decided ones, each newest first. */
export async function trainerApplicationPage(db: Db, { cursor, limit }: { cursor?: string | undefined; limit: number }) {
  const after = cursor ? decodeCursor(cursor) : null;
  const rows = await db
    .select({
      application: trainerApplications,
      rank: queueRank,
      member: { id: users.id, username: users.username, displayName: users.displayName, email: users.email },
    })
    .from(trainerApplications)
    .innerJoin(users, eq(users.id, trainerApplications.userId))
    .where(after ? sql`(${queueRank}, ${trainerApplications.id}) < (${after[0]}, ${after[1]})` : undefined)
    .orderBy(desc(queueRank), desc(trainerApplications.id))
    .limit(limit + 1);
  const { page, nextCursor } = pageOf(rows, limit, (last) => [last.rank, last.application.id]);
  const applications: TrainerApplicationView[] = page.map(({ application, member }) => ({
    ...toOwn(application),
    qualification: application.qualification,
    website: application.website,
    member,
  }));
  return { applications, nextCursor };
}

/** The application with the member it is about; 404 when there is none. */
async function applicationWithMember(db: Db, id: number): Promise<{ application: TrainerApplication; member: User }> {
  const [row] = await db
    .select({ application: trainerApplications, member: users })
    .from(trainerApplications)
    .innerJoin(users, eq(users.id, trainerApplications.userId))
    .where(eq(trainerApplications.id, id));
  if (!row) throw new ApiError(404, 'trainer_application_not_found');
  return row;
}

/** Moves the application from `from` to `to`, only if it is still `from` (two admins deciding at once: one wins). */
const moveApplication = (db: Db, id: number, from: TrainerApplicationStatus, to: Partial<TrainerApplication>) =>
  db
    .update(trainerApplications)
    .set(to)
    .where(and(eq(trainerApplications.id, id), eq(trainerApplications.status, from)))
    .returning({ id: trainerApplications.id });

/** Holds only when this very decision moved the application: the member's tier changes only with it. */
const movedBy = (id: number, status: TrainerApplicationStatus, adminId: number, at: Date) =>
  sql`exists (select 1 from ${trainerApplications} where ${trainerApplications.id} = ${id} and ${trainerApplications.status} = ${status}
    and ${trainerApplications.decidedBy} = ${adminId} and ${trainerApplications.decidedAt} = ${at.getTime()})`;

export type TrainerDecision = 'approve' | 'decline';

/**
 * Approves (the professional tier, granted without a subscription) or declines (with the reason, if
 * any) a pending application; 409 when it was decided already. Audited with the change, then emailed.
 */
export async function decideTrainerApplication(db: Db, mailer: Mailer, admin: User, id: number, decision: TrainerDecision, reason: string, origin: string) {
  const { application, member } = await applicationWithMember(db, id);
  if (application.status !== 'pending') throw new ApiError(409, 'trainer_application_decided');
  const status = decision === 'approve' ? 'approved' : 'declined';
  const decidedAt = new Date();
  const audit = auditEntry(db, {
    actorId: admin.id,
    action: decision === 'approve' ? 'trainer_application_approved' : 'trainer_application_declined',
    targetType: 'user',
    targetId: member.id,
    detail: decision === 'approve' ? { applicationId: id, tier: { from: member.subscriptionTier, to: 'professional' } } : { applicationId: id, reason },
  });
  const move = moveApplication(db, id, 'pending', { status, reason: decision === 'decline' ? reason || null : null, decidedBy: admin.id, decidedAt });
  const [[moved]] =
    decision === 'approve'
      ? await db.batch([
          move,
          db
            .update(users)
            .set({ subscriptionTier: 'professional', updatedAt: decidedAt })
            .where(and(eq(users.id, member.id), movedBy(id, 'approved', admin.id, decidedAt))),
          audit,
        ])
      : await db.batch([move, audit]);
  if (!moved) throw new ApiError(409, 'trainer_application_decided');
  await mailer.send(trainerApplicationEmail(member, origin, decision === 'approve' ? { kind: 'approved' } : { kind: 'declined', reason }));
  return { id, status };
}

/**
 * Takes the professional tier back from an approved trainer: the tier follows the member's
 * subscriptions again (premium while one is live, free otherwise), the application reads
 * `withdrawn`, audited with the change and emailed. 409 unless the application is approved.
 */
export async function withdrawTrainerTier(db: Db, mailer: Mailer, admin: User, id: number, origin: string) {
  const { application, member } = await applicationWithMember(db, id);
  if (application.status !== 'approved') throw new ApiError(409, 'trainer_application_not_approved');
  const now = new Date();
  const [[moved]] = await db.batch([
    moveApplication(db, id, 'approved', { status: 'withdrawn', decidedBy: admin.id, decidedAt: now }),
    db
      .update(users)
      .set({ subscriptionTier: 'free', updatedAt: now })
      .where(and(eq(users.id, member.id), eq(users.subscriptionTier, 'professional'), movedBy(id, 'withdrawn', admin.id, now))),
    applyMembership(db, member.id),
    auditEntry(db, { actorId: admin.id, action: 'trainer_tier_withdrawn', targetType: 'user', targetId: member.id, detail: { applicationId: id } }),
  ]);
  if (!moved) throw new ApiError(409, 'trainer_application_not_approved');
  await mailer.send(trainerApplicationEmail(member, origin, { kind: 'withdrawn' }));
  return { id, status: 'withdrawn' as const };
}
