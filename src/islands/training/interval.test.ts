import { describe, expect, it } from 'vitest';
import { clockText, intervalPhase, intervalTotalMs } from './interval';

const plan = { work: 30, rest: 10, rounds: 3 };

describe('intervalPhase', () => {
  it('counts work, then rest, round by round', () => {
    expect(intervalPhase(0, plan)).toEqual({ phase: 'work', round: 1, remainingMs: 30_000 });
    expect(intervalPhase(29_999, plan)).toEqual({ phase: 'work', round: 1, remainingMs: 1 });
    expect(intervalPhase(30_000, plan)).toEqual({ phase: 'rest', round: 1, remainingMs: 10_000 });
    expect(intervalPhase(40_000, plan)).toEqual({ phase: 'work', round: 2, remainingMs: 30_000 });
    expect(intervalPhase(85_000, plan)).toEqual({ phase: 'work', round: 3, remainingMs: 25_000 });
  });

  it('ends with the last round of work: no rest after it', () => {
    expect(intervalPhase(110_000, plan)).toEqual({ phase: 'done', round: 3, remainingMs: 0 });
    expect(intervalPhase(10 * 60_000, plan)).toEqual({ phase: 'done', round: 3, remainingMs: 0 });
    expect(intervalTotalMs(plan)).toBe(110_000);
  });

  it('treats a time before the start as the start', () => {
    expect(intervalPhase(-5, plan)).toEqual({ phase: 'work', round: 1, remainingMs: 30_000 });
  });
});

describe('clockText', () => {
  it('writes minutes and two-digit seconds', () => {
    expect(clockText(0)).toBe('0:00');
    expect(clockText(61_999)).toBe('1:01');
    expect(clockText(10 * 60_000)).toBe('10:00');
  });
});
