/**
 * A dog's training at a glance (docs/decisions/023-training-journal.md): totals from the dog's row,
 * weeks and the streak from the day totals, success series of the most recently trained
 * activities. One batch, every read bounded by what is shown, never by the journal's size.
 */
import { and, desc, eq, gte, isNotNull, lte, sql } from 'drizzle-orm';
import { addDays, localDay, streakOf, weekStart, type Day } from '~/shared/training/days';
import {
  STATS_ACTIVITIES,
  STATS_SERIES_SESSIONS,
  STATS_WEEKS,
  type ActivitySeries,
  type DogStats,
  type SuccessPoint,
  type WeekTotals,
} from '~/shared/training/journal';
import { successRate } from '~/shared/training/mastery';
import type { Db } from '~/server/db/client';
import { activities, dogProgress, dogs, trainingDays, trainingSessions } from '~/server/db/schema';
import type { SessionUser } from '~/server/auth/session-user';
import { assertMayKeepJournal } from './access';

/**
 * Trained days read for the streak, newest first. A longer streak shows as this many days: more
 * than a year of daily training is rare, and reading every day of a long journal is not worth it.
 */
export const STREAK_DAYS_READ = 400;

type Result = { id: number; day: Day; repetitions: number | null; successes: number | null; rating: number | null };

/** Oldest first, sessions without a result left out. */
export function successSeries(newestFirst: readonly Result[]): SuccessPoint[] {
  return newestFirst
    .flatMap((session) => {
      const rate = successRate(session);
      return rate === null ? [] : [{ sessionId: session.id, day: session.day, rate }];
    })
    .reverse();
}

/** The newest sessions' results (and settings) of the dog on one activity, from the (dog, activity, start) index. For a `db.batch`. */
export function newestResults(db: Db, dogId: number, activityId: number | ReturnType<typeof sql<number>>, limit: number) {
  return db
    .select({
      id: trainingSessions.id,
      day: trainingSessions.day,
      repetitions: trainingSessions.repetitions,
      successes: trainingSessions.successes,
      rating: trainingSessions.rating,
      setting: trainingSessions.setting,
    })
    .from(trainingSessions)
    .where(and(eq(trainingSessions.dogId, dogId), eq(trainingSessions.activityId, activityId)))
    .orderBy(desc(trainingSessions.startedAt), desc(trainingSessions.id))
    .limit(limit);
}

/** The dog's trained days up to `today`, newest first, as many as the streak reads. For a `db.batch`. */
export function trainedDaysOf(db: Db, dogId: number, today: Day) {
  return db
    .select({ day: trainingDays.day })
    .from(trainingDays)
    .where(and(eq(trainingDays.dogId, dogId), lte(trainingDays.day, today)))
    .orderBy(desc(trainingDays.day))
    .limit(STREAK_DAYS_READ);
}

/** The weeks from `first` (a Monday) to this week, with the day totals that fall into them. */
function weeksOf(days: readonly { day: Day; sessions: number; minutes: number }[], first: Day): WeekTotals[] {
  const weeks = Array.from({ length: STATS_WEEKS }, (_, i) => ({ start: addDays(first, 7 * i), minutes: 0, sessions: 0 }));
  for (const { day, sessions, minutes } of days) {
    const week = weeks.find((w) => w.start === weekStart(day));
    if (!week) continue;
    week.sessions += sessions;
    week.minutes += minutes;
  }
  return weeks;
}

/** `GET /api/dogs/{dogId}/stats`, with today in the member's time zone. */
export async function dogStats(db: Db, user: SessionUser, dogId: number, now: Date): Promise<DogStats> {
  await assertMayKeepJournal(db, user, dogId);
  const today = localDay(now, user.timeZone);
  const firstWeek = addDays(weekStart(today), -7 * (STATS_WEEKS - 1));
  const recentlyTrained = (position: number) =>
    sql<number>`(select ${dogProgress.activityId} from ${dogProgress} where ${dogProgress.dogId} = ${dogId} and ${dogProgress.lastTrainedAt} is not null
      order by ${dogProgress.lastTrainedAt} desc, ${dogProgress.activityId} limit 1 offset ${position})`;
  const [[totals], weekDays, trainedDays, trained, ...series] = await db.batch([
    db.select({ sessions: dogs.trainingSessions, minutes: dogs.trainingMinutes }).from(dogs).where(eq(dogs.id, dogId)),
    db
      .select({ day: trainingDays.day, sessions: trainingDays.sessions, minutes: trainingDays.minutes })
      .from(trainingDays)
      .where(and(eq(trainingDays.dogId, dogId), gte(trainingDays.day, firstWeek), lte(trainingDays.day, addDays(firstWeek, 7 * STATS_WEEKS - 1)))),
    trainedDaysOf(db, dogId, today),
    db
      .select({ id: activities.id, title: activities.title })
      .from(dogProgress)
      .innerJoin(activities, eq(activities.id, dogProgress.activityId))
      .where(and(eq(dogProgress.dogId, dogId), isNotNull(dogProgress.lastTrainedAt)))
      .orderBy(desc(dogProgress.lastTrainedAt), dogProgress.activityId)
      .limit(STATS_ACTIVITIES),
    ...Array.from({ length: STATS_ACTIVITIES }, (_, position) => newestResults(db, dogId, recentlyTrained(position), STATS_SERIES_SESSIONS)),
  ]);
  const weeks = weeksOf(weekDays, firstWeek);
  const days = trainedDays.map(({ day }) => day);
  const activitySeries: ActivitySeries[] = trained.map((activity, position) => ({ activity, points: successSeries(series[position] ?? []) }));
  return {
    today,
    streak: streakOf(days, today),
    trainedToday: days[0] === today,
    week: weeks.at(-1) ?? { start: weekStart(today), minutes: 0, sessions: 0 },
    weeks,
    totals: { sessions: totals?.sessions ?? 0, minutes: totals?.minutes ?? 0 },
    activities: activitySeries,
  };
}
