import { persistentJSON } from '@nanostores/persistent';
import type { StoredUser } from '../shared/current-user';
import { STORAGE_KEYS } from '../shared/storage-keys';

/**
 * The signed-in user as every island and script sees it (localStorage `currentUser`).
 * Persistent stores sync across tabs, which is how a login "broadcasts a change" (SPEC §4).
 */
export const $currentUser = persistentJSON<StoredUser | null>(STORAGE_KEYS.currentUser, null);

export function setCurrentUser(user: StoredUser | null): void {
  $currentUser.set(user);
}

/** SPEC §4: a partial user update merges fields into the stored copy. */
export function mergeCurrentUser(patch: Partial<StoredUser>): void {
  const user = $currentUser.get();
  if (user) $currentUser.set({ ...user, ...patch });
}
