/**
 * Single-use email links (docs/architecture.md §6): random, stored as SHA-256, expiring; issuing a new one
 * voids the user's earlier links of the same purpose.
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { EmailTokenPurpose } from '~/shared/enums';
import { randomToken, sha256Hex } from '~/server/auth/crypto';
import type { Db } from '~/server/db/client';
import { emailTokens } from '~/server/db/schema';

export const TOKEN_LIFETIME_MS: Record<EmailTokenPurpose, number> = {
  verify_email: 24 * 60 * 60 * 1000,
  reset_password: 60 * 60 * 1000,
};

export async function issueEmailToken(db: Db, userId: number, purpose: EmailTokenPurpose, now = Date.now()): Promise<string> {
  const token = randomToken();
  await db.batch([
    db
      .update(emailTokens)
      .set({ usedAt: new Date(now) })
      .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt))),
    db.insert(emailTokens).values({
      userId,
      purpose,
      tokenHash: await sha256Hex(token),
      expiresAt: new Date(now + TOKEN_LIFETIME_MS[purpose]),
    }),
  ]);
  return token;
}

/** Marks the link used and answers its user id, in one statement so a link works exactly once. */
export async function consumeEmailToken(db: Db, token: string, purpose: EmailTokenPurpose, now = Date.now()): Promise<number | null> {
  const [row] = await db
    .update(emailTokens)
    .set({ usedAt: new Date(now) })
    .where(
      and(
        eq(emailTokens.tokenHash, await sha256Hex(token)),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, new Date(now)),
      ),
    )
    .returning({ userId: emailTokens.userId });
  return row?.userId ?? null;
}
