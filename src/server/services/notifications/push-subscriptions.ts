/**
 * The browsers that take a member's web push (docs/decisions/033-notification-delivery.md). An
 * endpoint belongs to one device: subscribing it again (another member signed in there) moves it.
 */
import { and, desc, eq, inArray, notInArray, type SQLWrapper } from 'drizzle-orm';
import type { PushSubscriptionInput } from '~/shared/schemas/notifications';
import type { Db } from '~/server/db/client';
import { pushSubscriptions } from '~/server/db/schema';
import { ApiError } from '~/server/errors';

/** Devices per member: the oldest beyond this stop receiving (a phone, a laptop, a tablet and more). */
export const PUSH_DEVICE_LIMIT = 10;

/**
 * Push services are reached over HTTPS (RFC 8030) at a domain name: never an address literal, and
 * never this machine's own name except in development, where the tests' push service listens. The
 * Worker posts to whatever address is stored, so nothing else is taken.
 */
export function acceptsEndpoint(endpoint: string, development: boolean): boolean {
  const url = new URL(endpoint);
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  if (host === 'localhost') return development;
  const addressLiteral = host.startsWith('[') || /^[\d.]+$/.test(host);
  return !addressLiteral && host.includes('.') && !/(^|\.)localhost\.?$/.test(host);
}

export async function saveSubscription(db: Db, memberId: number, { endpoint, keys }: PushSubscriptionInput, development: boolean): Promise<void> {
  if (!acceptsEndpoint(endpoint, development)) throw new ApiError(400, 'error_push_endpoint', 'endpoint');
  const newest = db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, memberId))
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
    .limit(PUSH_DEVICE_LIMIT);
  await db.batch([
    db
      .insert(pushSubscriptions)
      .values({ userId: memberId, endpoint, p256dh: keys.p256dh, auth: keys.auth })
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { userId: memberId, p256dh: keys.p256dh, auth: keys.auth, createdAt: new Date() } }),
    db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, memberId), notInArray(pushSubscriptions.id, newest))),
  ]);
}

/** Whether the member had that device; someone else's endpoint is left alone and answers the same as none. */
export async function removeSubscription(db: Db, memberId: number, endpoint: string): Promise<boolean> {
  const removed = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, memberId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return removed.length > 0;
}

/** The devices of several members (ids or a subquery of them), for one delivery batch. */
export const devicesOf = (db: Db, memberIds: number[] | SQLWrapper) =>
  db
    .select({
      id: pushSubscriptions.id,
      userId: pushSubscriptions.userId,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    })
    .from(pushSubscriptions)
    .where(inArray(pushSubscriptions.userId, memberIds));

/** Ids per statement: D1 binds at most 100 parameters. */
const IDS_PER_STATEMENT = 100;

/** Devices whose push service said the subscription ended (404, 410). */
export async function forgetDevices(db: Db, ids: number[]): Promise<void> {
  const statements = [];
  for (let start = 0; start < ids.length; start += IDS_PER_STATEMENT) {
    statements.push(db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, ids.slice(start, start + IDS_PER_STATEMENT))));
  }
  const [first, ...rest] = statements;
  if (first) await db.batch([first, ...rest]);
}
