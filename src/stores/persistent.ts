/**
 * Stores kept in localStorage under the spec's keys, and in step across tabs
 * (docs/decisions/004-own-persistent-atoms.md). They have the nanostores store interface
 * (`get`, `set`, `listen`, `subscribe`, `value`), so islands read them like nanostores atoms
 * (`islands/use-store.ts`), and stay small: the shell script that uses them runs on every static
 * page.
 */
export interface PersistentStore<T> {
  value: T;
  get(): T;
  set(value: T): void;
  listen(listener: (value: T) => void): () => void;
  subscribe(listener: (value: T) => void): () => void;
}

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

export function persistentAtom<T>(key: string, initial: T, codec: Codec<T>): PersistentStore<T> {
  const read = (): T => {
    const raw = storage()?.getItem(key);
    return raw === null || raw === undefined ? initial : codec.decode(raw);
  };
  const listeners = new Set<(value: T) => void>();
  const notify = (value: T) => {
    store.value = value;
    for (const listener of listeners) listener(value);
  };
  const store: PersistentStore<T> = {
    value: read(),
    get: () => store.value,
    set(value) {
      const raw = codec.encode(value);
      if (raw === undefined) storage()?.removeItem(key);
      else storage()?.setItem(key, raw);
      if (value !== store.value) notify(value);
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    subscribe(listener) {
      listener(store.value);
      return store.listen(listener);
    },
  };
  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.key === key || event.key === null) notify(read());
    });
  }
  return store;
}

export const flagCodec: Codec<boolean> = { encode: (value) => (value ? 'yes' : undefined), decode: (raw) => raw === 'yes' };
export const textCodec = <T extends string>(isValid: (raw: string) => raw is T, fallback: T): Codec<T> => ({
  encode: (value) => value,
  decode: (raw) => (isValid(raw) ? raw : fallback),
});
