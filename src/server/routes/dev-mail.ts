import { Hono } from 'hono';
import type { AppEnv } from '~/server/context';
import { readDevMailbox } from '~/server/email/dev-mailbox';
import { isDevelopment } from '~/server/environment';
import { ApiError } from '~/server/errors';

/** `GET /__dev/mail?to=…`: the local mailbox, newest first; absent outside development (docs/architecture.md §7). */
export const devMailRoutes = new Hono<AppEnv>().get('/mail', async (c) => {
  if (!isDevelopment(c.env)) throw new ApiError(404, 'error_not_found');
  const to = c.req.query('to');
  if (!to) throw new ApiError(400, 'error_invalid_email', 'to');
  return c.json(await readDevMailbox(c.env.SESSION, to));
});
