/** Where our illustrations live: one SVG sprite, drawn with `<use>` (docs/decisions/042-activity-pictures.md). */
const ILLUSTRATION_SPRITE = '/illustrations.svg';

/** The `<use href>` of one symbol in the sprite: an activity kind, or `avatar`. */
export const illustrationHref = (symbol: string) => `${ILLUSTRATION_SPRITE}#${symbol}`;
