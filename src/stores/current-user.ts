import type { StoredUser } from '~/shared/current-user';
import { STORAGE_KEYS } from '~/shared/storage-keys';
import { persistentAtom } from './persistent';

/**
 * The signed-in user as every island and script sees it (localStorage `currentUser`).
 * Persistent stores sync across tabs, which is how a login "broadcasts a change" (docs/product-rules.md §4.4).
 */
export const $currentUser = persistentAtom<StoredUser | null>(STORAGE_KEYS.currentUser, null, {
  // Logging out removes the key rather than storing "null".
  encode: (user) => (user ? JSON.stringify(user) : undefined),
  decode: (raw) => {
    try {
      return JSON.parse(raw) as StoredUser | null;
    } catch {
      return null;
    }
  },
});

export function setCurrentUser(user: StoredUser | null): void {
  $currentUser.set(user);
}

/** A partial user update merges fields into the stored copy (docs/product-rules.md §8). */
export function mergeCurrentUser(patch: Partial<StoredUser>): void {
  const user = $currentUser.get();
  if (user) $currentUser.set({ ...user, ...patch });
}
