/**
 * Web push on this device (docs/decisions/033-notification-delivery.md): whether the browser can receive it,
 * and turning it on and off. The browser and the server come in as small ports, so the rules below
 * are tested without either (push-device.test.ts) and the settings island stays thin.
 */
import { fromBase64url } from '~/shared/base64url';
import type { PushSubscriptionInput } from '~/shared/schemas/notifications';

/**
 * What the device section shows: `unsupported` (no service worker or push in this browser),
 * `unavailable` (the server has no push key), `denied` (the member blocked notifications for the
 * site), `off`, `on`.
 */
export type PushDeviceState = 'unsupported' | 'unavailable' | 'denied' | 'off' | 'on';

/** The routes of `/api/push-subscriptions`. */
export interface PushServer {
  /** `POST`: this device's subscription for the signed-in member. */
  save(subscription: PushSubscriptionInput): Promise<void>;
  /** `DELETE`: resolves also when the server did not know the endpoint for this member (404). */
  remove(endpoint: string): Promise<void>;
}

/** The parts of the browser this module uses; `browserPush()` hands in the real ones. */
export interface PushBrowser {
  serviceWorker: Pick<ServiceWorkerContainer, 'getRegistration' | 'register' | 'ready'> | undefined;
  /** `Notification`, when the browser has it. */
  notification: Pick<typeof Notification, 'permission' | 'requestPermission'> | undefined;
  hasPushManager: boolean;
}

/** The worker src/scripts/shell-offline.ts registers on every page. */
const SERVICE_WORKER_URL = '/sw.js';
/** How long enabling waits for the service worker to become active before giving up. */
const WORKER_READY_TIMEOUT_MS = 15_000;

export function browserPush(): PushBrowser {
  return {
    serviceWorker: typeof navigator !== 'undefined' && 'serviceWorker' in navigator ? navigator.serviceWorker : undefined,
    notification: typeof Notification === 'undefined' ? undefined : Notification,
    hasPushManager: typeof PushManager !== 'undefined',
  };
}

/** A failure of the device's own steps (no service worker came up), told apart from the server's errors. */
class PushDeviceError extends Error {
  override name = 'PushDeviceError';
}

function sameKey(subscription: PushSubscription, key: Uint8Array): boolean {
  const current = subscription.options?.applicationServerKey;
  if (!current) return true;
  const bytes = new Uint8Array(current);
  return bytes.length === key.length && bytes.every((byte, index) => byte === key[index]);
}

/** The body of `POST /api/push-subscriptions`: what `toJSON()` gives, checked to be complete. */
function subscriptionBody(subscription: PushSubscription): PushSubscriptionInput {
  const { endpoint, expirationTime, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) throw new PushDeviceError('the push subscription has no endpoint or keys');
  return { endpoint, expirationTime: expirationTime ?? null, keys: { p256dh: keys.p256dh, auth: keys.auth } };
}

function blocked(browser: PushBrowser): PushDeviceState | null {
  if (!browser.serviceWorker || !browser.hasPushManager || !browser.notification) return 'unsupported';
  return browser.notification.permission === 'denied' ? 'denied' : null;
}

/** This device's subscription, without registering anything: `ready` would wait forever when no worker is registered. */
async function currentSubscription(browser: PushBrowser): Promise<PushSubscription | null> {
  const registration = await browser.serviceWorker?.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/**
 * Where the device stands. A subscription the browser holds is sent to the server again: it is then
 * the signed-in member's (after another member used this browser, or after the server dropped it)
 * and the section says "on" with reason. That send is best effort; the state comes from the browser.
 */
export async function pushDeviceState(browser: PushBrowser, vapidPublicKey: string, server: PushServer): Promise<PushDeviceState> {
  const refused = blocked(browser);
  if (refused) return refused;
  if (!vapidPublicKey) return 'unavailable';
  const subscription = await currentSubscription(browser).catch(() => null);
  if (!subscription || browser.notification?.permission !== 'granted') return 'off';
  if (!sameKey(subscription, fromBase64url(vapidPublicKey))) return 'off';
  await server.save(subscriptionBody(subscription)).catch(() => undefined);
  return 'on';
}

async function activeRegistration(container: NonNullable<PushBrowser['serviceWorker']>): Promise<ServiceWorkerRegistration> {
  if (!(await container.getRegistration())) await container.register(SERVICE_WORKER_URL);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PushDeviceError('the service worker did not become active')), WORKER_READY_TIMEOUT_MS);
  });
  try {
    return await Promise.race([container.ready, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Turns push on after the member pressed the button (the permission prompt needs that gesture):
 * asks for permission, subscribes with the server's key and sends the subscription. Answers
 * `denied` when the member blocked notifications, `off` when they dismissed the prompt. Throws when
 * a step fails; nothing is left subscribed on the device that the server does not know.
 */
export async function enablePush(browser: PushBrowser, vapidPublicKey: string, server: PushServer): Promise<PushDeviceState> {
  const refused = blocked(browser);
  if (refused) return refused;
  if (!vapidPublicKey || !browser.serviceWorker || !browser.notification) return 'unavailable';
  const permission = await browser.notification.requestPermission();
  if (permission === 'denied') return 'denied';
  if (permission !== 'granted') return 'off';
  const key = fromBase64url(vapidPublicKey);
  const { pushManager } = await activeRegistration(browser.serviceWorker);
  let subscription = await pushManager.getSubscription();
  // A subscription made with an earlier key cannot be reused: the push service would refuse the new signature.
  if (subscription && !sameKey(subscription, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  try {
    await server.save(subscriptionBody(subscription));
  } catch (error) {
    await subscription.unsubscribe().catch(() => false);
    throw error;
  }
  return 'on';
}

/** Turns push off: the server forgets the endpoint first, then the browser drops the subscription. */
export async function disablePush(browser: PushBrowser, server: PushServer): Promise<PushDeviceState> {
  const subscription = await currentSubscription(browser);
  if (subscription) {
    await server.remove(subscription.endpoint);
    await subscription.unsubscribe();
  }
  return 'off';
}
