import { beforeEach, describe, expect, it } from 'vitest';
import { $toast, dismissToast, showToast } from './toasts';

describe('toasts', () => {
  beforeEach(() => dismissToast());

  it('shows one toast at a time: a new one replaces the current', () => {
    showToast({ title: 'Erster' });
    const second = showToast({ title: 'Zweiter', variant: 'destructive' });
    expect($toast.get()).toMatchObject({ id: second, title: 'Zweiter', variant: 'destructive' });
  });

  it('dismisses only the toast it names', () => {
    const first = showToast({ title: 'Erster' });
    const second = showToast({ title: 'Zweiter' });
    dismissToast(first);
    expect($toast.get()?.id).toBe(second);
    dismissToast(second);
    expect($toast.get()).toBeNull();
  });
});
