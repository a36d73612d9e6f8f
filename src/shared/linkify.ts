/**
 * Splits plain text into text, link, mention and hashtag parts, so pages render member text escaped
 * and only http(s) addresses, @mentions and #hashtags become links (DESIGN: posts and comments are
 * stored as plain text).
 */
import { usernameKey } from './username-key';

export type TextPart = { text: string } | { href: string; text: string } | { mention: string; text: string } | { tag: string; text: string };

/** A hashtag's letters, digits and `_` (2–40), as the side panel counts them (services/community/trending.ts). */
export const HASHTAG_BODY = '[\\p{L}\\p{N}_]{2,40}';

/** The form a hashtag is filtered and counted in: `#Leine` and `#leine` are one tag. */
export const hashtagKey = (tag: string) => tag.toLocaleLowerCase('de');

/**
 * An http(s) address, `@` and a username (3–50 letters, digits, `.`, `_`, `-`), or `#` and a
 * hashtag, where the name or tag does not continue a word or an address (`mail@example.org` is no
 * mention, `Nr#12` no hashtag).
 */
const PATTERN = new RegExp(
  `\\bhttps?://[^\\s<>"']+|(?<![\\p{L}\\p{N}._@-])@([\\p{L}\\p{N}._-]{3,50})|(?<![\\p{L}\\p{N}_&#/])#(${HASHTAG_BODY})(?![\\p{L}\\p{N}_])`,
  'giu',
);
/** Punctuation that ends a sentence rather than the address or the name. */
const TRAILING_URL = /[.,;:!?)\]]+$/;
const TRAILING_NAME = /[.-]+$/;

export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(PATTERN)) {
    const start = match.index ?? 0;
    const tag = match[2];
    if (tag !== undefined) {
      if (start > last) parts.push({ text: text.slice(last, start) });
      parts.push({ tag: hashtagKey(tag), text: match[0] });
      last = start + match[0].length;
      continue;
    }
    const name = match[1]?.replace(TRAILING_NAME, '');
    if (name !== undefined && name.length < 3) continue;
    const found = name === undefined ? match[0].replace(TRAILING_URL, '') : `@${name}`;
    if (start > last) parts.push({ text: text.slice(last, start) });
    parts.push(name === undefined ? { href: found, text: found } : { mention: name, text: found });
    last = start + found.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

/** The distinct usernames a text mentions, as their keys (`usernameKey`, in order of first mention), at most `limit`. */
export function mentionedUsernames(text: string, limit: number): string[] {
  const names = new Set<string>();
  for (const part of linkify(text)) if ('mention' in part && names.size < limit) names.add(usernameKey(part.mention));
  return [...names];
}

/** The distinct hashtags of a text, as their keys (`hashtagKey`), in order of first use. */
export function hashtagsOf(text: string): string[] {
  return [...new Set(linkify(text).flatMap((part) => ('tag' in part ? [part.tag] : [])))];
}
