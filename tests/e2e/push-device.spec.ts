import { expect, test } from '@playwright/test';
import { newMember } from './fixtures';
import { LOCALES, messages } from './static-pages';
import { PUSH } from './tags';

/**
 * Push on this device, from the settings (docs/decisions/033-notification-delivery.md). Headless
 * Chromium has no push service to subscribe at, so the browser's side is stood in for: `subscribe`
 * answers a subscription with a real P-256 key and secret, as a browser's push service would, kept
 * in localStorage across reloads. The island, the service worker and the API are the real ones;
 * what the server then sends to a subscription is checked against the local push service in
 * tests/integration/notifications/push.test.ts.
 */
test.use({ serviceWorkers: 'allow' });

const prefix = (locale: string) => (locale === 'de' ? '' : '/en');

for (const locale of LOCALES) {
  test(`${locale}: a member turns push on for this device and off again`, { tag: PUSH }, async ({ page, context }) => {
    test.slow();
    const t = messages[locale];
    await page.setViewportSize({ width: 390, height: 844 });
    await newMember(page, locale);
    await context.grantPermissions(['notifications']);
    await context.addInitScript(() => {
      const KEY = 'test-push-subscription';
      const base64url = (bytes: Uint8Array) =>
        btoa(String.fromCharCode(...bytes))
          .replace(/\+/g, '-')
          .replace(/\//g, '_')
          .replace(/=+$/, '');
      const asSubscription = (json: PushSubscriptionJSON & { endpoint: string }) =>
        ({
          endpoint: json.endpoint,
          expirationTime: null,
          options: { applicationServerKey: null, userVisibleOnly: true },
          toJSON: () => json,
          unsubscribe: async () => {
            localStorage.removeItem(KEY);
            return true;
          },
        }) as unknown as PushSubscription;
      PushManager.prototype.subscribe = async () => {
        const pair = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits']);
        const p256dh = base64url(new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey)));
        const json = {
          endpoint: `https://localhost:9/push/${crypto.randomUUID()}`,
          expirationTime: null,
          keys: { p256dh, auth: base64url(crypto.getRandomValues(new Uint8Array(16))) },
        };
        localStorage.setItem(KEY, JSON.stringify(json));
        return asSubscription(json);
      };
      PushManager.prototype.getSubscription = async () => {
        const kept = localStorage.getItem(KEY);
        return kept ? asSubscription(JSON.parse(kept)) : null;
      };
    });
    const devices = async () => ((await (await page.request.get('/api/account/export')).json()) as { pushDevices: { endpoint: string }[] }).pushDevices;

    await page.goto(`${prefix(locale)}/settings/notifications`);
    // The page installs the service worker, which precaches the app (about 2 MB) before push can
    // subscribe through it; the island gives it 15 s, which a machine running two journeys at once
    // can exceed. A member who comes back finds it installed: the journey starts there.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    const section = page.locator('#push-device');
    await section.scrollIntoViewIfNeeded();
    const enable = section.getByRole('button', { name: t.notification_settings_device_enable });
    await expect(enable).toBeVisible();
    await enable.focus();
    await page.keyboard.press('Enter');
    const disable = section.getByRole('button', { name: t.notification_settings_device_disable });
    await expect(disable).toBeVisible({ timeout: 30_000 });
    await expect(section.getByText(t.notification_settings_device_on)).toBeVisible();
    const [device, ...more] = await devices();
    expect(more).toEqual([]);
    expect(device?.endpoint).toMatch(/^https:\/\/localhost:9\/push\//);

    // A reload finds the device on.
    await page.reload();
    await section.scrollIntoViewIfNeeded();
    await expect(disable).toBeVisible();
    await disable.click();
    await expect(enable).toBeVisible();
    expect(await devices()).toEqual([]);
  });
}
