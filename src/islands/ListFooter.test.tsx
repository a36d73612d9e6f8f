// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ListFooter } from './ListFooter';

type Status = 'idle' | 'loading' | 'error';
const list = (cursor: string | null, status: Status = 'idle') => ({ cursor, status, more: vi.fn(async () => {}) });

describe('ListFooter', () => {
  afterEach(cleanup);

  it('offers the next page while there is one, and asks for it on a press', () => {
    const withMore = list('c2');
    render(<ListFooter list={withMore} moreLabel="Mehr laden" />);
    fireEvent.click(screen.getByRole('button', { name: 'Mehr laden' }));
    expect(withMore.more).toHaveBeenCalledOnce();
  });

  it('shows no button on the last page', () => {
    render(<ListFooter list={list(null)} moreLabel="Mehr laden" />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('disables the button while a page loads', () => {
    render(<ListFooter list={list('c2', 'loading')} moreLabel="Mehr laden" />);
    expect(screen.getByRole('button', { name: 'Mehr laden' })).toHaveProperty('disabled', true);
  });

  it('says that a request failed only where the list gave it the words', () => {
    const { rerender } = render(<ListFooter list={list('c2', 'error')} moreLabel="Mehr laden" errorLabel="Laden fehlgeschlagen" />);
    expect(screen.getByRole('alert').textContent).toBe('Laden fehlgeschlagen');
    rerender(<ListFooter list={list('c2', 'idle')} moreLabel="Mehr laden" errorLabel="Laden fehlgeschlagen" />);
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(<ListFooter list={list('c2', 'error')} moreLabel="Mehr laden" />);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
