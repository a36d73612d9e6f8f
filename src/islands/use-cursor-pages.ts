import { useRef, useState } from 'react';

/** A page of a list the API pages by cursor; `nextCursor` is null on the last page. */
interface CursorPage {
  nextCursor: string | null;
}

interface Options<P extends CursorPage, T, Q> {
  /** The first page, rendered with the page; null when it could not be loaded (the list starts in its error state). */
  first: P | null;
  /** The list's entries in a page. */
  items(page: P): T[];
  /** What the first page was loaded for (search, filters); undefined for a list without one. */
  query: Q;
  fetch(query: Q, cursor: string | null): Promise<P>;
}

/**
 * A list paged by cursor: `more` appends the next page, `reload` starts over, for a new query or the
 * same one. Only the newest request may change the list: an answer that arrives after a later request
 * began (a slow search overtaken by the next keystroke's) is dropped, so it never shows results for
 * a query the member has already left.
 */
export function useCursorPages<P extends CursorPage, T extends { id: number }, Q = undefined>({
  first,
  items: itemsOf,
  query: firstQuery,
  fetch,
}: Options<P, T, Q>) {
  const [items, setItems] = useState<T[]>(first ? itemsOf(first) : []);
  const [cursor, setCursor] = useState(first?.nextCursor ?? null);
  const [status, setStatus] = useState<'idle' | 'loading' | 'error'>(first ? 'idle' : 'error');
  const [query, setQuery] = useState(firstQuery);
  const newest = useRef(0);

  async function load(forQuery: Q, after: string | null) {
    const request = ++newest.current;
    setQuery(forQuery);
    setStatus('loading');
    try {
      const page = await fetch(forQuery, after);
      if (request !== newest.current) return;
      setItems((current) => (after ? [...current, ...itemsOf(page)] : itemsOf(page)));
      setCursor(page.nextCursor);
      setStatus('idle');
    } catch {
      if (request === newest.current) setStatus('error');
    }
  }

  return {
    items,
    /** The next page's cursor; null when there is no more. */
    cursor,
    status,
    /** The query the shown list belongs to (or is loading for). */
    query,
    /** For changes made here (an edited or added entry), without a request. */
    setItems,
    /** Drops an entry deleted here, without a request. */
    remove: (id: number) => setItems((current) => current.filter((entry) => entry.id !== id)),
    reload: (forQuery: Q = query) => load(forQuery, null),
    more: () => load(query, cursor),
  };
}
