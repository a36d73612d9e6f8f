/**
 * Turns what a member types into an FTS5 query over `activities_search` (trigram tokenizer, see
 * migrations/0002), or over `posts_search` (migrations/0033) for similar questions. Every word of three or more characters must occur somewhere in the title,
 * description, content or tags; each is quoted, so FTS5 operators in the input stay plain text.
 * Shorter words cannot be matched by trigrams and are left out.
 *
 * The instructions (`content`) are for members: a visitor's words are matched against the title,
 * description and tags only, with an FTS5 column filter on each word, so a search cannot be used
 * to test words against text the visitor may not read.
 */
import { searchWords } from '~/shared/search-words';

const PUBLIC_COLUMNS = '{title description tags} : ';

interface SearchOptions {
  /** A visitor's search of activities: the public columns only. */
  visitor?: boolean;
  /** The columns every word is matched in (an FTS5 column filter, e.g. `{title}`), instead of all. */
  columns?: string;
  /** Any word may match, and the best matches rank first (similar questions); otherwise every word must. */
  anyWord?: boolean;
}

export function searchQuery(text: string, { visitor = false, columns, anyWord = false }: SearchOptions = {}): string | null {
  const words = searchWords(text);
  const filter = columns ? `${columns} : ` : visitor ? PUBLIC_COLUMNS : '';
  return words.length > 0 ? words.map((word) => `${filter}"${word}"`).join(anyWord ? ' OR ' : ' AND ') : null;
}
