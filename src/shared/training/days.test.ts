import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, instantOfLocal, isTimeZone, localDateTime, localDay, streakOf, weekStart } from './days';

const BERLIN = 'Europe/Berlin';
const iso = (local: string, zone: string) => instantOfLocal(local, zone)?.toISOString() ?? null;

describe('localDay', () => {
  it('counts 23:30 in Berlin for that day, although it is already the next one in UTC… and the other way round', () => {
    // 23:30 on 23 November in Berlin (UTC+1) is 22:30 UTC: the same day in both.
    expect(localDay(new Date('2026-11-23T22:30:00Z'), BERLIN)).toBe('2026-11-23');
    // 23:30 UTC is already 00:30 on the 24th in Berlin.
    expect(localDay(new Date('2026-11-23T23:30:00Z'), BERLIN)).toBe('2026-11-24');
    expect(localDay(new Date('2026-11-23T23:30:00Z'), 'UTC')).toBe('2026-11-23');
  });

  it('follows summer time', () => {
    // 22:30 UTC in July is 00:30 the next day in Berlin (UTC+2), still the day before in New York.
    expect(localDay(Date.parse('2026-07-01T22:30:00Z'), BERLIN)).toBe('2026-07-02');
    expect(localDay(Date.parse('2026-07-01T22:30:00Z'), 'America/New_York')).toBe('2026-07-01');
  });
});

describe('localDateTime', () => {
  it('reads the wall clock in the zone, to the minute, with midnight as 00', () => {
    expect(localDateTime(new Date('2026-11-23T22:30:45Z'), BERLIN)).toBe('2026-11-23T23:30');
    expect(localDateTime(new Date('2026-11-23T23:00:00Z'), BERLIN)).toBe('2026-11-24T00:00');
  });
});

describe('instantOfLocal', () => {
  it('turns a local reading into its instant, and back', () => {
    expect(iso('2026-11-23T23:30', BERLIN)).toBe('2026-11-23T22:30:00.000Z');
    expect(iso('2026-07-02T00:30', BERLIN)).toBe('2026-07-01T22:30:00.000Z');
    expect(iso('2026-11-23T00:00', 'Asia/Kolkata')).toBe('2026-11-22T18:30:00.000Z');
    expect(iso('2026-11-23T23:30', 'Pacific/Pago_Pago')).toBe('2026-11-24T10:30:00.000Z');
    expect(iso('2026-11-23T10:00', 'UTC')).toBe('2026-11-23T10:00:00.000Z');
    const instant = instantOfLocal('2026-03-15T07:05', 'America/Los_Angeles');
    expect(instant && localDateTime(instant, 'America/Los_Angeles')).toBe('2026-03-15T07:05');
  });

  it('moves a time skipped in spring past the gap, like a clock put forward', () => {
    // Berlin, 29 March 2026: 02:00 CET becomes 03:00 CEST.
    expect(iso('2026-03-29T02:30', BERLIN)).toBe('2026-03-29T01:30:00.000Z');
    expect(localDateTime(new Date('2026-03-29T01:30:00Z'), BERLIN)).toBe('2026-03-29T03:30');
    expect(iso('2026-03-29T02:00', BERLIN)).toBe('2026-03-29T01:00:00.000Z');
    expect(iso('2026-03-29T01:59', BERLIN)).toBe('2026-03-29T00:59:00.000Z');
    expect(iso('2026-03-29T03:00', BERLIN)).toBe('2026-03-29T01:00:00.000Z');
    // New York, 8 March 2026: 02:00 EST becomes 03:00 EDT, so 02:30 is 03:30 EDT.
    expect(iso('2026-03-08T02:30', 'America/New_York')).toBe('2026-03-08T07:30:00.000Z');
    // Lord Howe Island puts its clocks forward by half an hour: 02:15 is 02:45.
    expect(iso('2026-10-04T02:15', 'Australia/Lord_Howe')).toBe('2026-10-03T15:45:00.000Z');
  });

  it('takes the first occurrence of a time repeated in autumn', () => {
    // Berlin, 25 October 2026: 03:00 CEST becomes 02:00 CET, so 02:30 happens at 00:30 and 01:30 UTC.
    expect(iso('2026-10-25T02:30', BERLIN)).toBe('2026-10-25T00:30:00.000Z');
    expect(iso('2026-10-25T03:00', BERLIN)).toBe('2026-10-25T02:00:00.000Z');
    expect(iso('2026-11-01T01:30', 'America/New_York')).toBe('2026-11-01T05:30:00.000Z');
    // Lord Howe turns back half an hour: 01:45 happens at +11:00 first.
    expect(iso('2026-04-05T01:45', 'Australia/Lord_Howe')).toBe('2026-04-04T14:45:00.000Z');
  });

  it('refuses text that is no local date and time', () => {
    for (const text of [
      '',
      '2026-11-23',
      '2026-11-23 10:00',
      '2026-11-23T10:00:00',
      '2026-11-23T10:00Z',
      '2026-11-23T10:00+01:00',
      '2026-02-30T10:00',
      '2025-02-29T10:00',
      '2026-13-01T10:00',
      '2026-11-23T24:00',
      '2026-11-23T10:60',
      '26-11-23T10:00',
      ' 2026-11-23T10:00',
    ]) {
      expect(instantOfLocal(text, BERLIN), text).toBeNull();
    }
    expect(iso('2028-02-29T10:00', BERLIN)).toBe('2028-02-29T09:00:00.000Z');
  });
});

