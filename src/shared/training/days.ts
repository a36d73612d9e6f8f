/**
 * Local days for the training journal (docs/decisions/023-training-journal.md). A session counts for
 * the day on the trainer's clock, so one at 23:30 in Berlin belongs to that day, not to the next
 * one in UTC. Days are `YYYY-MM-DD` strings: they sort and compare as text, and SQLite indexes them.
 */

/** A calendar day, `YYYY-MM-DD`. */
export type Day = string;

const MS_PER_DAY = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The zone of a member who gave none, and of pages without a member: the product's home (docs/decisions/023-training-journal.md). */
export const DEFAULT_TIME_ZONE = 'Europe/Berlin';

/** Whether `timeZone` is an IANA zone this runtime knows. */
export function isTimeZone(timeZone: string): boolean {
  if (!timeZone || timeZone.length > 64) return false;
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The wall-clock parts of `instant` in `timeZone`. */
function wallClock(instant: number, timeZone: string) {
  const parts: Record<string, string> = {};
  for (const { type, value } of formatterFor(timeZone).formatToParts(instant)) parts[type] = value;
  return { day: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}`, seconds: Number(parts.second) };
}

/** The local day of `instant` in `timeZone`. */
export function localDay(instant: Date | number, timeZone: string): Day {
  return wallClock(Number(instant), timeZone).day;
}

/** The local date and time (`YYYY-MM-DDTHH:mm`, as `<input type="datetime-local">` shows it) of `instant`. */
export function localDateTime(instant: Date | number, timeZone: string): string {
  const { day, time } = wallClock(Number(instant), timeZone);
  return `${day}T${time}`;
}

/** Milliseconds since the epoch of a UTC wall clock reading. */
function utcOf(day: Day, time: string): number {
  return Date.parse(`${day}T${time}:00Z`);
}

/** How far `timeZone`'s clocks are ahead of UTC at `instant`, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const seen = wallClock(instant, timeZone);
  return utcOf(seen.day, seen.time) + seen.seconds * 1000 - instant;
}

/**
 * The instant a local date and time (`YYYY-MM-DDTHH:mm`) means in `timeZone`, or null when the text
 * is no such reading. A time skipped by a clock change counts as that much later, like a wall
 * clock that was put forward (02:30 on the spring change in Berlin is 03:30); a time that happens
 * twice counts as its first occurrence.
 */
export function instantOfLocal(local: string, timeZone: string): Date | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(local);
  if (!match) return null;
  const [, day, time] = match as unknown as [string, Day, string];
  const asUtc = utcOf(day, time);
  if (Number.isNaN(asUtc) || new Date(asUtc).toISOString().slice(0, 16) !== local) return null;
  // A reading lies at most one clock change away from the offsets a day before and a day after it:
  // the instants those offsets give that show this very reading are its occurrences.
  const before = asUtc - offsetAt(asUtc - MS_PER_DAY, timeZone);
  const after = asUtc - offsetAt(asUtc + MS_PER_DAY, timeZone);
  const occurrences = [before, after].filter((instant) => localDateTime(instant, timeZone) === local);
  // Skipped by a change: read with the offset from before it, which lands as far past the gap as
  // the reading lay inside it.
  return new Date(occurrences.length > 0 ? Math.min(...occurrences) : before);
}

/** `day` moved by `days` (negative moves back). */
export function addDays(day: Day, days: number): Day {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * MS_PER_DAY).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: Day, to: Day): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / MS_PER_DAY);
}

/** The Monday of the week `day` lies in (weeks start on Monday, as in Germany and ISO 8601). */
export function weekStart(day: Day): Day {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/**
 * Consecutive trained days up to today. A streak stays alive through today until the day is over:
 * trained yesterday but not yet today still counts. `trainedDays` is newest first, without repeats.
 */
export function streakOf(trainedDays: readonly Day[], today: Day): number {
  // Days after today (a trainer in a zone already past midnight) neither count nor break the streak.
  const past = trainedDays.filter((day) => day <= today);
  let expected = past[0] === today ? today : addDays(today, -1);
  let streak = 0;
  for (const day of past) {
    if (day !== expected) break;
    streak++;
    expected = addDays(expected, -1);
  }
  return streak;
}
