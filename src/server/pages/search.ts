/**
 * "/community/search" (docs/decisions/054-search-by-relevance.md): the search field, the lists to
 * search in as links (posts, questions, activities), the page's language unless `lang` asks for all,
 * and one page of the best matches, with the next page as a link. Words the search cannot use are
 * answered at the field, as the API answers them.
 */
import * as v from 'valibot';
import { m } from '~/paraglide/messages.js';
import type { ActivityPage } from '~/shared/activity';
import type { FeedPage } from '~/shared/community';
import { isMessageKey, translate } from '~/shared/messages';
import { pathFor } from '~/shared/routes';
import { SEARCH_MAX } from '~/shared/activity-query';
import type { Locale } from '~/shared/enums';
import { languageFilter } from '~/shared/schemas/fields';
import { SEARCH_TYPES, type SearchType, searchQuery } from '~/shared/schemas/search';
import { ApiError } from '~/server/errors';
import { communityPanel } from '~/server/services/community/panel';
import { searchPage } from '~/server/services/community/search';
import { likeLockFor } from './like-lock';
import type { LoaderInput } from './page-request';
import { postLanguageLinks, postLanguageOf } from './post-language';

export interface SearchInput extends LoaderInput {
  url: URL;
}

/** The lists in the page's order: posts first (the default), then questions and activities. */
const TYPE_LABELS = {
  post: m.community_search_type_post,
  question: m.community_search_type_question,
  activity: m.community_search_type_activity,
} satisfies Record<SearchType, unknown>;

/** Where an empty result leads on: writing the post, asking the question, or every activity. */
function emptyState(type: SearchType, q: string, locale: Locale) {
  const o = { locale };
  const title = m.community_search_empty_title({ q }, o);
  if (type === 'post')
    return { title, body: m.community_search_empty_post({}, o), action: m.community_search_empty_post_action({}, o), href: pathFor('createPost', locale) };
  if (type === 'question')
    return { title, body: m.community_search_empty_question({}, o), action: m.qa_ask({}, o), href: `${pathFor('createPost', locale)}?type=question` };
  return {
    title,
    body: m.community_search_empty_activity({}, o),
    action: m.community_search_empty_activity_action({}, o),
    href: pathFor('activities', locale),
  };
}

/**
 * The search form posts to its own page, as every form does (forms-post.test.ts); the page answers with
 * the search's address, so results keep a link of their own and the back button works.
 */
export function searchAddress(form: FormData, locale: Locale): string {
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value.trim() : '';
  };
  const query = new URLSearchParams();
  const q = field('q');
  if (q) query.set('q', q.slice(0, SEARCH_MAX * 2));
  const type = SEARCH_TYPES.find((known) => known === field('type'));
  if (type && type !== 'post') query.set('type', type);
  if (field('lang') === 'all') query.set('lang', 'all');
  const here = pathFor('communitySearch', locale);
  return query.size > 0 ? `${here}?${query}` : here;
}

/**
 * What the search page shows; `results` is null until there are words to search, `error` the field's
 * message; `found` counts the page's results, whichever list they come from.
 */
export async function loadSearch({ viewer: { user, actor }, url, db, locale }: SearchInput) {
  const o = { locale };
  const panel = await communityPanel(db, user);
  const params = url.searchParams;
  const q = (params.get('q') ?? '').trim();
  const typeAsked = params.get('type');
  const type: SearchType = SEARCH_TYPES.find((known) => known === typeAsked) ?? 'post';
  const langAsked = v.safeParse(languageFilter, params.get('lang') ?? undefined);
  const lang = postLanguageOf(langAsked.success ? langAsked.output : undefined, locale);
  const here = pathFor('communitySearch', locale);
  const hrefOf = (next: { type: SearchType; cursor?: string }) => {
    const query = new URLSearchParams();
    if (q) query.set('q', q);
    if (next.type !== 'post') query.set('type', next.type);
    if (lang !== locale) query.set('lang', lang);
    if (next.cursor) query.set('cursor', next.cursor);
    return query.size > 0 ? `${here}?${query}` : here;
  };
  let results: ActivityPage | FeedPage | null = null;
  let error: string | null = null;
  if (panel && q) {
    const parsed = v.safeParse(searchQuery, { q, type, lang, cursor: params.get('cursor') ?? undefined });
    if (!parsed.success) {
      const key = parsed.issues[0]?.message ?? '';
      error = translate(isMessageKey(key) ? key : 'validation_search_words', locale);
    } else {
      try {
        results = await searchPage(db, panel.member, parsed.output);
      } catch (failure) {
        // A cursor of another search: its first page instead.
        if (!(failure instanceof ApiError)) throw failure;
        results = await searchPage(db, panel.member, { ...parsed.output, cursor: undefined });
      }
    }
  }
  return {
    panel,
    actor,
    q,
    type,
    lang,
    error,
    results,
    found: results ? ('activities' in results ? results.activities.length : results.posts.length) : 0,
    tabs: (Object.keys(TYPE_LABELS) as SearchType[]).map((value) => ({
      value,
      label: TYPE_LABELS[value]({}, o),
      href: hrefOf({ type: value }),
      current: value === type,
    })),
    languages: postLanguageLinks(url, locale, lang),
    more: results?.nextCursor ? hrefOf({ type, cursor: results.nextCursor }) : null,
    empty: emptyState(type, q, locale),
    likeLock: panel ? likeLockFor(actor, locale) : undefined,
  };
}
