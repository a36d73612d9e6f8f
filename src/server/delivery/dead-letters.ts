/**
 * Dead letters (docs/decisions/040-delivery-queue.md): what failed every try arrives on the
 * dead-letter queue, whose consumer records it here with the last failure's reason; admins list
 * the waiting ones and send one again (audited), with its key, so it still cannot go twice.
 */
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { SessionUser } from '~/server/auth/session-user';
import { getDb, type Db } from '~/server/db/client';
import { deadLetters, deliveryClaims } from '~/server/db/schema';
import { ApiError } from '~/server/errors';
import { auditEntry } from '~/server/services/admin/audit';
import { decodeCursor, pageOf } from '~/server/services/cursor';
import { type DeliveryMessage, summaryOf } from './messages';

/** Dead letters on a page of the admin list. */
const DEAD_LETTER_PAGE_SIZE = 50;

/** One batch of the dead-letter queue: every message becomes (or renews) its row, in one round trip. */
export async function recordDeadLetters(batch: MessageBatch<DeliveryMessage>, env: Env, now = Date.now()): Promise<void> {
  const db = getDb(env.DB);
  const keys = batch.messages.map((message) => message.body.key);
  const claims = await db
    .select({ key: deliveryClaims.key, error: deliveryClaims.error, attempts: deliveryClaims.attempts })
    .from(deliveryClaims)
    .where(inArray(deliveryClaims.key, keys));
  const rows = batch.messages.map(({ body }) => {
    const claim = claims.find((c) => c.key === body.key);
    return {
      key: body.key,
      kind: body.kind,
      ...summaryOf(body),
      body: JSON.stringify(body),
      error: claim?.error ?? null,
      attempts: claim?.attempts ?? 0,
      deadAt: new Date(now),
    };
  });
  const [first, ...rest] = rows.map((row) =>
    db
      .insert(deadLetters)
      .values(row)
      .onConflictDoUpdate({
        target: deadLetters.key,
        set: { error: row.error, attempts: row.attempts, deadAt: row.deadAt, retriedAt: null, retriedBy: null },
      }),
  );
  if (first) await db.batch([first, ...rest]);
  for (const message of batch.messages) console.error(`delivery ${message.body.key}: dead letter after every try (${message.body.kind})`);
  batch.ackAll();
}

/** Waiting dead letters, newest first. */
export async function deadLetterPage(db: Db, cursor: string | undefined, limit = DEAD_LETTER_PAGE_SIZE) {
  const after = cursor ? decodeCursor(cursor) : null;
  const rows = await db
    .select({
      id: deadLetters.id,
      kind: deadLetters.kind,
      recipient: deadLetters.recipient,
      subject: deadLetters.subject,
      error: deadLetters.error,
      attempts: deadLetters.attempts,
      deadAt: deadLetters.deadAt,
    })
    .from(deadLetters)
    .where(and(isNull(deadLetters.retriedAt), after ? sql`(${deadLetters.deadAt}, ${deadLetters.id}) < (${after[0]}, ${after[1]})` : undefined))
    .orderBy(desc(deadLetters.deadAt), desc(deadLetters.id))
    .limit(limit + 1);
  const { page, nextCursor } = pageOf(rows, limit, (last) => [last.deadAt.getTime(), last.id]);
  return { deadLetters: page, nextCursor };
}
export type DeadLetterView = Awaited<ReturnType<typeof deadLetterPage>>['deadLetters'][number];

/**
 * Sends a waiting dead letter again, as it was queued (same key: if it did go after all, it does not
 * go twice), and records who did, in the audit log. Unknown, or already sent again: 404.
 */
export async function retryDeadLetter(db: Db, queue: Queue<DeliveryMessage>, admin: SessionUser, id: number, now = Date.now()): Promise<void> {
  const [letter] = await db
    .select({ id: deadLetters.id, key: deadLetters.key, kind: deadLetters.kind, body: deadLetters.body })
    .from(deadLetters)
    .where(and(eq(deadLetters.id, id), isNull(deadLetters.retriedAt)));
  if (!letter) throw new ApiError(404, 'error_not_found');
  // Queued first: if the marking failed, the letter stays listed and a second try is still harmless (the key).
  await queue.send(JSON.parse(letter.body) as DeliveryMessage, { contentType: 'json' });
  await db.batch([
    db
      .update(deadLetters)
      .set({ retriedAt: new Date(now), retriedBy: admin.id })
      .where(eq(deadLetters.id, id)),
    auditEntry(db, { actorId: admin.id, action: 'delivery_retried', targetType: 'dead_letter', targetId: id, detail: { key: letter.key, kind: letter.kind } }),
  ]);
}
