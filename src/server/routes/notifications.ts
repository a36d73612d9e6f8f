/**
 * The member's notifications and their choices (docs/decisions/032-notifications.md), mounted at
 * `/`: `/notifications`, `/notification-preferences`. Signed-in members only, each acting on their own
 * rows: an id of someone else's notification changes nothing and reveals nothing.
 */
import { Hono } from 'hono';
import { cursorQuery } from '~/shared/schemas/network';
import { markReadSchema, preferencesSchema, pushSubscriptionSchema, pushUnsubscribeSchema } from '~/shared/schemas/notifications';
import type { AppEnv } from '~/server/context';
import { isDevelopment } from '~/server/environment';
import { ApiError } from '~/server/errors';
import { requireUser } from '~/server/middleware/guard';
import { rateLimitByMember } from '~/server/middleware/rate-limit';
import { pushConfig } from '~/server/push/web-push';
import { markRead, notificationPage, unreadCount } from '~/server/services/notifications/inbox';
import { preferencesOf, updatePreferences } from '~/server/services/notifications/preferences';
import { removeSubscription, saveSubscription } from '~/server/services/notifications/push-subscriptions';
import { validate } from '~/server/validation';

const member = requireUser();
/** Turning push on and off on a device is a rare act; a loop of it is not. */
const deviceLimit = rateLimitByMember({ name: 'push-subscriptions', limit: 60, windowSeconds: 3600 });

export const notificationRoutes = new Hono<AppEnv>()
  .get('/notifications', member, validate('query', cursorQuery), async (c) =>
    c.json(await notificationPage(c.var.db, c.var.user.id, c.var.locale, c.req.valid('query').cursor)),
  )
  .get('/notifications/unread-count', member, async (c) => {
    // The bell of a prerendered page asks at every view: a private answer no cache may keep.
    c.header('Cache-Control', 'private, no-store');
    return c.json({ unread: await unreadCount(c.var.db, c.var.user.id) });
  })
  .post('/notifications/read', member, validate('json', markReadSchema), async (c) => c.json(await markRead(c.var.db, c.var.user.id, c.req.valid('json'))))
  .get('/notification-preferences', member, async (c) => c.json(await preferencesOf(c.var.db, c.var.user.id)))
  .put('/notification-preferences', member, validate('json', preferencesSchema), async (c) =>
    c.json(await updatePreferences(c.var.db, c.var.user.id, c.req.valid('json'))),
  )
  .post('/push-subscriptions', member, deviceLimit, validate('json', pushSubscriptionSchema), async (c) => {
    if (!pushConfig(c.env)) throw new ApiError(503, 'error_push_unavailable');
    await saveSubscription(c.var.db, c.var.user.id, c.req.valid('json'), isDevelopment(c.env));
    return c.json({ subscribed: true as const }, 201);
  })
  .delete('/push-subscriptions', member, deviceLimit, validate('json', pushUnsubscribeSchema), async (c) => {
    if (!(await removeSubscription(c.var.db, c.var.user.id, c.req.valid('json').endpoint))) throw new ApiError(404, 'error_not_found');
    return c.body(null, 204);
  });
