// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { flagCodec, persistentAtom } from './persistent';

describe('persistentAtom', () => {
  beforeEach(() => localStorage.clear());

  it('starts from localStorage, writes back, and removes the key for undefined encodings', () => {
    localStorage.setItem('flag', 'yes');
    const store = persistentAtom('flag', false, flagCodec);
    expect(store.get()).toBe(true);
    store.set(false);
    expect(localStorage.getItem('flag')).toBeNull();
    store.set(true);
    expect(localStorage.getItem('flag')).toBe('yes');
  });

  it('tells listeners about changes, also from other tabs', () => {
    const store = persistentAtom('flag', false, flagCodec);
    const seen: boolean[] = [];
    const stop = store.subscribe((value) => seen.push(value));
    store.set(true);
    localStorage.removeItem('flag');
    window.dispatchEvent(new StorageEvent('storage', { key: 'flag', newValue: null }));
    stop();
    store.set(true);
    expect(seen).toEqual([false, true, false]);
  });
});
