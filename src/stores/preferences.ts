import { persistentAtom, persistentBoolean } from '@nanostores/persistent';
import { DEFAULT_LOCALE, type Locale } from '../shared/enums';
import { LANGUAGE_COOKIE } from '../shared/locale-transport';
import { isLocale } from '../shared/routes';
import { DEFAULT_THEME, STORAGE_KEYS, THEMES, type Theme } from '../shared/storage-keys';

const isTheme = (value: string): value is Theme => (THEMES as readonly string[]).includes(value);

export const $theme = persistentAtom<Theme>(STORAGE_KEYS.theme, DEFAULT_THEME, {
  decode: (value) => (isTheme(value) ? value : DEFAULT_THEME),
  encode: (value) => value,
});

export const $language = persistentAtom<Locale>(STORAGE_KEYS.language, DEFAULT_LOCALE, {
  decode: (value) => (isLocale(value) ? value : DEFAULT_LOCALE),
  encode: (value) => value,
});

export const $cookieNoticeSeen = persistentBoolean(STORAGE_KEYS.cookieNoticeSeen);
export const $disclaimerAccepted = persistentBoolean(STORAGE_KEYS.disclaimerAccepted);

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
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax`;
}
