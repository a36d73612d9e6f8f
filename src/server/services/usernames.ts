/**
 * Usernames compared by their key (src/shared/username-key.ts): the columns a name is written
 * with, the condition every lookup by username uses, and a free name for an account that needs one.
 */
import { and, inArray, or, sql, type SQL } from 'drizzle-orm';
import { USERNAME_MAX } from '~/shared/schemas/account';
import { usernameKey } from '~/shared/username-key';
import type { Db } from '~/server/db/client';
import { users } from '~/server/db/schema';

/** The columns that name an account: whatever writes a username writes its key with it. */
export const usernameFields = (username: string) => ({ username, usernameKey: usernameKey(username) });

/**
 * Accounts named any of `names` (two bound parameters each: at most 40 under D1's 100), through the
 * key's unique index. A name from before migration 0023 that housekeeping has not keyed yet is
 * compared as it was then, lower() on both sides through that index; the unary `+` keeps SQLite
 * from reading that branch through the key index instead, which would visit every unkeyed row.
 */
export function usernameIn(names: readonly string[]): SQL {
  return or(
    inArray(users.usernameKey, names.map(usernameKey)),
    and(
      inArray(
        sql`lower(${users.username})`,
        names.map((name) => sql`lower(${name})`),
      ),
      sql`+${users.usernameKey} is null`,
    ),
  ) as SQL;
}

/** `base` for n = 1, else `base_n`, with `base` cut so the whole stays within USERNAME_MAX. */
function numbered(base: string, n: number): string {
  if (n === 1) return base;
  const suffix = `_${n}`;
  return `${Array.from(base)
    .slice(0, USERNAME_MAX - suffix.length)
    .join('')}${suffix}`;
}

/** Names looked up per query. */
const CANDIDATES = 20;

/**
 * `base` when nobody has its key, else the first free of `base_2`, `base_3`, …; keys in `claimed`
 * count as taken too (names handed out but not written yet). A sign-up may still take the name
 * before it is written: the unique index refuses the write then.
 */
export async function freeUsername(db: Db, base: string, claimed: ReadonlySet<string> = new Set()): Promise<string> {
  for (let first = 1; ; first += CANDIDATES) {
    const candidates = Array.from({ length: CANDIDATES }, (_, i) => numbered(base, first + i));
    const rows = await db.select({ username: users.username }).from(users).where(usernameIn(candidates));
    const taken = new Set([...claimed, ...rows.map((row) => usernameKey(row.username))]);
    const free = candidates.find((name) => !taken.has(usernameKey(name)));
    if (free !== undefined) return free;
  }
}
