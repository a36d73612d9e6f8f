/**
 * When the journal proposes "mastered" (docs/decisions/023-training-journal.md): the last
 * `MASTERY_SESSIONS` sessions with a result each reached `MASTERY_RATE`, in at least
 * `MASTERY_SETTINGS` different settings. The member confirms; marking by hand stays possible.
 * One rule, used by the API and the pages that explain it.
 */
import type { TrainingSetting } from '~/shared/enums';

export const MASTERY_SESSIONS = 3;
export const MASTERY_RATE = 0.8;
export const MASTERY_SETTINGS = 2;

/** What a session tells about success. */
export interface SessionResult {
  repetitions: number | null;
  successes: number | null;
  rating: number | null;
  setting: TrainingSetting;
}

/**
 * A session's success rate from 0 to 1: successes of repetitions, or a 1–5 rating as fifths (a 4 is
 * 80 %). Null when the session carries neither (a walk-through without a result is no evidence).
 */
export function successRate({ repetitions, successes, rating }: Omit<SessionResult, 'setting'>): number | null {
  if (repetitions !== null && repetitions > 0) return (successes ?? 0) / repetitions;
  if (rating !== null) return rating / 5;
  return null;
}

/** Why the rule proposes mastery, or what is still missing. */
export interface MasteryEvidence {
  proposed: boolean;
  /** Sessions with a result among the newest `MASTERY_SESSIONS` considered. */
  sessions: number;
  /** The weakest of their rates (0–1), null without sessions. */
  lowestRate: number | null;
  /** The settings they took place in, each once, in order of first appearance. */
  settings: TrainingSetting[];
  missing: ('sessions' | 'rate' | 'settings')[];
}

/** Applies the rule to a dog's sessions of one activity, newest first (more than needed is fine). */
export function masteryEvidence(newestFirst: readonly SessionResult[]): MasteryEvidence {
  const considered: { rate: number; setting: TrainingSetting }[] = [];
  for (const session of newestFirst) {
    const rate = successRate(session);
    if (rate !== null) considered.push({ rate, setting: session.setting });
    if (considered.length === MASTERY_SESSIONS) break;
  }
  const lowestRate = considered.length > 0 ? Math.min(...considered.map(({ rate }) => rate)) : null;
  const settings = [...new Set(considered.map(({ setting }) => setting))];
  const missing: MasteryEvidence['missing'] = [];
  if (considered.length < MASTERY_SESSIONS) missing.push('sessions');
  if (lowestRate === null || lowestRate < MASTERY_RATE) missing.push('rate');
  if (settings.length < MASTERY_SETTINGS) missing.push('settings');
  return { proposed: missing.length === 0, sessions: considered.length, lowestRate, settings, missing };
}

/**
 * How an activity's mastery stands for a dog, as its one control shows it (decision 043):
 * `proven` when mastered and the newest sessions meet the rule, `self` when mastered by hand
 * without that proof (the original progress call), `learning` while not mastered.
 */
export type MasteryState = 'proven' | 'self' | 'learning';

export const masteryState = (mastered: boolean, evidence: Pick<MasteryEvidence, 'proposed'>): MasteryState =>
  mastered ? (evidence.proposed ? 'proven' : 'self') : 'learning';
