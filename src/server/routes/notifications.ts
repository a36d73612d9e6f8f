/**
 * The member's notifications and their choices (docs/decisions/032-notifications.md), mounted at
 * `/`: `/notifications`, `/notification-preferences`. Signed-in members only, each acting on their own
 * rows: an id of someone else's notification changes nothing and reveals nothing.
 */
import { Hono } from 'hono';
import { cursorQuery } from '~/shared/schemas/network';
import { markReadSchema, preferencesSchema } from '~/shared/schemas/notifications';
import type { AppEnv } from '~/server/context';
import { requireUser } from '~/server/middleware/guard';
import { markRead, notificationPage, unreadCount } from '~/server/services/notifications/inbox';
import { preferencesOf, updatePreferences } from '~/server/services/notifications/preferences';
import { validate } from '~/server/validation';

const member = requireUser();

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
  );
