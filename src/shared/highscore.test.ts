import { describe, expect, it } from 'vitest';
import { DAILY_MINUTE_POINTS, minutePoints } from './highscore';

describe('highscore points', () => {
  it('counts a minute a point up to the daily cap', () => {
    expect(minutePoints(0)).toBe(0);
    expect(minutePoints(1)).toBe(1);
    expect(minutePoints(59)).toBe(59);
    expect(minutePoints(60)).toBe(DAILY_MINUTE_POINTS);
    expect(minutePoints(600)).toBe(60);
    expect(minutePoints(-5)).toBe(0);
  });
});
