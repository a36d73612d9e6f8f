import { Hono } from 'hono';
import * as v from 'valibot';
import { messageKey } from '~/shared/messages';
import { CLOCK_OFFSET_MAX_DAYS, clockNow, setClockOffset } from '~/server/clock';
import type { AppEnv } from '~/server/context';
import { isDevelopment } from '~/server/environment';
import { ApiError } from '~/server/errors';
import { validate } from '~/server/validation';

const offsetSchema = v.object({
  offsetDays: v.pipe(
    v.number(messageKey('training_clock_offset')),
    v.integer(messageKey('training_clock_offset')),
    v.minValue(0, messageKey('training_clock_offset')),
    v.maxValue(CLOCK_OFFSET_MAX_DAYS, messageKey('training_clock_offset')),
  ),
});

/**
 * `PUT /__dev/clock {offsetDays}` moves the journal's clock whole days ahead, `DELETE /__dev/clock`
 * puts it back; both answer the clock's time. Absent outside development, like `/__dev/mail`.
 */
export const devClockRoutes = new Hono<AppEnv>()
  .use('/clock', async (c, next) => {
    if (!isDevelopment(c.env)) throw new ApiError(404, 'error_not_found');
    await next();
  })
  .put('/clock', validate('json', offsetSchema), async (c) => {
    await setClockOffset(c.env, c.req.valid('json').offsetDays);
    return c.json({ now: (await clockNow(c.env)).toISOString() });
  })
  .delete('/clock', async (c) => {
    await setClockOffset(c.env, 0);
    return c.json({ now: (await clockNow(c.env)).toISOString() });
  });
