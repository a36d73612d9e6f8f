/** Training sessions written straight to D1, for tests that need a journal to read. */
import type { Db } from '~/server/db/client';
import { trainingSessions, type TrainingSession } from '~/server/db/schema';

export async function createSession(
  db: Db,
  ids: { dogId: number; activityId: number; userId: number },
  overrides: Partial<typeof trainingSessions.$inferInsert> = {},
): Promise<TrainingSession> {
  const startedAt = overrides.startedAt ?? new Date();
  const [session] = await db
    .insert(trainingSessions)
    .values({
      ...ids,
      startedAt,
      day: startedAt.toISOString().slice(0, 10),
      durationMinutes: 10,
      repetitions: 10,
      successes: 8,
      setting: 'home',
      distraction: 'low',
      ...overrides,
    })
    .returning();
  if (!session) throw new Error('session not created');
  return session;
}
