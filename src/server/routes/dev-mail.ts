import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import * as v from 'valibot';
import { messageKey } from '~/shared/messages';
import { emailField } from '~/shared/schemas/fields';
import type { AppEnv } from '~/server/context';
import { readDevMailbox, setDevMailFailures } from '~/server/email/dev-mailbox';
import { isDevelopment } from '~/server/environment';
import { ApiError } from '~/server/errors';
import { validate } from '~/server/validation';

/** Sends to fail for an address: a count (0 clears the switch) or `always`. */
const devMailFailuresSchema = v.object({
  email: emailField,
  times: v.union([v.literal('always'), v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100))], messageKey('error_invalid_request')),
});

/** Development only: outside it these routes do not exist, before anything is read. */
const developmentOnly = createMiddleware<AppEnv>(async (c, next) => {
  if (!isDevelopment(c.env)) throw new ApiError(404, 'error_not_found');
  await next();
});

/**
 * The local mailbox (docs/architecture.md §7): `GET /__dev/mail?to=…` reads it, newest first;
 * `POST /__dev/mail/failures {email, times}` makes the next `times` sends to that address fail (or
 * every one, `always`), to show the delivery Queue's retries and dead letters (decision 040).
 */
export const devMailRoutes = new Hono<AppEnv>()
  .use('/mail', developmentOnly)
  .use('/mail/*', developmentOnly)
  .get('/mail', async (c) => {
    const to = c.req.query('to');
    if (!to) throw new ApiError(400, 'error_invalid_email', 'to');
    return c.json(await readDevMailbox(c.env.SESSION, to));
  })
  .post('/mail/failures', validate('json', devMailFailuresSchema), async (c) => {
    const { email, times } = c.req.valid('json');
    await setDevMailFailures(c.env.SESSION, email, times);
    return c.body(null, 204);
  });
