/**
 * The kind of an activity, which chooses its illustration when it has no picture of its own
 * (docs/decisions/042-activity-pictures.md). An author may choose the kind; otherwise it is derived
 * from the activity's tags, title and description, in both languages.
 */
import type { ActivityLocation } from './enums';

export const ACTIVITY_KINDS = [
  'nose-work',
  'tricks',
  'lead-walking',
  'recall',
  'calm',
  'body-awareness',
  'puppy',
  'enrichment',
  'retrieving',
  'impulse-control',
  'indoor',
  'outdoor',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/**
 * Word beginnings that point to a kind, German and English together. A word matches when it starts
 * with one of them ("Nasenarbeit" with "nase", "Leinenführigkeit" with "leine"), so a stem stands for
 * its compounds. `indoor` and `outdoor` come last: a place says less about an activity than its topic.
 */
const KIND_WORDS: Record<ActivityKind, readonly string[]> = {
  'nose-work': ['nase', 'nasen', 'schnüffel', 'such', 'fährte', 'anzeige', 'nose', 'sniff', 'snuffle', 'scent', 'search', 'tracking', 'find'],
  tricks: ['trick', 'pfote', 'drehung', 'verbeug', 'männchen', 'paw', 'spin', 'bow', 'high five', 'roll over'],
  'lead-walking': ['leine', 'leinenführ', 'bei fuß', 'lead', 'leash', 'heel', 'loose lead'],
  recall: ['rückruf', 'rueckruf', 'pfeife', 'recall', 'whistle', 'come when'],
  calm: ['entspann', 'ruhe', 'decke', 'alleine', 'allein', 'relax', 'settle', 'calm', 'mat training', 'alone'],
  'body-awareness': ['körpergefühl', 'koordination', 'cavaletti', 'balance', 'parcours', 'agility', 'body awareness', 'coordination'],
  puppy: ['welpe', 'junghund', 'puppy', 'puppies'],
  enrichment: ['beschäftigung', 'futterpuzzle', 'puzzle', 'schleck', 'kau', 'enrichment', 'lick', 'chew', 'shredding', 'foraging', 'diy'],
  retrieving: ['apport', 'bring', 'dummy', 'retriev', 'fetch'],
  'impulse-control': ['impulskontroll', 'geduld', 'lass es', 'warten', 'impulse', 'leave it', 'patience', 'wait'],
  indoor: ['drinnen', 'wohnung', 'zuhause', 'regentag', 'indoor', 'at home', 'rainy'],
  outdoor: ['draußen', 'wald', 'wiese', 'stadt', 'garten', 'outdoor', 'garden', 'woods', 'park', 'city'],
};

/** Where the words were found: tags say most about an activity, then its title, then its description. */
const WEIGHTS = { tags: 3, title: 2, description: 1 } as const;

/** The word beginnings as one pattern per kind: a stem after a non-letter (or the start), case-insensitive. */
const KIND_PATTERNS = ACTIVITY_KINDS.map((kind) => {
  const stems = KIND_WORDS[kind].map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
  return [kind, new RegExp(`(?<!\\p{L})(?:${stems})`, 'giu')] as const;
});

export interface KindSource {
  /** The kind its author chose, if any. */
  kind?: ActivityKind | null;
  tags: readonly string[];
  title: string;
  description?: string;
  location?: ActivityLocation;
}

/**
 * The activity's kind: the author's choice, else the kind whose words weigh most in its tags, title
 * and description (ties go to the kind listed first), else its place (`both` counts as outdoor).
 */
export function activityKindOf(activity: KindSource): ActivityKind {
  if (activity.kind) return activity.kind;
  const texts = { tags: activity.tags.join(' · '), title: activity.title, description: activity.description ?? '' };
  let best: ActivityKind | null = null;
  let bestScore = 0;
  for (const [kind, pattern] of KIND_PATTERNS) {
    let score = 0;
    for (const [where, weight] of Object.entries(WEIGHTS) as [keyof typeof WEIGHTS, number][]) {
      score += (texts[where].match(pattern)?.length ?? 0) * weight;
    }
    if (score > bestScore) {
      best = kind;
      bestScore = score;
    }
  }
  return best ?? (activity.location === 'indoor' ? 'indoor' : 'outdoor');
}
