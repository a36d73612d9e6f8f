/**
 * The browsers that take a member's web push (docs/decisions/033-notification-delivery.md). An
 * endpoint belongs to one device: subscribing it again (another member signed in there) moves it.
 */
import { and, desc, eq, gt, gte, inArray, notInArray, type SQLWrapper, sql } from 'drizzle-orm';
import { fromBase64url } from '~/shared/base64url';
import type { PushSubscriptionInput } from '~/shared/schemas/notifications';
import type { Db } from '~/server/db/client';
import { pushSubscriptions } from '~/server/db/schema';
import { ApiError } from '~/server/errors';
import { isPushService } from '~/server/push/push-services';
import type { PushOutcome } from '~/server/push/web-push';

/** Devices per member: the oldest beyond this stop receiving (a phone, a laptop, a tablet and more). */
export const PUSH_DEVICE_LIMIT = 10;

/** Whether the browser's key imports as a P-256 public key: the schema checks its shape, not that it is a point on the curve. */
async function isP256Point(p256dh: string): Promise<boolean> {
  try {
    await crypto.subtle.importKey('raw', fromBase64url(p256dh), { name: 'ECDH', namedCurve: 'P-256' }, false, []);
    return true;
  } catch {
    return false;
  }
}

export async function saveSubscription(db: Db, memberId: number, { endpoint, keys }: PushSubscriptionInput, development: boolean): Promise<void> {
  if (!isPushService(endpoint, development)) throw new ApiError(400, 'error_push_endpoint', 'endpoint');
  if (!(await isP256Point(keys.p256dh))) throw new ApiError(400, 'error_push_key', 'keys.p256dh');
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
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { userId: memberId, p256dh: keys.p256dh, auth: keys.auth, failures: 0, createdAt: new Date() },
      }),
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

/** Failed pushes in a row after which a device is removed: its service has been failing for a while. */
export const PUSH_FAILURE_LIMIT = 5;

/**
 * What a batch of the delivery Queue learnt of each device from its pushes: one that got any through
 * starts its count of failures over, one whose pushes failed their last try counts each such push and
 * goes at PUSH_FAILURE_LIMIT (a try that will be retried counts nothing), one that was refused (a 4xx,
 * or an endpoint no longer allowed) goes at once. One D1 batch: a Queue batch holds at most ten
 * messages, so the ids stay well under D1's 100 bound parameters per statement.
 */
export async function recordPushOutcomes(db: Db, outcomes: Map<number, PushOutcome[]>): Promise<void> {
  const succeeded: number[] = [];
  const refused: number[] = [];
  const failedByCount = new Map<number, number[]>();
  for (const [id, results] of outcomes) {
    if (results.includes('refused')) refused.push(id);
    else if (results.includes('sent')) succeeded.push(id);
    else failedByCount.set(results.length, [...(failedByCount.get(results.length) ?? []), id]);
  }
  const failed = [...failedByCount.values()].flat();
  const statements = [
    ...(succeeded.length > 0
      ? [
          db
            .update(pushSubscriptions)
            .set({ failures: 0 })
            .where(and(inArray(pushSubscriptions.id, succeeded), gt(pushSubscriptions.failures, 0))),
        ]
      : []),
    ...[...failedByCount].map(([count, ids]) =>
      db
        .update(pushSubscriptions)
        .set({ failures: sql`${pushSubscriptions.failures} + ${count}` })
        .where(inArray(pushSubscriptions.id, ids)),
    ),
    ...(failed.length > 0
      ? [db.delete(pushSubscriptions).where(and(inArray(pushSubscriptions.id, failed), gte(pushSubscriptions.failures, PUSH_FAILURE_LIMIT)))]
      : []),
    ...(refused.length > 0 ? [db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, refused))] : []),
  ];
  const [first, ...rest] = statements;
  if (first) await db.batch([first, ...rest]);
}
