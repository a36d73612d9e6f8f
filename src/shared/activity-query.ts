/**
 * The activity list's query values (docs/product-rules.md §2): sorts, duration steps and the search's
 * length. A module without valibot, so the list's island names them without loading the schemas.
 */
import { hasSearchWords } from '~/shared/search-words';

/** The list's duration filter: "up to N minutes" (steps 5/10/15/30, 60 handled too; docs/product-rules.md §7.5). */
export const DURATION_FILTER_STEPS = [5, 10, 15, 30, 60] as const;
/** `relevance` is offered, and the default, only while the query has a word to search (decision 054). */
export const ACTIVITY_SORTS = ['relevance', 'newest', 'oldest', 'popular', 'completed', 'alphabetical', 'difficulty'] as const;
export type ActivitySort = (typeof ACTIVITY_SORTS)[number];

/** The sort a list uses when the member chose none: the best matches while searching, else the newest. */
export const defaultSort = (q: string | undefined): ActivitySort => (hasSearchWords(q) ? 'relevance' : 'newest');

/** The sort a list uses: the member's choice, except relevance without a search, which falls back to the newest. */
export function sortOf({ q, sort }: { q?: string | undefined; sort?: ActivitySort | undefined }): ActivitySort {
  const fallback = defaultSort(q);
  return sort === undefined || (sort === 'relevance' && fallback !== 'relevance') ? fallback : sort;
}
export const SEARCH_MAX = 100;

interface Choice {
  value: string | number;
  label: string;
}

/** The filters' and the sort's options with their labels in the page's language, as the page hands them to the list. */
export interface ActivityListChoices {
  difficulty: Choice[];
  duration: Choice[];
  location: Choice[];
  lang: Choice[];
  sort: Choice[];
}
