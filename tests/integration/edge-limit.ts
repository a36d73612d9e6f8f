/** Tests of the limits the Rate Limiting binding counts (decision 041). */
import { expect } from 'vitest';

/**
 * Sends `send` until the binding refuses; answers the refusal. The binding counts in fixed windows of
 * a minute (wall time): exactly `limit` pass within one window; when the requests cross into the next
 * window (a busy machine), the count starts again there, so at most twice the limit pass.
 */
export async function refusalAfter(limit: number, send: () => Response | Promise<Response>): Promise<Response> {
  const windowOf = () => Math.floor(Date.now() / 60_000);
  const firstWindow = windowOf();
  for (let passed = 0; passed <= 2 * limit; passed += 1) {
    const response = await send();
    if (response.status === 429) {
      if (windowOf() === firstWindow) expect(passed).toBe(limit);
      else expect(passed).toBeGreaterThanOrEqual(limit);
      return response;
    }
    expect(response.status).toBeLessThan(300);
  }
  throw new Error(`no 429 after ${2 * limit + 1} requests`);
}

/** Sending many requests on a shared, busy machine takes a while. */
export const SLOW = 60_000;
