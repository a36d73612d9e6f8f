import { useSyncExternalStore } from 'react';

/** Anything with the nanostores read interface: our persistent stores and nanostores atoms. */
interface ReadableStore<T> {
  get(): T;
  listen(listener: (value: T) => void): () => void;
}

/** The current value of a store, re-rendering on change (islands share stores with the shell). */
export function useStore<T>(store: ReadableStore<T>): T {
  return useSyncExternalStore(
    (onChange) => store.listen(() => onChange()),
    () => store.get(),
    () => store.get(),
  );
}
