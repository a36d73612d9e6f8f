/**
 * Turns what a member types into an FTS5 query over `activities_search` (trigram tokenizer, see
 * migrations/0002). Every word of three or more characters must occur somewhere in the title,
 * description, content or tags; each is quoted, so FTS5 operators in the input stay plain text.
 * Shorter words cannot be matched by trigrams and are left out.
 */
const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;
const MIN_WORD = 3;
const MAX_WORDS = 8;

export function searchQuery(text: string): string | null {
  const words = [...new Set((text.match(WORD) ?? []).filter((word) => word.length >= MIN_WORD))].slice(0, MAX_WORDS);
  return words.length > 0 ? words.map((word) => `"${word}"`).join(' AND ') : null;
}
