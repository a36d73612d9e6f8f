import { DEFAULT_LOCALE, isLocale, type Locale } from '~/shared/locales';
import { LANGUAGE_COOKIE } from '~/shared/locale-transport';
import { DEFAULT_THEME, STORAGE_KEYS, THEMES, type Theme } from '~/shared/storage-keys';
import { flagCodec, persistentAtom, textCodec } from './persistent';

const isTheme = (value: string): value is Theme => (THEMES as readonly string[]).includes(value);

export const $theme = persistentAtom<Theme>(STORAGE_KEYS.theme, DEFAULT_THEME, textCodec(isTheme, DEFAULT_THEME));
export const $language = persistentAtom<Locale>(STORAGE_KEYS.language, DEFAULT_LOCALE, textCodec(isLocale, DEFAULT_LOCALE));
export const $cookieNoticeSeen = persistentAtom(STORAGE_KEYS.cookieNoticeSeen, false, flagCodec);
export const $disclaimerAccepted = persistentAtom(STORAGE_KEYS.disclaimerAccepted, false, flagCodec);

const darkQuery = () => window.matchMedia('(prefers-color-scheme: dark)');

/** Applies a theme as the `dark` class on <html>; "system" follows the device. */
export function applyTheme(theme: Theme): void {
  const dark = theme === 'dark' || (theme === 'system' && darkQuery().matches);
  document.documentElement.classList.toggle('dark', dark);
  document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
}

/** Keeps <html> in step with the stored theme and, for "system", with the device, live. */
export function followTheme(): void {
  $theme.subscribe(applyTheme);
  darkQuery().addEventListener('change', () => applyTheme($theme.get()));
}

/** Stores the language choice for the browser (localStorage) and the server (cookie, one year). */
export function rememberLanguage(locale: Locale): void {
  $language.set(locale);
  // biome-ignore lint/suspicious/noDocumentCookie: one synchronous write; the Cookie Store API is asynchronous and missing from the older Safari versions the site supports.
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax`;
}
