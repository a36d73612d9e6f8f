/**
 * Per-member progress on activities (docs/product-rules.md §3): tried, mastered and favorite toggle independently.
 * Paid members only (docs/product-rules.md §6; the routes' guard checks `can.track`). Completions follow `mastered` by trigger.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { ActivityProgressFlags } from '../../../shared/activity';
import type { ProgressInput } from '../../../shared/schemas/activity';
import type { Db } from '../../db/client';
import { activities, activityProgress } from '../../db/schema';
import { ApiError } from '../../errors';
import type { SessionUser } from '../session-user';

const flags = { tried: activityProgress.tried, mastered: activityProgress.mastered, favorite: activityProgress.favorite };

export async function progressList(db: Db, user: SessionUser) {
  return db
    .select({ activityId: activityProgress.activityId, ...flags })
    .from(activityProgress)
    .where(eq(activityProgress.userId, user.id))
    .orderBy(activityProgress.activityId);
}

export async function progressFor(db: Db, user: SessionUser, activityId: number): Promise<ActivityProgressFlags & { activityId: number }> {
  const [row] = await db
    .select({ activityId: activityProgress.activityId, ...flags })
    .from(activityProgress)
    .innerJoin(activities, and(eq(activities.id, activityProgress.activityId), isNull(activities.hiddenAt)))
    .where(and(eq(activityProgress.userId, user.id), eq(activityProgress.activityId, activityId)));
  if (!row) throw new ApiError(404, 'activity_progress_not_found');
  return row;
}

/** Sets the given flags and leaves the others as they were; the row appears on the first change. */
export async function saveProgress(db: Db, user: SessionUser, activityId: number, input: ProgressInput) {
  const given = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as Partial<ActivityProgressFlags>;
  const [row] = await db
    .insert(activityProgress)
    .select(
      db
        .select({
          userId: sql<number>`${user.id}`.as('user_id'),
          activityId: activities.id,
          tried: sql<boolean>`${given.tried ?? false}`.as('tried'),
          mastered: sql<boolean>`${given.mastered ?? false}`.as('mastered'),
          favorite: sql<boolean>`${given.favorite ?? false}`.as('favorite'),
          updatedAt: sql<Date>`${Date.now()}`.as('updated_at'),
        })
        .from(activities)
        // A hidden activity is out of reach: nothing is written, 404.
        .where(and(eq(activities.id, activityId), isNull(activities.hiddenAt))),
    )
    .onConflictDoUpdate({ target: [activityProgress.userId, activityProgress.activityId], set: { ...given, updatedAt: new Date() } })
    .returning({ activityId: activityProgress.activityId, ...flags });
  if (!row) throw new ApiError(404, 'activity_not_found');
  return row;
}
