/** The Intl locale that writes dates and numbers the way each language's readers expect: German, and British English (day before month). */
import type { Locale } from './enums';

export const intlLocale = (locale: Locale): string => (locale === 'de' ? 'de-DE' : 'en-GB');
