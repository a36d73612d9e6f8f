import { DEFAULT_LOCALE, type Locale } from './enums';

/**
 * The language of an on-demand page under `src/pages/[...locale]/`: no prefix is German, `en` is
 * English, anything else is no page of ours (null → not found).
 */
export function localeFromParam(param: string | undefined): Locale | null {
  if (param === undefined) return DEFAULT_LOCALE;
  return param === 'en' ? 'en' : null;
}

/**
 * The language parameter of a page: `[...locale]`'s own, or for the few pages that live outside it
 * (src/pages/en/…, where `[...locale]` would lose to another page in Astro's route order) the path's
 * `/en` prefix.
 */
export const localeParamOf = (param: string | undefined, pathname: string): string | undefined =>
  param ?? (pathname === '/en' || pathname.startsWith('/en/') ? 'en' : undefined);
