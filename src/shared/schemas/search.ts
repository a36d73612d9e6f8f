/**
 * `GET /api/search` (docs/decisions/054-search-by-relevance.md): what to search for, in which list and
 * language, and the page. The same word rules as the activity search (search-words.ts).
 */
import * as v from 'valibot';
import { SEARCH_MAX } from '~/shared/activity-query';
import { messageKey } from '~/shared/messages';
import { hasSearchWords } from '~/shared/search-words';
import { formField, languageFilter } from './fields';

/** `post`: the feed's posts and success stories; `question`: the Q&A questions. */
export const SEARCH_TYPES = ['activity', 'post', 'question'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];
/** Types only members may search (docs/product-rules.md §6 "read feed"). */
export const COMMUNITY_SEARCH_TYPES: readonly string[] = ['post', 'question'] satisfies SearchType[];
export const SEARCH_PAGE_SIZE = 20;

export const searchQuery = v.object({
  q: formField(
    v.pipe(
      v.string(messageKey('validation_search_words')),
      v.trim(),
      v.maxLength(SEARCH_MAX, messageKey('validation_search_too_long')),
      v.check((text: string) => hasSearchWords(text), messageKey('validation_search_words')),
    ),
  ),
  type: v.optional(v.picklist(SEARCH_TYPES, messageKey('error_invalid_request')), 'activity'),
  /** One language, or `all`; every language when not given (the page asks for its own). */
  lang: languageFilter,
  cursor: v.optional(v.pipe(v.string(), v.maxLength(200))),
});
export type SearchQuery = v.InferOutput<typeof searchQuery>;
