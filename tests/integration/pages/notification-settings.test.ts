/**
 * `/settings/notifications` (decision 050): a member's page carries their own choices and the public
 * VAPID key where push is set up; a visitor's carries neither choices nor anything of a member.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { getDb } from '~/server/db/client';
import { loadNotificationSettings } from '~/server/pages/notification-settings';
import { updatePreferences } from '~/server/services/notifications/preferences';
import { viewerOf } from '../../factories/pages';
import { signedIn } from '../../factories/sessions';

const db = () => getDb(env.DB);

describe('the notification settings page', () => {
  it("shows the member's own choices, not another member's", async () => {
    const member = await signedIn('free');
    const other = await signedIn('free');
    await updatePreferences(db(), other.user.id, { like: { email: 'weekly', push: false } });
    await updatePreferences(db(), member.user.id, { like: { email: 'daily', push: true } });
    const { user } = await viewerOf(member);
    const page = await loadNotificationSettings({ user, db: db(), env });
    expect(page.choices?.like).toEqual({ email: 'daily', push: true });
  });

  it('gives a visitor no choices', async () => {
    const { user } = await viewerOf(null);
    expect((await loadNotificationSettings({ user, db: db(), env })).choices).toBeNull();
  });

  it('passes the public VAPID key only where push is set up', async () => {
    const { user } = await viewerOf(await signedIn('free'));
    const configured = { ...env, VAPID_PUBLIC_KEY: 'public-key', VAPID_PRIVATE_KEY: 'private-key' };
    expect((await loadNotificationSettings({ user, db: db(), env: configured })).vapidPublicKey).toBe('public-key');
    expect((await loadNotificationSettings({ user, db: db(), env: { ...configured, VAPID_PRIVATE_KEY: '' } })).vapidPublicKey).toBe('');
  });
});