describe('isTimeZone', () => {
  it('knows IANA zones and nothing else', () => {
    expect(isTimeZone(BERLIN)).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('America/Argentina/Buenos_Aires')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(isTimeZone(`Europe/${'x'.repeat(64)}`)).toBe(false);
  });
});

describe('addDays and daysBetween', () => {
  it('cross months, years and leap days', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-11-23', 0)).toBe('2026-11-23');
  });

  it('count whole days, also across a clock change, negative backwards', () => {
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2026-10-24', '2026-10-26')).toBe(2);
    expect(daysBetween('2026-11-23', '2026-11-20')).toBe(-3);
    expect(daysBetween('2026-01-01', '2027-01-01')).toBe(365);
  });
});

describe('weekStart', () => {
  it('is the Monday, also for a Sunday and across the new year', () => {
    expect(weekStart('2026-11-23')).toBe('2026-11-23'); // Monday
    expect(weekStart('2026-11-29')).toBe('2026-11-23'); // Sunday: the end of the week, not the start
    expect(weekStart('2026-11-28')).toBe('2026-11-23'); // Saturday
    expect(weekStart('2026-11-30')).toBe('2026-11-30'); // the next Monday
    expect(weekStart('2027-01-01')).toBe('2026-12-28'); // Friday
  });
});

describe('streakOf', () => {
  const today = '2026-11-23';

  it('counts back from today when trained today', () => {
    expect(streakOf(['2026-11-23', '2026-11-22', '2026-11-21'], today)).toBe(3);
    expect(streakOf(['2026-11-23'], today)).toBe(1);
  });

  it('stays alive on yesterday until today is over', () => {
    expect(streakOf(['2026-11-22', '2026-11-21'], today)).toBe(2);
  });

  it('ends at the first gap', () => {
    expect(streakOf(['2026-11-23', '2026-11-22', '2026-11-20', '2026-11-19'], today)).toBe(2);
    expect(streakOf(['2026-11-21', '2026-11-20'], today)).toBe(0);
  });

  it('ignores days after today', () => {
    expect(streakOf(['2026-11-25', '2026-11-24', '2026-11-23', '2026-11-22'], today)).toBe(2);
    expect(streakOf(['2026-11-24', '2026-11-22'], today)).toBe(1);
    expect(streakOf(['2026-11-24'], today)).toBe(0);
  });

  it('is nothing without training', () => {
    expect(streakOf([], today)).toBe(0);
  });

  it('crosses a month end', () => {
    expect(streakOf(['2026-12-01', '2026-11-30', '2026-11-29'], '2026-12-01')).toBe(3);
  });
});
