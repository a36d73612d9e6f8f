/**
 * The journal's triggers (migrations/0012_training_journal.sql): sessions per day, the dog's totals
 * and the activity's last training follow every insert, edit and delete, also the deletes that come
 * with a deleted account.
 */
import { env } from 'cloudflare:workers';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '~/server/db/client';
import { dogProgress, dogs, trainingDays, trainingSessions, users } from '~/server/db/schema';
import { createActivity } from '../../factories/content';
import { createDog } from '../../factories/dogs';
import { createSession } from '../../factories/training';
import { createUser } from '../../factories/users';

const db = () => getDb(env.DB);

async function journalOf(dogId: number, activityId: number) {
  const days = await db()
    .select({ day: trainingDays.day, sessions: trainingDays.sessions, minutes: trainingDays.minutes })
    .from(trainingDays)
    .where(eq(trainingDays.dogId, dogId))
    .orderBy(trainingDays.day);
  const [dog] = await db().select({ sessions: dogs.trainingSessions, minutes: dogs.trainingMinutes }).from(dogs).where(eq(dogs.id, dogId));
  const [progress] = await db()
    .select({ tried: dogProgress.tried, lastTrainedAt: dogProgress.lastTrainedAt })
    .from(dogProgress)
    .where(and(eq(dogProgress.dogId, dogId), eq(dogProgress.activityId, activityId)));
  return { days, dog, progress };
}

describe('journal counters', () => {
  it('follow inserts, edits and deletes', async () => {
    const owner = await createUser(db(), 'paidYearly');
    const activity = await createActivity(db(), owner.id);
    const dog = await createDog(db(), [owner.id]);
    const ids = { dogId: dog.id, activityId: activity.id, userId: owner.id };
    const first = await createSession(db(), ids, { startedAt: new Date(1_000), day: '2026-11-20', durationMinutes: 10 });
    await createSession(db(), ids, { startedAt: new Date(2_000), day: '2026-11-20', durationMinutes: 5 });
    const third = await createSession(db(), ids, { startedAt: new Date(3_000), day: '2026-11-21', durationMinutes: 7 });
    expect(await journalOf(dog.id, activity.id)).toEqual({
      days: [
        { day: '2026-11-20', sessions: 2, minutes: 15 },
        { day: '2026-11-21', sessions: 1, minutes: 7 },
      ],
      dog: { sessions: 3, minutes: 22 },
      progress: { tried: true, lastTrainedAt: new Date(3_000) },
    });

    await db()
      .update(trainingSessions)
      .set({ day: '2026-11-22', durationMinutes: 1, startedAt: new Date(5_000) })
      .where(eq(trainingSessions.id, first.id));
    expect(await journalOf(dog.id, activity.id)).toEqual({
      days: [
        { day: '2026-11-20', sessions: 1, minutes: 5 },
        { day: '2026-11-21', sessions: 1, minutes: 7 },
        { day: '2026-11-22', sessions: 1, minutes: 1 },
      ],
      dog: { sessions: 3, minutes: 13 },
      progress: { tried: true, lastTrainedAt: new Date(5_000) },
    });

    await db().delete(trainingSessions).where(eq(trainingSessions.id, third.id));
    await db().delete(trainingSessions).where(eq(trainingSessions.id, first.id));
    expect(await journalOf(dog.id, activity.id)).toEqual({
      days: [{ day: '2026-11-20', sessions: 1, minutes: 5 }],
      dog: { sessions: 1, minutes: 5 },
      progress: { tried: true, lastTrainedAt: new Date(2_000) },
    });
  });

  it('lose the sessions of a deleted account, and only those', async () => {
    const [owner, coOwner] = await Promise.all([createUser(db(), 'paidYearly'), createUser(db(), 'free')]);
    const activity = await createActivity(db(), owner.id);
    const dog = await createDog(db(), [owner.id, coOwner.id]);
    await createSession(
      db(),
      { dogId: dog.id, activityId: activity.id, userId: owner.id },
      { startedAt: new Date(1_000), day: '2026-11-20', durationMinutes: 10 },
    );
    await createSession(
      db(),
      { dogId: dog.id, activityId: activity.id, userId: coOwner.id },
      { startedAt: new Date(2_000), day: '2026-11-20', durationMinutes: 4 },
    );
    await db().delete(users).where(eq(users.id, coOwner.id));
    expect(await journalOf(dog.id, activity.id)).toEqual({
      days: [{ day: '2026-11-20', sessions: 1, minutes: 10 }],
      dog: { sessions: 1, minutes: 10 },
      progress: { tried: true, lastTrainedAt: new Date(1_000) },
    });
  });
});
