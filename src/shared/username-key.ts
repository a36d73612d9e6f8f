/**
 * What makes two usernames the same name: compatibility forms folded (NFKC: full-width letters,
 * ligatures, decomposed umlauts) and letters lower-cased by Unicode's rules, not ASCII's only. The
 * database keeps it in `users.username_key` under a unique index, and every lookup by username
 * compares it (docs/architecture.md §8).
 */
export function usernameKey(username: string): string {
  return username.normalize('NFKC').toLowerCase();
}
