// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, showToast, TOAST_DURATION_MS } from '~/stores/toasts';
import Toaster from './Toaster';

describe('Toaster', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    dismissToast();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows the current toast and hides it after 5 seconds', () => {
    render(<Toaster locale="de" />);
    act(() => void showToast({ title: 'Beitrag gelöscht' }));
    expect(screen.getByRole('status').textContent).toContain('Beitrag gelöscht');
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.queryByText('Beitrag gelöscht')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Beitrag gelöscht')).toBeNull();
  });

  it('announces destructive toasts as alerts and closes on the close button', () => {
    render(<Toaster locale="en" />);
    act(() => void showToast({ title: 'Error', description: 'login to like', variant: 'destructive' }));
    expect(screen.getByRole('alert').textContent).toContain('login to like');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('login to like')).toBeNull();
  });

  it('moves focus to the toast region on F8', () => {
    render(<Toaster locale="de" />);
    fireEvent.keyDown(window, { key: 'F8' });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Benachrichtigungen (F8)');
  });

  it('dismisses on a swipe of 50 px to the right, not less', () => {
    render(<Toaster locale="de" />);
    act(() => void showToast({ title: 'Wisch mich' }));
    const toast = screen.getByText('Wisch mich').closest('div')?.parentElement as HTMLElement;
    fireEvent.pointerDown(toast, { clientX: 100 });
    fireEvent.pointerMove(toast, { clientX: 140 });
    fireEvent.pointerUp(toast);
    expect(screen.queryByText('Wisch mich')).not.toBeNull();
    fireEvent.pointerDown(toast, { clientX: 100 });
    fireEvent.pointerMove(toast, { clientX: 151 });
    fireEvent.pointerUp(toast);
    expect(screen.queryByText('Wisch mich')).toBeNull();
  });
});
