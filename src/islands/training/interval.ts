/** The interval timer's rule: rounds of work then rest; where a given elapsed time stands. */

export interface IntervalPlan {
  /** Seconds of work in each round. */
  work: number;
  /** Seconds of rest after each round but the last. */
  rest: number;
  rounds: number;
}

export type IntervalPhase = { phase: 'work' | 'rest'; round: number; remainingMs: number } | { phase: 'done'; round: number; remainingMs: 0 };

export function intervalPhase(elapsedMs: number, { work, rest, rounds }: IntervalPlan): IntervalPhase {
  const workMs = work * 1000;
  const roundMs = workMs + rest * 1000;
  const round = Math.floor(Math.max(0, elapsedMs) / roundMs);
  const within = Math.max(0, elapsedMs) - round * roundMs;
  // The last round ends with its work: no rest after it.
  if (round >= rounds || (round === rounds - 1 && within >= workMs)) return { phase: 'done', round: rounds, remainingMs: 0 };
  if (within < workMs) return { phase: 'work', round: round + 1, remainingMs: workMs - within };
  return { phase: 'rest', round: round + 1, remainingMs: roundMs - within };
}

/** The whole plan's length: every round's work, and rest between rounds. */
export const intervalTotalMs = ({ work, rest, rounds }: IntervalPlan): number => (rounds * work + Math.max(0, rounds - 1) * rest) * 1000;

/** `m:ss`, for the timer's display. */
export function clockText(ms: number): string {
  const seconds = Math.floor(Math.max(0, ms) / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
