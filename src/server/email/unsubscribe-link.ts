/**
 * The unsubscribe links of notification emails (docs/decisions/033-notification-delivery.md): they
 * work without signing in, so they carry who and which topics, signed with HMAC-SHA-256. A link
 * never expires (an old email must still stop the next), and it can only turn email off.
 */
import { NOTIFICATION_TOPICS, type Locale, type NotificationTopic } from '~/shared/enums';
import { pathFor } from '~/shared/routes';

export interface UnsubscribeScope {
  userId: number;
  topics: NotificationTopic[];
}

const encoder = new TextEncoder();

async function signature(secret: string, payload: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(payload)));
  return btoa(String.fromCharCode(...mac))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** `42.013.<mac>`: the member, the topics by their place in NOTIFICATION_TOPICS, the signature. */
export async function unsubscribeToken(secret: string, { userId, topics }: UnsubscribeScope): Promise<string> {
  const payload = `${userId}.${topics.map((topic) => NOTIFICATION_TOPICS.indexOf(topic)).join('')}`;
  return `${payload}.${await signature(secret, payload)}`;
}

/** The scope of a genuine token; null for anything else. */
export async function readUnsubscribeToken(secret: string, token: string): Promise<UnsubscribeScope | null> {
  const match = /^(\d{1,12})\.(\d{1,8})\.([\w-]{43})$/.exec(token);
  if (!match) return null;
  const [, id = '', places = '', mac = ''] = match;
  const expected = await signature(secret, `${id}.${places}`);
  // Compared as digests of equal length, so the comparison's time tells nothing.
  if (!timingSafeEqual(encoder.encode(mac), encoder.encode(expected))) return null;
  const topics = [...places].map((place) => NOTIFICATION_TOPICS[Number(place)]);
  if (topics.some((topic) => topic === undefined)) return null;
  return { userId: Number(id), topics: [...new Set(topics as NotificationTopic[])] };
}

function timingSafeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return difference === 0;
}

/** The two addresses of a link: the page a person opens, and the one-click endpoint mail clients post to (RFC 8058). */
export function unsubscribeUrls(origin: string, locale: Locale, token: string): { page: string; oneClick: string } {
  const query = `token=${encodeURIComponent(token)}`;
  return { page: `${origin}${pathFor('unsubscribe', locale)}?${query}`, oneClick: `${origin}/api/notifications/unsubscribe?${query}` };
}
