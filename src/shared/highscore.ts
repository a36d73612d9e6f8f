/**
 * The community highscore (docs/decisions/051-highscore.md): how a dog earns points, and the
 * ranking as the API answers it. The points themselves are kept by triggers
 * (migrations/0034_highscore.sql); the rules here are the same numbers, for the pages and tests.
 */
import type { Day } from './training/days';

/** A day's training minutes count one point each, up to this many per dog and local day. */
export const DAILY_MINUTE_POINTS = 60;
/** A mastery confirmed from the journal's evidence (not ticked by hand). */
export const MASTERY_POINTS = 25;
export const HIGHSCORE_PAGE_SIZE = 20;

export const HIGHSCORE_PERIODS = ['week', 'all'] as const;
export type HighscorePeriod = (typeof HIGHSCORE_PERIODS)[number];
export const HIGHSCORE_SCOPES = ['everyone', 'following'] as const;
export type HighscoreScope = (typeof HIGHSCORE_SCOPES)[number];

/**
 * The points a day of `minutes` logged minutes brings, before any mastery: the rule the triggers
 * apply in SQL, which the integration tests hold them to.
 */
export const minutePoints = (minutes: number): number => Math.min(Math.max(minutes, 0), DAILY_MINUTE_POINTS);

/** One dog in the ranking. `owners` are the usernames of its owners who share milestones. */
export interface HighscoreEntry {
  rank: number;
  points: number;
  dog: { id: number; name: string; breed: string | null; photo: string | null };
  owners: string[];
  /** One of the viewer's own dogs. */
  mine: boolean;
}

export interface HighscorePage {
  period: HighscorePeriod;
  scope: HighscoreScope;
  /** The Monday of the week ranked (the viewer's current week: days count for the week of their own local date); null for all time. */
  week: Day | null;
  items: HighscoreEntry[];
  nextCursor: string | null;
}
