/** How a page tells the API which language to answer in. */
export const LOCALE_HEADER = 'x-rudel-locale';
/** Set by the language switch next to localStorage `language` (docs/architecture.md §4), so the server knows it too. */
export const LANGUAGE_COOKIE = 'language';
