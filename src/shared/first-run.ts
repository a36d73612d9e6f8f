/**
 * The first-run setup (docs/decisions/038-first-run.md): its short list of first activities is the
 * public activities in the member's language that carry the starter tag of that language and are
 * marked for beginners. Moderators curate it by tagging; the demo data has some in both languages.
 */
import type { Locale } from './enums';

export const STARTER_TAG: Record<Locale, string> = { de: 'anfänger', en: 'beginner friendly' };

/** How many first activities a member may pick at once: a few, so the start stays small. */
export const FIRST_ACTIVITIES_MAX = 3;

/** How many starters the setup offers. */
export const STARTERS_SHOWN = 6;
