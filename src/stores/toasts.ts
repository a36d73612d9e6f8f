import { atom } from 'nanostores';
import { TOAST_SHOWN_ATTRIBUTE, TOAST_SHOWN_EVENT } from '~/shared/toast-signal';

/** One toast at a time, shown for 5000 ms (docs/product-rules.md §7.5). */
export const TOAST_DURATION_MS = 5000;

export interface Toast {
  id: number;
  title: string;
  description?: string;
  variant: 'default' | 'destructive';
}

let nextId = 1;

/** The toast on screen; a new toast replaces the current one (limit 1). */
export const $toast = atom<Toast | null>(null);

export function showToast(toast: Omit<Toast, 'id' | 'variant'> & { variant?: Toast['variant'] }): number {
  const id = nextId++;
  $toast.set({ variant: 'default', ...toast, id });
  // Wakes the toast viewport, which hydrates only now (client:toast).
  if (typeof document !== 'undefined') {
    document.documentElement.setAttribute(TOAST_SHOWN_ATTRIBUTE, '');
    window.dispatchEvent(new Event(TOAST_SHOWN_EVENT));
  }
  return id;
}

export function dismissToast(id?: number): void {
  const current = $toast.get();
  if (current && (id === undefined || current.id === id)) $toast.set(null);
}
