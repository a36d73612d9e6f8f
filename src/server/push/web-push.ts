/**
 * Web push (RFC 8030) with VAPID (RFC 8292) and payloads encrypted as `aes128gcm` (RFC 8291), built
 * by @block65/webcrypto-web-push on Web Crypto (docs/decisions/033-notification-delivery.md).
 */
import { buildPushPayload, type VapidKeys } from '@block65/webcrypto-web-push';
import type { PushMessage } from '~/shared/notifications';

export interface PushDevice {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** Sent, gone (the service answered 404 or 410: the subscription ended and is to be removed), or failed otherwise. */
export type PushOutcome = 'sent' | 'gone' | 'failed';

/** A day: what is older is no news any more. */
const TTL_SECONDS = 24 * 60 * 60;

/** Push is off when no key pair is configured. `subject` is who push services may contact about our messages. */
export function pushConfig(env: Env): VapidKeys | null {
  if (!env.VAPID_PRIVATE_KEY || !env.VAPID_PUBLIC_KEY) return null;
  return { subject: `mailto:${env.SUPPORT_EMAIL}`, publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY };
}

export async function sendPush(vapid: VapidKeys, device: PushDevice, message: PushMessage): Promise<PushOutcome> {
  try {
    const payload = await buildPushPayload(
      { data: message, options: { ttl: TTL_SECONDS, urgency: 'normal' } },
      { endpoint: device.endpoint, expirationTime: null, keys: { p256dh: device.p256dh, auth: device.auth } },
      vapid,
    );
    const response = await fetch(device.endpoint, payload);
    await response.body?.cancel();
    if (response.status === 404 || response.status === 410) return 'gone';
    return response.ok ? 'sent' : 'failed';
  } catch {
    // A malformed stored key or an unreachable service: this message is lost, the next may get through.
    return 'failed';
  }
}
