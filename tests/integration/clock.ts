import { onTestFinished, vi } from 'vitest';

/**
 * Rate limits count in fixed windows (15 min, 10 min, …), all aligned to the full hour. A test
 * that counts hits must not straddle a window edge, or its counter restarts halfway: this moves
 * the clock to one second past a full hour for the rest of the test. Time still runs.
 */
export function startAtFullHour(): void {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true, now: Date.UTC(2026, 5, 1, 12, 0, 1) });
  onTestFinished(() => {
    vi.useRealTimers();
  });
}
