/** The journal's days, counts and rates written in the reader's language (German dates for 'de', British for 'en'). */
import type { Locale } from '~/shared/enums';
import { intlLocale } from '~/shared/intl-locale';
import type { Day } from './days';

/**
 * A local day as `23.11.` / `23 Nov` (short, for axes) or `23.11.2026` / `23 Nov 2026` (long). The
 * day is a calendar date without a zone, so it is read and written at UTC midnight: no zone can
 * move it to a neighbouring day.
 */
export function formatDay(day: Day, locale: Locale, style: 'short' | 'long' = 'long'): string {
  const options: Intl.DateTimeFormatOptions =
    style === 'short' ? { day: 'numeric', month: locale === 'de' ? 'numeric' : 'short', timeZone: 'UTC' } : { dateStyle: 'medium', timeZone: 'UTC' };
  return new Intl.DateTimeFormat(intlLocale(locale), options).format(new Date(`${day}T00:00:00Z`));
}

/** A whole number with the language's grouping (1.234 / 1,234). */
export function formatCount(value: number, locale: Locale): string {
  return new Intl.NumberFormat(intlLocale(locale)).format(value);
}

/** A rate from 0 to 1 as a whole percentage (80 % / 80%). */
export function formatPercent(rate: number, locale: Locale): string {
  return new Intl.NumberFormat(intlLocale(locale), { style: 'percent', maximumFractionDigits: 0 }).format(rate);
}
