/**
 * Post and comment times as docs/product-rules.md §7.5 words them: days ago, else hours ago, else 'a few minutes'
 * (the caller supplies that text). Intl gets the grammar right in both languages ('vor 1 Tag',
 * 'vor 3 Tagen', '2 hours ago').
 */
import type { Locale } from './enums';
import { intlLocale } from './intl-locale';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export function relativeTime(iso: string, now: number, locale: Locale, fewMinutes: string): string {
  const elapsed = now - Date.parse(iso);
  const format = new Intl.RelativeTimeFormat(intlLocale(locale), { numeric: 'always' });
  if (elapsed >= DAY) return format.format(-Math.floor(elapsed / DAY), 'day');
  if (elapsed >= HOUR) return format.format(-Math.floor(elapsed / HOUR), 'hour');
  return fewMinutes;
}

/** The full date for the title attribute, in the reader's format (de-DE for German). */
export function fullDate(iso: string, locale: Locale): string {
  return new Date(iso).toLocaleString(intlLocale(locale), { dateStyle: 'long', timeStyle: 'short' });
}
