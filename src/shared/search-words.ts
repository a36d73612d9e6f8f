/**
 * The words a search matches (docs/architecture.md §9 "Search"): letters and digits, three or more
 * of them (shorter ones cannot be matched by trigrams), each once, at most eight. A module of its
 * own, so the activity list's island knows whether a query searches (and so sorts by relevance)
 * without loading the server's search code.
 */
const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;
const MIN_WORD = 3;
const MAX_WORDS = 8;

export function searchWords(text: string | undefined): string[] {
  return [...new Set((text?.match(WORD) ?? []).filter((word) => word.length >= MIN_WORD))].slice(0, MAX_WORDS);
}

export const hasSearchWords = (text: string | undefined) => searchWords(text).length > 0;
