/**
 * The page of a member, in a language. Kept apart from the route table (src/shared/routes.ts, whose
 * test checks that both agree) so the feed's cards can link authors without loading the whole
 * table into the island pages' first load.
 */
import { DEFAULT_LOCALE, type Locale } from './enums';

export const memberPath = (username: string, locale: Locale): string => `${locale === DEFAULT_LOCALE ? '' : '/en'}/members/${encodeURIComponent(username)}`;
