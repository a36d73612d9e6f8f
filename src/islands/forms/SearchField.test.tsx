// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DELAY_MS } from '~/islands/use-debounced';
import { SearchField } from './SearchField';

/** The field as an island holds it: the island keeps the text. */
function Island({ onSearch }: { onSearch(query: string): void }) {
  const [text, setText] = useState(' Leine');
  return <SearchField id="search" label="Suchen" value={text} onChange={setText} onSearch={onSearch} />;
}

describe('SearchField', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('is a search input named by its label', () => {
    render(<Island onSearch={() => {}} />);
    expect(screen.getByRole('searchbox', { name: 'Suchen' })).toHaveProperty('value', ' Leine');
  });

  it('searches for the trimmed text at once, then only when typing pauses', () => {
    const onSearch = vi.fn();
    render(<Island onSearch={onSearch} />);
    expect(onSearch).toHaveBeenLastCalledWith('Leine');
    const input = screen.getByRole('searchbox');
    fireEvent.change(input, { target: { value: 'Leinen' } });
    act(() => vi.advanceTimersByTime(SEARCH_DELAY_MS - 100));
    fireEvent.change(input, { target: { value: 'Leinenführig ' } });
    act(() => vi.advanceTimersByTime(SEARCH_DELAY_MS - 1));
    expect(onSearch).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledTimes(2);
    expect(onSearch).toHaveBeenLastCalledWith('Leinenführig');
  });

  it('takes an async search without treating its promise as the effect’s cleanup', async () => {
    const onSearch = vi.fn(async () => {});
    const { unmount } = render(<Island onSearch={onSearch} />);
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'Rückruf' } });
    act(() => vi.advanceTimersByTime(SEARCH_DELAY_MS));
    expect(onSearch).toHaveBeenLastCalledWith('Rückruf');
    expect(() => unmount()).not.toThrow();
  });
});
