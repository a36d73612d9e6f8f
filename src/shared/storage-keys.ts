/** The localStorage keys (docs/product-rules.md §7.5), in one place for the stores and the inline scripts. */
export const STORAGE_KEYS = {
  currentUser: 'currentUser',
  language: 'language',
  theme: 'theme',
  disclaimerAccepted: 'disclaimerAccepted',
  cookieNoticeSeen: 'cookieNoticeSeen',
} as const;
// Field mode keeps `fieldChoices:{dogId}` (src/islands/training/field-choices.ts) outside this object:
// the shell carries this object to every page.

export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];
/**
 * The product texts give two readings of the default theme, "system" and "light" (docs/product-rules.md §11):
 * this one value selects between them.
 */
export const DEFAULT_THEME: Theme = 'system';
