/**
 * The product's languages. Apart from the other value sets (./enums.ts re-exports these): the
 * shell on every page needs only these, and static pages carry no more script than they use.
 */
export const LOCALES = ['de', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'de';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
