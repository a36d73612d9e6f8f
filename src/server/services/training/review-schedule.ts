/**
 * Keeps a mastered activity's review schedule equal to the replay of its sessions
 * (docs/decisions/023-training-journal.md). A write reads the sessions it does not change, adds its
 * own version in memory and writes the replayed schedule in the batch of its own change. The
 * schedule's write is conditional on the progress row's version (`updated_at`) as read: when a
 * concurrent write came between, it misses, and `settleReviewSchedule` replays again from what is
 * stored, so the last writer never drops another one's session from the schedule.
 */
import { and, desc, eq, gt, ne, sql } from 'drizzle-orm';
import type { Day } from '~/shared/training/days';
import { successRate } from '~/shared/training/mastery';
import { REVIEW_REPLAY_DAYS, reviewSchedule, type ReviewSession } from '~/shared/training/reviews';
import type { Db } from '~/server/db/client';
import { dogProgress, trainingSessions } from '~/server/db/schema';

/** A mastered activity's progress row as a write found it. */
interface MasteredState {
  masteredOn: Day;
  version: number;
}

interface Target {
  dogId: number;
  activityId: number;
}

const progressOf = ({ dogId, activityId }: Target) => and(eq(dogProgress.dogId, dogId), eq(dogProgress.activityId, activityId));

/**
 * Sessions read for a replay at most: the newest ones since mastering. The replay keeps only the
 * newest `REVIEW_REPLAY_DAYS` days with sessions, and nobody trains one activity ten times a day
 * for a month, so the bound changes nothing in practice and keeps a write's reads small.
 */
const REPLAY_SESSIONS = REVIEW_REPLAY_DAYS * 10;

/**
 * The mastered state of the activity and its newest sessions after mastering, without `exceptId`:
 * all the replay needs. One batch; null when the activity is not mastered.
 */
export async function reviewInputs(db: Db, target: Target, exceptId = 0): Promise<ReviewInputs | null> {
  return reviewInputsOf(await db.batch(reviewInputStatements(db, target, exceptId)));
}

type ReviewInputs = { state: MasteredState; sessions: ReviewSession[] };

/** The two reads `reviewInputs` makes, for a `db.batch` beside other reads (a write's guard). */
export function reviewInputStatements(db: Db, target: Target, exceptId = 0) {
  const masteredOn = sql`(select ${dogProgress.masteredOn} from ${dogProgress} where ${progressOf(target)} and ${dogProgress.mastered} = 1)`;
  return [
    db
      .select({ masteredOn: dogProgress.masteredOn, version: dogProgress.updatedAt })
      .from(dogProgress)
      .where(and(progressOf(target), eq(dogProgress.mastered, true))),
    db
      .select({ day: trainingSessions.day, repetitions: trainingSessions.repetitions, successes: trainingSessions.successes, rating: trainingSessions.rating })
      .from(trainingSessions)
      .where(
        and(
          eq(trainingSessions.dogId, target.dogId),
          eq(trainingSessions.activityId, target.activityId),
          ne(trainingSessions.id, exceptId),
          // A later local day starts after midnight UTC of the day of mastering in every zone: the index's range.
          sql`${trainingSessions.startedAt} >= strftime('%s', ${masteredOn}) * 1000`,
          gt(trainingSessions.day, masteredOn),
        ),
      )
      .orderBy(desc(trainingSessions.startedAt), desc(trainingSessions.id))
      .limit(REPLAY_SESSIONS),
  ] as const;
}

type ReviewInputRows = readonly [Awaited<ReturnType<typeof reviewInputStatements>[0]>, Awaited<ReturnType<typeof reviewInputStatements>[1]>];

/** What `reviewInputStatements` answered: null unless the activity is mastered. */
export function reviewInputsOf([[progress], rows]: ReviewInputRows): ReviewInputs | null {
  if (!progress?.masteredOn) return null;
  return {
    state: { masteredOn: progress.masteredOn, version: progress.version.getTime() },
    sessions: rows.map((row) => ({ day: row.day, rate: successRate(row) })),
  };
}

/** The statement that writes the replayed schedule, only while the row is still at `state.version`. For a `db.batch`. */
export function writeReviewSchedule(db: Db, target: Target, state: MasteredState, sessions: readonly ReviewSession[]) {
  const { step, due } = reviewSchedule(state.masteredOn, sessions);
  return db
    .update(dogProgress)
    .set({ reviewStep: step, reviewDue: due, updatedAt: sql`max(${Date.now()}, ${state.version} + 1)` })
    .where(and(progressOf(target), eq(dogProgress.mastered, true), eq(dogProgress.updatedAt, new Date(state.version))))
    .returning({ step: dogProgress.reviewStep });
}

/** Replays from what is stored until a write lands (a concurrent write moved the version meanwhile). */
export async function settleReviewSchedule(db: Db, target: Target): Promise<void> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const inputs = await reviewInputs(db, target);
    if (!inputs) return;
    const written = await writeReviewSchedule(db, target, inputs.state, inputs.sessions);
    if (written.length > 0) return;
  }
  throw new Error(`review schedule of dog ${target.dogId}, activity ${target.activityId} kept changing`);
}
