/**
 * The unsubscribe links of notification emails (docs/decisions/033-notification-delivery.md): they
 * work without signing in, so they carry who and which topics, signed with HMAC-SHA-256. A link
 * never expires (an old email must still stop the next), and it can only turn email off.
 */
import { NOTIFICATION_TOPICS, type Locale, type NotificationTopic } from '~/shared/enums';
import { pathFor } from '~/shared/routes';
import { fromBase64url, toBase64url } from '~/shared/base64url';

export interface UnsubscribeScope {
  userId: number;
  topics: NotificationTopic[];
}

const encoder = new TextEncoder();

const hmacKey = (secret: string, use: 'sign' | 'verify') =>
  crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [use]);

/** `42.013.<mac>`: the member, the topics by their place in NOTIFICATION_TOPICS, the signature. */
export async function unsubscribeToken(secret: string, { userId, topics }: UnsubscribeScope): Promise<string> {
  const payload = `${userId}.${topics.map((topic) => NOTIFICATION_TOPICS.indexOf(topic)).join('')}`;
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', await hmacKey(secret, 'sign'), encoder.encode(payload)));
  return `${payload}.${toBase64url(mac)}`;
}

/** The scope of a genuine token; null for anything else. The signature is checked by Web Crypto, in constant time. */
export async function readUnsubscribeToken(secret: string, token: string): Promise<UnsubscribeScope | null> {
  const match = /^(\d{1,12})\.(\d{1,8})\.([\w-]{43})$/.exec(token);
  if (!match) return null;
  const [, id = '', places = '', mac = ''] = match;
  if (!(await crypto.subtle.verify('HMAC', await hmacKey(secret, 'verify'), fromBase64url(mac), encoder.encode(`${id}.${places}`)))) return null;
  const topics = [...places].map((place) => NOTIFICATION_TOPICS[Number(place)]);
  if (topics.some((topic) => topic === undefined)) return null;
  return { userId: Number(id), topics: [...new Set(topics as NotificationTopic[])] };
}

/** The two addresses of a link: the page a person opens, and the one-click endpoint mail clients post to (RFC 8058). */
export function unsubscribeUrls(origin: string, locale: Locale, token: string): { page: string; oneClick: string } {
  const query = `token=${encodeURIComponent(token)}`;
  return { page: `${origin}${pathFor('unsubscribe', locale)}?${query}`, oneClick: `${origin}/api/notifications/unsubscribe?${query}` };
}
