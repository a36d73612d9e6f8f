import { useEffect, useState } from 'react';

/** Typing pauses this long before a search asks the server. */
export const SEARCH_DELAY_MS = 300;

/** `value` once it has stayed the same for `delayMs` (a search asks the server when typing pauses, not at every key). */
export function useDebounced<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
