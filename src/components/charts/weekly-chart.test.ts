import { describe, expect, it } from 'vitest';
import type { WeekTotals } from '~/shared/training/journal';
import { VIEWBOX } from './geometry';
import { weeklyChart } from './weekly-chart';

const week = (start: string, minutes: number, sessions: number): WeekTotals => ({ start, minutes, sessions });

describe('the weekly chart', () => {
  const weeks = [week('2026-11-02', 0, 0), week('2026-11-09', 45, 3), week('2026-11-16', 1200, 12)];

  it('draws a bar per week, as tall as its minutes, with the sessions above it', () => {
    const chart = weeklyChart(weeks, 'de');
    expect(chart.trained).toBe(true);
    expect(chart.ticks.map((tick) => tick.label)).toEqual(['0', '500', '1.000', '1.500']);
    expect(chart.bars.map((bar) => bar.sessions)).toEqual([null, '3', '12']);
    // The tallest bar reaches 1200 of 1500 minutes: the top is four fifths up the plot.
    const { top, bottom } = chart.plot;
    expect(chart.bars[2]?.top).toBeCloseTo(bottom - ((bottom - top) * 4) / 5);
    expect(chart.bars[0]?.top).toBe(bottom);
    expect(chart.plot.right).toBeLessThan(VIEWBOX.width);
  });

  it('says what it shows in the language of the page, with the figures as a table', () => {
    const chart = weeklyChart(weeks, 'en');
    expect(chart.description).toContain('1,245');
    expect(chart.table.rows[2]).toEqual(['16 Nov 2026', '1,200', '12']);
    expect(chart.bars.every((bar) => bar.label !== null)).toBe(true);
  });

  it('is empty without a session', () => {
    expect(weeklyChart([week('2026-11-02', 0, 0)], 'de').trained).toBe(false);
  });
});
