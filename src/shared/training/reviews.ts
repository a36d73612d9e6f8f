/**
 * The review schedule of a mastered activity (docs/decisions/023-training-journal.md): the first
 * review is due `REVIEW_INTERVAL_DAYS[0]` days after mastering. Each later day with sessions is a
 * review: a strong one (≥ `STRONG_REVIEW_RATE`) moves one interval up, a weak one
 * (< `WEAK_REVIEW_RATE`) one down, anything else keeps the interval; the next review is due that
 * many days after the review. The schedule is replayed from the sessions, so editing or deleting a
 * session corrects it.
 */
import { addDays, type Day } from './days';

export const REVIEW_INTERVAL_DAYS = [3, 7, 14, 30, 60] as const;
export const STRONG_REVIEW_RATE = 0.8;
export const WEAK_REVIEW_RATE = 0.5;
/** Review days replayed at most: the newest ones, from the lowest interval. More never change the top interval. */
export const REVIEW_REPLAY_DAYS = 30;

/** A session after mastering: its local day and its success rate (null without a result). */
export interface ReviewSession {
  day: Day;
  rate: number | null;
}

export interface ReviewState {
  /** Index into `REVIEW_INTERVAL_DAYS`. */
  step: number;
  due: Day;
}

/** The next step after a review day with the given rates (null rates are practice without a result). */
export function nextStep(step: number, rates: readonly (number | null)[]): number {
  const known = rates.filter((rate): rate is number => rate !== null);
  if (known.length === 0) return step;
  const rate = known.reduce((sum, value) => sum + value, 0) / known.length;
  if (rate >= STRONG_REVIEW_RATE) return Math.min(step + 1, REVIEW_INTERVAL_DAYS.length - 1);
  if (rate < WEAK_REVIEW_RATE) return Math.max(step - 1, 0);
  return step;
}

/**
 * The schedule after the given sessions (any order). Sessions on or before the day of mastering
 * are the evidence for it, not reviews.
 */
export function reviewSchedule(masteredOn: Day, sessions: readonly ReviewSession[]): ReviewState {
  const byDay = new Map<Day, (number | null)[]>();
  for (const { day, rate } of sessions) {
    if (day <= masteredOn) continue;
    byDay.set(day, [...(byDay.get(day) ?? []), rate]);
  }
  const days = [...byDay.keys()].sort().slice(-REVIEW_REPLAY_DAYS);
  let state: ReviewState = { step: 0, due: addDays(masteredOn, REVIEW_INTERVAL_DAYS[0]) };
  for (const day of days) {
    const step = nextStep(state.step, byDay.get(day) ?? []);
    state = { step, due: addDays(day, REVIEW_INTERVAL_DAYS[step] ?? REVIEW_INTERVAL_DAYS[0]) };
  }
  return state;
}

/** Where a review stands on `today`. */
export function reviewStatus(due: Day, today: Day): 'overdue' | 'due' | 'upcoming' {
  if (due < today) return 'overdue';
  return due === today ? 'due' : 'upcoming';
}
