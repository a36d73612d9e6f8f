/**
 * RFC 8058 one-click unsubscribe (docs/decisions/033-notification-delivery.md): a mail client posts
 * `List-Unsubscribe=One-Click` here, without a session and from no page of ours, so it is mounted
 * before the API's same-origin check. The signed token is the whole authority, and it can only turn
 * email off.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '~/server/context';
import { getDb } from '~/server/db/client';
import { readUnsubscribeToken } from '~/server/email/unsubscribe-link';
import { ApiError } from '~/server/errors';
import { turnOffEmail } from '~/server/services/notifications/preferences';
import { validate } from '~/server/validation';

const tokenQuery = v.object({ token: v.pipe(v.string(), v.maxLength(200)) });

export const unsubscribeRoutes = new Hono<AppEnv>().post('/', validate('query', tokenQuery), async (c) => {
  const scope = await readUnsubscribeToken(c.env.UNSUBSCRIBE_SECRET, c.req.valid('query').token).catch(() => null);
  if (!scope) throw new ApiError(400, 'notification_unsubscribe_invalid');
  await turnOffEmail(getDb(c.env.DB), scope.userId, scope.topics);
  return c.json({ unsubscribed: scope.topics });
});
