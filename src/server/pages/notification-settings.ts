/**
 * What `/settings/notifications` (docs/decisions/050-notification-groups.md) shows: the member's
 * choices per topic, and the public VAPID key the push on this device subscribes with.
 */
import type { SessionUser } from '~/server/auth/session-user';
import type { Db } from '~/server/db/client';
import { pushConfig } from '~/server/push/web-push';
import { preferencesOf } from '~/server/services/notifications/preferences';

interface NotificationSettingsInput {
  user: SessionUser | null;
  db: Db;
  env: Env;
}

export async function loadNotificationSettings({ user, db, env }: NotificationSettingsInput) {
  // Without them the table offers to load them again instead of failing the page.
  const choices = user
    ? await preferencesOf(db, user.id).catch((error: unknown) => {
        console.error('notification preferences failed', error);
        return null;
      })
    : null;
  // Empty where push is not set up: the device part then says push is unavailable.
  return { choices, vapidPublicKey: pushConfig(env) ? env.VAPID_PUBLIC_KEY : '' };
}
