import { useState } from 'react';
import type { ActivityPage, ActivitySummary } from '../../shared/activity';

/** A list of activity cards paged by cursor: load more, start over, drop a deleted card. */
export function useActivityPages(initial: ActivityPage, fetchPage: (cursor: string | null) => Promise<ActivityPage>) {
  const [cards, setCards] = useState<ActivitySummary[]>(initial.activities);
  const [cursor, setCursor] = useState(initial.nextCursor);
  const [status, setStatus] = useState<'idle' | 'loading' | 'error'>('idle');

  async function load(after: string | null) {
    setStatus('loading');
    try {
      const page = await fetchPage(after);
      setCards((previous) => (after ? [...previous, ...page.activities] : page.activities));
      setCursor(page.nextCursor);
      setStatus('idle');
    } catch {
      setStatus('error');
    }
  }

  return {
    cards,
    cursor,
    status,
    reload: () => load(null),
    more: () => load(cursor),
    remove: (id: number) => setCards((previous) => previous.filter((card) => card.id !== id)),
  };
}
