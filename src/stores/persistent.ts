/**
 * nanostores atoms kept in localStorage under the spec's keys, and in step across tabs.
 * A small replacement for @nanostores/persistent (see docs/decisions/004-own-persistent-atoms.md):
 * the shell script runs on every static page, whose whole script budget is 3 KB gzip.
 */
import { atom, type WritableAtom } from 'nanostores';

export interface Codec<T> {
  /** `undefined` removes the key. */
  encode(value: T): string | undefined;
  decode(raw: string): T;
}

const storage = (): Storage | undefined => {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    // Storage can be blocked (privacy settings); the store then lives in memory only.
    return undefined;
  }
};

export function persistentAtom<T>(key: string, initial: T, codec: Codec<T>): WritableAtom<T> {
  const read = (): T => {
    const raw = storage()?.getItem(key);
    return raw === null || raw === undefined ? initial : codec.decode(raw);
  };
  const store = atom<T>(read());
  store.listen((value) => {
    const raw = codec.encode(value);
    if (raw === undefined) storage()?.removeItem(key);
    else storage()?.setItem(key, raw);
  });
  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.key === key || event.key === null) store.set(read());
    });
  }
  return store;
}

export const flagCodec: Codec<boolean> = { encode: (value) => (value ? 'yes' : undefined), decode: (raw) => raw === 'yes' };
export const textCodec = <T extends string>(isValid: (raw: string) => raw is T, fallback: T): Codec<T> => ({
  encode: (value) => value,
  decode: (raw) => (isValid(raw) ? raw : fallback),
});
