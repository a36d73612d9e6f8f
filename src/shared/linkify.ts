/**
 * Splits plain text into text, link and mention parts, so pages render member text escaped and only
 * http(s) addresses and @mentions become links (DESIGN: posts and comments are stored as plain text).
 */
import { usernameKey } from './username-key';

export type TextPart = { text: string } | { href: string; text: string } | { mention: string; text: string };

/**
 * An http(s) address, or `@` and a username (3–50 letters, digits, `.`, `_`, `-`) that does not
 * continue a word or an address (`mail@example.org` is no mention).
 */
const PATTERN = /\bhttps?:\/\/[^\s<>"']+|(?<![\p{L}\p{N}._@-])@([\p{L}\p{N}._-]{3,50})/giu;
/** Punctuation that ends a sentence rather than the address or the name. */
const TRAILING_URL = /[.,;:!?)\]]+$/;
const TRAILING_NAME = /[.-]+$/;

export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(PATTERN)) {
    const start = match.index ?? 0;
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
