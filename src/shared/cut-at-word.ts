/**
 * Shortens a quote to at most `max` characters at a word boundary, with an ellipsis when anything
 * was left out; a single word longer than `max` is cut inside it. Whitespace runs read as one space.
 */
export function cutAtWord(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  // Room for the ellipsis; a word that ends exactly at the limit is kept whole.
  const room = flat.slice(0, max);
  const lastSpace = flat[max] === ' ' ? max : room.lastIndexOf(' ');
  const kept = lastSpace > 0 ? room.slice(0, lastSpace) : room.slice(0, max - 1);
  return `${kept.replace(/[\s.,;:!?–-]+$/u, '')}…`;
}

/** The first non-blank line of a text, cut at a word (an older question's title, an answer's preview). */
export function firstLineOf(text: string, max: number): string {
  const line = text.split('\n').find((candidate) => candidate.trim() !== '') ?? '';
  return cutAtWord(line, max);
}
