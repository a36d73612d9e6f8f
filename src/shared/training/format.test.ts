import { describe, expect, it } from 'vitest';
import { formatCount, formatDay, formatPercent } from './format';

describe('formatDay', () => {
  it('writes the day in the reader’s language', () => {
    expect(formatDay('2026-11-23', 'de')).toBe('23.11.2026');
    expect(formatDay('2026-11-23', 'en')).toBe('23 Nov 2026');
    expect(formatDay('2026-11-23', 'de', 'short')).toBe('23.11.');
    expect(formatDay('2026-11-23', 'en', 'short')).toBe('23 Nov');
  });

  it('keeps the calendar day whatever zone the server runs in', () => {
    // The first and last day of a year are where a zone shift would show as a different year.
    expect(formatDay('2027-01-01', 'de')).toBe('01.01.2027');
    expect(formatDay('2026-12-31', 'en')).toBe('31 Dec 2026');
  });
});

describe('numbers', () => {
  it('groups thousands and writes percentages the local way', () => {
    expect(formatCount(1234, 'de')).toBe('1.234');
    expect(formatCount(1234, 'en')).toBe('1,234');
    expect(formatPercent(0.8, 'de')).toBe('80\u00a0%');
    expect(formatPercent(0.8, 'en')).toBe('80%');
    expect(formatPercent(2 / 3, 'en')).toBe('67%');
  });
});
