/**
 * The feed's and Q&A's language switch (docs/decisions/049-question-titles-and-post-languages.md): the
 * page's language by default, or every language with `?lang=all`; plain links that keep the page's other
 * choices (type, tag, filter, sort), so the switch costs the island pages no script.
 */
import { m } from '~/paraglide/messages.js';
import type { Locale } from '~/shared/enums';

export type PostLanguage = Locale | 'all';

/** The page's own choices a switch keeps (the search's words too); a one-off marker (a new post's confirmation) or a page's cursor is left behind. */
const KEPT = ['q', 'type', 'tag', 'filter', 'sort'] as const;

export interface LanguageLink {
  href: string;
  label: string;
  current: boolean;
}

/** The language the list shows: the one asked for, else the page's. */
export const postLanguageOf = (asked: PostLanguage | undefined, locale: Locale): PostLanguage => asked ?? locale;

/** The two choices, the page's language and every language, as links to this page. */
export function postLanguageLinks(url: URL, locale: Locale, shown: PostLanguage): LanguageLink[] {
  const o = { locale };
  const linkTo = (lang: PostLanguage) => {
    const query = new URLSearchParams();
    for (const kept of KEPT) {
      const value = url.searchParams.get(kept);
      if (value) query.set(kept, value);
    }
    if (lang !== locale) query.set('lang', lang);
    return query.size > 0 ? `${url.pathname}?${query}` : url.pathname;
  };
  return [
    { href: linkTo(locale), label: m.community_language_page({}, o), current: shown === locale },
    { href: linkTo('all'), label: m.community_language_all({}, o), current: shown === 'all' },
  ];
}
