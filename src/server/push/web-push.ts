/**
 * Web push (RFC 8030) with VAPID (RFC 8292) and payloads encrypted as `aes128gcm` (RFC 8291), built
 * by @block65/webcrypto-web-push on Web Crypto (docs/decisions/033-notification-delivery.md).
 */
import { buildPushPayload, type VapidKeys } from '@block65/webcrypto-web-push';
import type { PushMessage } from '~/shared/notifications';
import { isDevelopment } from '~/server/environment';
import { isPushService } from './push-services';

export interface PushDevice {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * Sent; refused (a 4xx: the service will not take pushes for this device, the subscription ended,
 * or the endpoint is no push service of ours: the device is to be removed); or failed otherwise
 * (no answer in time, a redirect, a 5xx: the next push may get through).
 */
export type PushOutcome = 'sent' | 'refused' | 'failed';

/** What pushes are signed with, and whether the development push service may be reached. */
export interface PushSender {
  vapid: VapidKeys;
  development: boolean;
}

/** A day: what is older is no news any more. */
const TTL_SECONDS = 24 * 60 * 60;
/** The big services answer in well under a second; a service that hangs must not hold the pass. */
const TIMEOUT_MS = 5000;

/** Push is off when no key pair is configured. `subject` is who push services may contact about our messages. */
export function pushConfig(env: Env): PushSender | null {
  if (!env.VAPID_PRIVATE_KEY || !env.VAPID_PUBLIC_KEY) return null;
  return {
    vapid: { subject: `mailto:${env.SUPPORT_EMAIL}`, publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY },
    development: isDevelopment(env),
  };
}

export async function sendPush({ vapid, development }: PushSender, device: PushDevice, message: PushMessage): Promise<PushOutcome> {
  // Checked when the device subscribed; checked again, so an endpoint stored before the list changed is never reached.
  if (!isPushService(device.endpoint, development)) return 'refused';
  try {
    const payload = await buildPushPayload(
      { data: message, options: { ttl: TTL_SECONDS, urgency: 'normal' } },
      { endpoint: device.endpoint, expirationTime: null, keys: { p256dh: device.p256dh, auth: device.auth } },
      vapid,
    );
    // A push service answers where it was asked: a redirect would carry our signed request elsewhere.
    const response = await fetch(device.endpoint, { ...payload, redirect: 'manual', signal: AbortSignal.timeout(TIMEOUT_MS) });
    await response.body?.cancel();
    if (response.status >= 400 && response.status < 500) return 'refused';
    return response.ok ? 'sent' : 'failed';
  } catch {
    // A malformed stored key, an unreachable service or no answer in time: this message is lost, the next may get through.
    return 'failed';
  }
}
