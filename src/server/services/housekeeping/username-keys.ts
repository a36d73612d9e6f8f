/**
 * Gives names from before migration 0023 their key (src/shared/username-key.ts), which SQL cannot
 * compute, a bounded batch per run in order of id. Names whose keys meet (`Ölaf` and `ölaf`, two
 * accounts until now) are resolved: the older account keeps its name, every other one gets the
 * first free `name_2`, `name_3`, …. Each rename is logged (ids only) and written to the audit log.
 *
 * Keys, renames and audit entries of a run are one batch, so a run keys its whole batch or nothing:
 * the unique index refuses a name a sign-up took meanwhile, and the next run tries again. Each
 * write names the username it read, so an account renamed meanwhile (deleted, say) is left alone.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { usernameKey } from '~/shared/username-key';
import type { Db } from '~/server/db/client';
import { auditLog, users } from '~/server/db/schema';
import { freeUsername, usernameFields } from '~/server/services/usernames';
import type { HousekeepingTask } from './task';

/** Unkeyed names per run: their keys are bound in one statement, under D1's 100 parameters. */
export const USERNAME_KEY_BATCH = 50;

interface Named {
  id: number;
  username: string;
  createdAt: Date;
  usernameKey: string | null;
}

const named = { id: users.id, username: users.username, createdAt: users.createdAt, usernameKey: users.usernameKey };

const olderFirst = (a: Named, b: Named) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id;

/** Renames `account` from the name it was read with, and audits the rename only if it happened. */
function rename(db: Db, account: Named, to: string, keptId: number, now: number) {
  return [
    db
      .update(users)
      .set(usernameFields(to))
      .where(and(eq(users.id, account.id), eq(users.username, account.username))),
    db.insert(auditLog).select(
      db
        .select({
          id: sql<null>`null`.as('id'),
          actorId: sql<null>`null`.as('actor_id'),
          action: sql<'username_renamed'>`'username_renamed'`.as('action'),
          targetType: sql<'user'>`'user'`.as('target_type'),
          targetId: users.id,
          detail: sql<string>`${JSON.stringify({ from: account.username, to, keptUserId: keptId })}`.as('detail'),
          createdAt: sql<number>`${now}`.as('created_at'),
        })
        .from(users)
        .where(and(eq(users.id, account.id), eq(users.username, to))),
    ),
  ] as const;
}

/** Accounts by the key of their name. */
function byKey(accounts: Named[]): Map<string, Named[]> {
  const groups = new Map<string, Named[]>();
  for (const account of accounts) {
    const key = usernameKey(account.username);
    groups.set(key, [...(groups.get(key) ?? []), account]);
  }
  return groups;
}

/** Keys one batch of unkeyed names, resolving collisions; answers how many unkeyed names it handled. */
export async function keyUsernames(db: Db, now = Date.now()): Promise<number> {
  const unkeyed = await db.select(named).from(users).where(isNull(users.usernameKey)).orderBy(users.id).limit(USERNAME_KEY_BATCH);
  if (unkeyed.length === 0) return 0;
  const keys = [...new Set(unkeyed.map((row) => usernameKey(row.username)))];
  const holders = await db.select(named).from(users).where(inArray(users.usernameKey, keys));
  // Every key of the batch stays with one of its accounts, so no rename may take one.
  const claimed = new Set(keys);
  const writes = [];
  const keeps = [];
  const collisions: { kept: number; renamed: number }[] = [];
  for (const [key, accounts] of byKey([...holders, ...unkeyed])) {
    const [kept, ...others] = accounts.sort(olderFirst);
    if (!kept) continue;
    for (const other of others) {
      const to = await freeUsername(db, other.username, claimed);
      claimed.add(usernameKey(to));
      writes.push(...rename(db, other, to, kept.id, now));
      collisions.push({ kept: kept.id, renamed: other.id });
    }
    if (kept.usernameKey === null)
      keeps.push(
        db
          .update(users)
          .set({ usernameKey: key })
          .where(and(eq(users.id, kept.id), eq(users.username, kept.username))),
      );
  }
  // Renames first: a holder that loses its name frees the key for the older account.
  const [first, ...rest] = [...writes, ...keeps];
  if (first) await db.batch([first, ...rest]);
  for (const collision of collisions) console.warn('username collision', JSON.stringify(collision));
  return unkeyed.length;
}

export const usernameKeysTask: HousekeepingTask = { name: 'username keys', run: ({ db, now }) => keyUsernames(db, now) };
