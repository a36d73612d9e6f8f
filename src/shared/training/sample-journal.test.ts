import { describe, expect, it } from 'vitest';
import { STATS_WEEKS } from './journal';
import { sampleJournal } from './sample-journal';

describe('the example journal', () => {
  it('is dated from the member’s today, in their language, and nobody’s to change', () => {
    const sample = sampleJournal('en', '2026-11-27');
    expect(sample.dogName).toBe('Luna');
    expect(sample.stats.weeks).toHaveLength(STATS_WEEKS);
    expect(sample.stats.weeks.at(-1)?.start).toBe('2026-11-23');
    expect(sample.reviews.due[0]?.dueOn).toBe('2026-11-27');
    expect(sample.reviews.overdue[0]?.dueOn).toBe('2026-11-26');
    expect(sample.sessions[0]?.day).toBe('2026-11-27');
    expect(sample.sessions.every((session) => !session.mine)).toBe(true);
    expect(sample.stats.totals.minutes).toBe(sample.stats.weeks.reduce((sum, week) => sum + week.minutes, 0));
    expect(sampleJournal('de', '2026-11-27').sessions[0]?.activity.title).toBe('Rückruf auf der Wiese');
  });
});
