/**
 * The time the training journal reads (docs/decisions/023-training-journal.md). In development a
 * test clock may run whole days ahead, so a browser test can see a review come due without
 * waiting; everywhere else it is the real time, and no storage is read for it.
 */
import { isDevelopment } from '~/server/environment';

const OFFSET_KEY = 'devclock:offset-days';
const MS_PER_DAY = 86_400_000;
/** Ten years ahead at most: enough for any schedule, and no overflow of a date. */
export const CLOCK_OFFSET_MAX_DAYS = 3650;

/** Now, moved by the development test clock's offset when one is set. */
export async function clockNow(env: Env): Promise<Date> {
  const now = Date.now();
  if (!isDevelopment(env)) return new Date(now);
  const offsetDays = Number((await env.SESSION.get(OFFSET_KEY)) ?? 0);
  return new Date(now + (Number.isInteger(offsetDays) ? offsetDays : 0) * MS_PER_DAY);
}

/** Moves the development test clock `offsetDays` ahead of the real time (0 puts it back). */
export async function setClockOffset(env: Env, offsetDays: number): Promise<void> {
  if (offsetDays === 0) await env.SESSION.delete(OFFSET_KEY);
  else await env.SESSION.put(OFFSET_KEY, String(offsetDays));
}
