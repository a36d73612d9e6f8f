/**
 * Logged-out sessions, kept in D1 (docs/decisions/015): a KV deletion takes up to a minute to
 * reach every location, a D1 row is seen by the next request anywhere. The user lookup of every
 * request refuses a session found here (auth/session-user.ts).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '~/server/db/client';
import { revokedSessions } from '~/server/db/schema';

/** Records a session (by its key hash) as ended until the moment it would have expired anyway. */
export async function revokeSession(db: Db, keyHash: string, expiresAt: number): Promise<void> {
  await db
    .insert(revokedSessions)
    .values({ keyHash, expiresAt: new Date(expiresAt) })
    .onConflictDoNothing();
}

/** SQL: true when the session was revoked; one primary-key probe inside the user lookup. */
export const isRevoked = (keyHash: string) => sql`exists (select 1 from ${revokedSessions} where ${revokedSessions.keyHash} = ${keyHash})`;
