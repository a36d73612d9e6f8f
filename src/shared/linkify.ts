/**
 * Splits plain text into text, link and mention parts, so pages render member text escaped and only
 * http(s) addresses and @mentions become links (DESIGN: posts and comments are stored as plain text).
 */
export type TextPart = { text: string } | { href: string; text: string } | { mention: string; text: string };

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"']+/gi;
/** Punctuation that ends a sentence rather than the address. */
const TRAILING = /[.,;:!?)\]]+$/;
/**
 * `@` and a username (3–50 letters, digits, `.`, `_`, `-`), not inside a word or an address
 * (`mail@example.org` is no mention); a dot or dash ending the sentence is not part of the name.
 */
const MENTION_PATTERN = /(?<![\p{L}\p{N}._@-])@([\p{L}\p{N}._-]{3,50})/gu;
const MENTION_TRAILING = /[.-]+$/;

function mentionParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(MENTION_PATTERN)) {
    const name = (match[1] ?? '').replace(MENTION_TRAILING, '');
    if (name.length < 3) continue;
    const start = match.index ?? 0;
    if (start > last) parts.push({ text: text.slice(last, start) });
    parts.push({ mention: name, text: `@${name}` });
    last = start + name.length + 1;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index ?? 0;
    const url = match[0].replace(TRAILING, '');
    if (start > last) parts.push(...mentionParts(text.slice(last, start)));
    parts.push({ href: url, text: url });
    last = start + url.length;
  }
  if (last < text.length) parts.push(...mentionParts(text.slice(last)));
  return parts;
}

/** The distinct usernames a text mentions (lower-cased, in order of first mention), at most `limit`. */
export function mentionedUsernames(text: string, limit: number): string[] {
  const names = new Set<string>();
  for (const part of linkify(text)) {
    if (!('mention' in part)) continue;
    names.add(part.mention.toLowerCase());
    if (names.size === limit) break;
  }
  return [...names];
}
