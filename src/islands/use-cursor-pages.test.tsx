// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useCursorPages } from './use-cursor-pages';

interface Entry {
  id: number;
}
interface Page {
  entries: Entry[];
  nextCursor: string | null;
}

const page = (ids: number[], nextCursor: string | null = null): Page => ({ entries: ids.map((id) => ({ id })), nextCursor });

/** Requests the test answers by hand, in any order. */
function server() {
  const pending: { query: string; cursor: string | null; answer(page: Page): void; fail(error: Error): void }[] = [];
  const fetch = (query: string, cursor: string | null) =>
    new Promise<Page>((resolve, reject) => {
      pending.push({ query, cursor, answer: resolve, fail: reject });
    });
  return { pending, fetch };
}

function render(first: Page | null, fetch: (query: string, cursor: string | null) => Promise<Page>) {
  return renderHook(() => useCursorPages({ first, items: (p: Page) => p.entries, query: '', fetch }));
}

const ids = (entries: Entry[]) => entries.map((entry) => entry.id);

describe('useCursorPages', () => {
  afterEach(cleanup);

  it('starts with the first page and appends the next one at its cursor', async () => {
    const { pending, fetch } = server();
    const { result } = render(page([1, 2], 'c2'), fetch);
    expect(ids(result.current.items)).toEqual([1, 2]);
    expect(result.current.status).toBe('idle');

    act(() => void result.current.more());
    expect(result.current.status).toBe('loading');
    expect(pending[0]).toMatchObject({ query: '', cursor: 'c2' });
    await act(async () => pending[0]?.answer(page([3])));
    expect(ids(result.current.items)).toEqual([1, 2, 3]);
    expect(result.current.cursor).toBeNull();
    expect(result.current.status).toBe('idle');
  });

  it('never lets a slow answer overwrite a newer one', async () => {
    const { pending, fetch } = server();
    const { result } = render(page([1]), fetch);

    act(() => void result.current.reload('hu'));
    act(() => void result.current.reload('hund'));
    // The newer search answers first, the older one after it.
    await act(async () => pending[1]?.answer(page([20, 21], 'next')));
    await act(async () => pending[0]?.answer(page([10])));

    expect(ids(result.current.items)).toEqual([20, 21]);
    expect(result.current.cursor).toBe('next');
    expect(result.current.query).toBe('hund');
    expect(result.current.status).toBe('idle');
  });

  it('drops a stale page of more results once the list has started over', async () => {
    const { pending, fetch } = server();
    const { result } = render(page([1], 'c1'), fetch);

    act(() => void result.current.more());
    act(() => void result.current.reload('leine'));
    await act(async () => pending[1]?.answer(page([5])));
    await act(async () => pending[0]?.answer(page([2, 3])));

    expect(ids(result.current.items)).toEqual([5]);
    expect(result.current.cursor).toBeNull();
  });

  it('shows an error only for the newest request', async () => {
    const { pending, fetch } = server();
    const { result } = render(page([1]), fetch);

    act(() => void result.current.reload('a'));
    act(() => void result.current.reload('ab'));
    await act(async () => pending[1]?.answer(page([7])));
    await act(async () => pending[0]?.fail(new Error('offline')));
    expect(result.current.status).toBe('idle');

    act(() => void result.current.reload());
    expect(pending[2]).toMatchObject({ query: 'ab', cursor: null });
    await act(async () => pending[2]?.fail(new Error('offline')));
    expect(result.current.status).toBe('error');
    expect(ids(result.current.items)).toEqual([7]);
  });

  it('starts in the error state without a first page, and removes entries deleted here', async () => {
    const { pending, fetch } = server();
    const { result } = render(null, fetch);
    expect(result.current.status).toBe('error');

    act(() => void result.current.reload());
    await act(async () => pending[0]?.answer(page([1, 2, 3])));
    act(() => result.current.remove(2));
    expect(ids(result.current.items)).toEqual([1, 3]);
  });
});
