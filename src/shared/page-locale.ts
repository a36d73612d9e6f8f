import { DEFAULT_LOCALE, type Locale } from './enums';

/**
 * The language of an on-demand page under `src/pages/[...locale]/`: no prefix is German, `en` is
 * English, anything else is no page of ours (null → not found).
 */
export function localeFromParam(param: string | undefined): Locale | null {
  if (param === undefined) return DEFAULT_LOCALE;
  return param === 'en' ? 'en' : null;
}
