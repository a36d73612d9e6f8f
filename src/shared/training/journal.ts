/** What the training journal routes answer (docs/decisions/023-training-journal.md), shared with the pages that show it. */
import type { TrainingDistraction, TrainingSetting } from '~/shared/enums';
import type { Day } from './days';
import type { MasteryEvidence } from './mastery';

/** Sessions per page of `GET /api/dogs/{dogId}/sessions`. */
export const SESSION_PAGE_SIZE = 20;
/** Weeks in the stats' minutes-and-sessions series, this week included. */
export const STATS_WEEKS = 12;
/** Activities with a success series in the stats: the most recently trained. */
export const STATS_ACTIVITIES = 6;
/** Sessions per activity series, the newest. */
export const STATS_SERIES_SESSIONS = 20;
/** Upcoming reviews listed beyond those due and overdue. */
export const UPCOMING_REVIEWS = 10;

export interface ActivityRef {
  id: number;
  title: string;
}

export interface TrainingSessionView {
  id: number;
  dogId: number;
  activity: ActivityRef;
  /** Who trained: co-owners see each other's sessions. */
  trainer: { id: number; displayName: string };
  /** Only the trainer edits and deletes a session. */
  mine: boolean;
  startedAt: string;
  /** The local day it counts for, in the trainer's time zone. */
  day: Day;
  durationMinutes: number;
  repetitions: number | null;
  successes: number | null;
  rating: number | null;
  /** 0–1, from the counts or the rating; null without a result. */
  successRate: number | null;
  setting: TrainingSetting;
  distraction: TrainingDistraction;
  notes: string;
  image: { thumbnail: string; medium: string } | null;
  createdAt: string;
  updatedAt: string;
}

export interface TrainingSessionPage {
  items: TrainingSessionView[];
  nextCursor: string | null;
}

export interface ReviewItem {
  activity: ActivityRef;
  dueOn: Day;
  masteredOn: Day;
  /** The interval the due date came from. */
  intervalDays: number;
}

export interface DogReviews {
  /** Today in the member's time zone. */
  today: Day;
  overdue: ReviewItem[];
  due: ReviewItem[];
  upcoming: ReviewItem[];
}

export interface WeekTotals {
  /** The Monday the week starts on. */
  start: Day;
  minutes: number;
  sessions: number;
}

export interface SuccessPoint {
  sessionId: number;
  day: Day;
  rate: number;
}

export interface ActivitySeries {
  activity: ActivityRef;
  /** Oldest first; sessions without a result are left out. */
  points: SuccessPoint[];
}

export interface DogStats {
  today: Day;
  /** Consecutive trained days up to today (yesterday keeps it alive until today is over). */
  streak: number;
  trainedToday: boolean;
  week: WeekTotals;
  /** The last `STATS_WEEKS` weeks, oldest first, this week last. */
  weeks: WeekTotals[];
  totals: { sessions: number; minutes: number };
  activities: ActivitySeries[];
}

/** The journal's part of an activity page for the current dog. */
export interface ActivityJournal {
  dogId: number;
  mastered: boolean;
  evidence: MasteryEvidence;
  review: ReviewItem | null;
  recent: TrainingSessionView[];
  series: SuccessPoint[];
}
