/** How a stored session is shown (docs/decisions/023-training-journal.md): with its activity, its trainer and its success rate. */
import { eq } from 'drizzle-orm';
import type { TrainingSessionView } from '~/shared/training/journal';
import { successRate } from '~/shared/training/mastery';
import type { Db } from '~/server/db/client';
import { activities, trainingSessions, users, type TrainingSession } from '~/server/db/schema';
import { imageSizesOf } from '~/server/services/uploads';

/** Sessions with what a view needs; callers add the where, order and limit. */
export function sessionRows(db: Db) {
  return db
    .select({
      session: trainingSessions,
      activityTitle: activities.title,
      trainerName: users.displayName,
      trainerTimeZone: users.timeZone,
    })
    .from(trainingSessions)
    .innerJoin(activities, eq(activities.id, trainingSessions.activityId))
    .innerJoin(users, eq(users.id, trainingSessions.userId));
}

export interface SessionRow {
  session: TrainingSession;
  activityTitle: string;
  trainerName: string;
  trainerTimeZone: string;
}

export function toSessionView({ session, activityTitle, trainerName }: SessionRow, viewerId: number): TrainingSessionView {
  return {
    id: session.id,
    dogId: session.dogId,
    activity: { id: session.activityId, title: activityTitle },
    trainer: { id: session.userId, displayName: trainerName },
    mine: session.userId === viewerId,
    startedAt: session.startedAt.toISOString(),
    day: session.day,
    durationMinutes: session.durationMinutes,
    repetitions: session.repetitions,
    successes: session.successes,
    rating: session.rating,
    successRate: successRate(session),
    setting: session.setting,
    distraction: session.distraction,
    notes: session.notes,
    image: imageSizesOf(session.imageKey),
    createdAt: session.createdAt.toISOString(),
    updatedAt: session.updatedAt.toISOString(),
  };
}

/** One session as the member sees it. */
export async function sessionView(db: Db, sessionId: number, viewerId: number): Promise<TrainingSessionView> {
  const [row] = await sessionRows(db).where(eq(trainingSessions.id, sessionId));
  if (!row) throw new Error(`session ${sessionId} vanished`);
  return toSessionView(row, viewerId);
}
