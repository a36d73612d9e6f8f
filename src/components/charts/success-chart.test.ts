import { describe, expect, it } from 'vitest';
import type { SuccessPoint } from '~/shared/training/journal';
import { formatPercent } from '~/shared/training/format';
import { successChart } from './success-chart';

const point = (sessionId: number, day: string, rate: number): SuccessPoint => ({ sessionId, day: day, rate });

describe('the success chart', () => {
  it('puts each session on the line and the mastery rate on a tick of its own', () => {
    const chart = successChart([point(1, '2026-11-02', 0.5), point(2, '2026-11-03', 1)], 'Sitz', 'de');
    expect(chart?.ticks.filter((tick) => tick.reference).map((tick) => tick.label)).toEqual([formatPercent(0.8, 'de')]);
    expect(chart?.dots).toHaveLength(2);
    expect(chart?.dots[1]?.y).toBe(chart?.plot.top);
    expect(chart?.line.startsWith('M')).toBe(true);
    expect(chart?.masteryY).toBeGreaterThan(chart?.plot.top ?? 0);
  });

  it('says what it shows in the language of the page, with the figures as a table', () => {
    const chart = successChart([point(1, '2026-11-02', 0.5), point(2, '2026-11-03', 1)], 'Sit', 'en');
    expect(chart?.title).toContain('Sit');
    expect(chart?.description).toContain('100%');
    expect(chart?.table.rows).toEqual([
      ['2 Nov 2026', '50%'],
      ['3 Nov 2026', '100%'],
    ]);
    expect(chart?.dayLabels.map((label) => label.label)).toEqual(['2 Nov', '3 Nov']);
  });

  it('is nothing without a session with a result', () => {
    expect(successChart([], 'Sitz', 'de')).toBeNull();
  });
});
