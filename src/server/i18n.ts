import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { DEFAULT_LOCALE, isLocale, type Locale } from '~/shared/enums';
import { LANGUAGE_COOKIE, LOCALE_HEADER } from '~/shared/locale-transport';

/** The caller's language: the page's own (header), then the stored choice (cookie), then the browser's. */
export function requestLocale(c: Context): Locale {
  const fromHeader = c.req.header(LOCALE_HEADER);
  if (isLocale(fromHeader)) return fromHeader;
  const fromCookie = getCookie(c, LANGUAGE_COOKIE);
  if (isLocale(fromCookie)) return fromCookie;
  const accepted = c.req.header('accept-language')?.toLowerCase() ?? '';
  const first = accepted.split(',')[0]?.trim().slice(0, 2);
  return isLocale(first) ? first : DEFAULT_LOCALE;
}
