import { describe, expect, it } from 'vitest';
import { addDays } from './days';
import { nextStep, REVIEW_INTERVAL_DAYS, REVIEW_REPLAY_DAYS, type ReviewSession, reviewSchedule, reviewStatus } from './reviews';

const MASTERED = '2026-11-01';
/** A review `days` after mastering with the given rate. */
const review = (days: number, rate: number | null): ReviewSession => ({ day: addDays(MASTERED, days), rate });

describe('nextStep', () => {
  it('moves up on a strong day, down on a weak one, and stays otherwise', () => {
    expect(nextStep(1, [0.8])).toBe(2);
    expect(nextStep(1, [0.49])).toBe(0);
    expect(nextStep(1, [0.5])).toBe(1);
    expect(nextStep(1, [0.79])).toBe(1);
  });

  it('averages a day’s rates and leaves out practice without a result', () => {
    expect(nextStep(2, [1, 0.7])).toBe(3); // 0.85
    expect(nextStep(2, [0.9, 0.3])).toBe(2); // 0.6
    expect(nextStep(2, [0.6, 0.2])).toBe(1); // 0.4
    expect(nextStep(2, [null, 0.9])).toBe(3);
    expect(nextStep(2, [null, null])).toBe(2);
    expect(nextStep(2, [])).toBe(2);
  });

  it('stops at the longest and the shortest interval', () => {
    const top = REVIEW_INTERVAL_DAYS.length - 1;
    expect(nextStep(top, [1])).toBe(top);
    expect(nextStep(0, [0])).toBe(0);
  });
});

describe('reviewSchedule', () => {
  it('is due three days after mastering without a review', () => {
    expect(REVIEW_INTERVAL_DAYS).toEqual([3, 7, 14, 30, 60]);
    expect(reviewSchedule(MASTERED, [])).toEqual({ step: 0, due: '2026-11-04' });
  });

  it('lengthens the interval with every strong review, up to 60 days', () => {
    const strong = [review(3, 0.9)];
    expect(reviewSchedule(MASTERED, strong)).toEqual({ step: 1, due: addDays(MASTERED, 3 + 7) });
    strong.push(review(10, 1));
    expect(reviewSchedule(MASTERED, strong)).toEqual({ step: 2, due: addDays(MASTERED, 10 + 14) });
    strong.push(review(24, 0.8), review(54, 1), review(114, 1), review(174, 0.95));
    expect(reviewSchedule(MASTERED, strong)).toEqual({ step: 4, due: addDays(MASTERED, 174 + 60) });
  });

  it('shortens it after a weak review, down to three days', () => {
    const sessions = [review(3, 1), review(10, 1), review(24, 0.2)];
    expect(reviewSchedule(MASTERED, sessions)).toEqual({ step: 1, due: addDays(MASTERED, 24 + 7) });
    sessions.push(review(31, 0.4), review(34, 0));
    expect(reviewSchedule(MASTERED, sessions)).toEqual({ step: 0, due: addDays(MASTERED, 34 + 3) });
  });

  it('keeps it after a medium review, the next one counted from that review', () => {
    expect(reviewSchedule(MASTERED, [review(3, 1), review(12, 0.6)])).toEqual({ step: 1, due: addDays(MASTERED, 12 + 7) });
  });

  it('counts a practice day without a result as a review that keeps the interval', () => {
    expect(reviewSchedule(MASTERED, [review(3, 1), review(9, null)])).toEqual({ step: 1, due: addDays(MASTERED, 9 + 7) });
  });

  it('averages several sessions on one day into one review', () => {
    // 0.3 alone would be weak and 0.9 alone strong: together they are 0.6, which keeps the step.
    expect(reviewSchedule(MASTERED, [review(3, 1), review(10, 0.3), review(10, 0.9)])).toEqual({ step: 1, due: addDays(MASTERED, 10 + 7) });
  });

  it('ignores sessions on and before the day of mastering: they are its evidence', () => {
    expect(reviewSchedule(MASTERED, [review(0, 1), review(-1, 1), review(-5, 0)])).toEqual({ step: 0, due: '2026-11-04' });
  });

  it('replays in day order whatever order the sessions come in', () => {
    const inOrder = [review(3, 1), review(10, 0.1), review(12, 1)];
    expect(reviewSchedule(MASTERED, [...inOrder].reverse())).toEqual(reviewSchedule(MASTERED, inOrder));
    expect(reviewSchedule(MASTERED, inOrder)).toEqual({ step: 1, due: addDays(MASTERED, 12 + 7) });
  });

  it(`replays only the newest ${REVIEW_REPLAY_DAYS} review days, from the shortest interval`, () => {
    // One strong review, then a review day with a medium result for each following day: replayed in
    // full that is step 1; the window leaves the strong one out, so it is step 0.
    const sessions = [review(1, 1), ...Array.from({ length: REVIEW_REPLAY_DAYS }, (_, index) => review(2 + index, 0.6))];
    const last = REVIEW_REPLAY_DAYS + 1;
    expect(reviewSchedule(MASTERED, sessions)).toEqual({ step: 0, due: addDays(MASTERED, last + 3) });
    expect(reviewSchedule(MASTERED, sessions.slice(0, -1))).toEqual({ step: 1, due: addDays(MASTERED, last - 1 + 7) });
  });

  it('reaches the longest interval within the window whatever came before it', () => {
    const weakPast = Array.from({ length: 40 }, (_, index) => review(1 + index, 0));
    const strongNow = Array.from({ length: REVIEW_INTERVAL_DAYS.length }, (_, index) => review(100 + index, 1));
    expect(reviewSchedule(MASTERED, [...weakPast, ...strongNow]).step).toBe(REVIEW_INTERVAL_DAYS.length - 1);
  });
});

describe('reviewStatus', () => {
  it('is overdue before today, due today and upcoming after', () => {
    expect(reviewStatus('2026-11-22', '2026-11-23')).toBe('overdue');
    expect(reviewStatus('2026-11-23', '2026-11-23')).toBe('due');
    expect(reviewStatus('2026-11-24', '2026-11-23')).toBe('upcoming');
    expect(reviewStatus('2026-12-31', '2027-01-01')).toBe('overdue');
  });
});
