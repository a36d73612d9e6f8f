import { useStore } from '~/islands/use-store';
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { m } from '~/paraglide/messages.js';
import type { Locale } from '~/shared/enums';
import { $toast, dismissToast, TOAST_DURATION_MS } from '~/stores/toasts';

/** Swiping a toast this far to the right dismisses it (docs/product-rules.md §7.5). */
const SWIPE_DISMISS_PX = 50;

/**
 * The toast viewport for islands (docs/product-rules.md §2, §7.5): one toast at a time at the bottom of the screen,
 * 5 s each (paused while hovered or focused), F8 moves focus to it, swipe right to dismiss.
 */
export default function Toaster({ locale }: { locale: Locale }) {
  const toast = useStore($toast);
  const region = useRef<HTMLElement>(null);
  const [paused, setPaused] = useState(false);
  const [offset, setOffset] = useState(0);
  const swipeStart = useRef<number | null>(null);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'F8') {
        event.preventDefault();
        region.current?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  useEffect(() => {
    setOffset(0);
    if (!toast || paused) return;
    const timer = setTimeout(() => dismissToast(toast.id), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [toast, paused]);

  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.clientX;
  };
  const onPointerMove = (event: PointerEvent) => {
    if (swipeStart.current !== null) setOffset(Math.max(0, event.clientX - swipeStart.current));
  };
  const onPointerUp = () => {
    if (toast && offset >= SWIPE_DISMISS_PX) dismissToast(toast.id);
    else setOffset(0);
    swipeStart.current = null;
  };

  return (
    <section
      ref={region}
      tabIndex={-1}
      aria-label={m.toast_region_label({}, { locale })}
      className="fixed bottom-0 right-0 z-50 w-full max-w-[420px] p-4 outline-none"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div role={toast?.variant === 'destructive' ? 'alert' : 'status'} aria-live={toast?.variant === 'destructive' ? 'assertive' : 'polite'}>
        {toast && (
          <div
            className={`flex touch-pan-y items-start gap-3 rounded-xl border p-4 shadow-lg ${
              toast.variant === 'destructive'
                ? 'border-red-800 bg-red-700 text-white'
                : 'border-stone-200 bg-white text-ink dark:(border-night-line bg-night-raised text-stone-100)'
            }`}
            style={{ transform: `translateX(${offset}px)` }}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onPointerCancel={onPointerUp}
          >
            <div className="flex-1">
              <p className="font-semibold">{toast.title}</p>
              {toast.description && <p className="mt-1 text-sm opacity-90">{toast.description}</p>}
            </div>
            <button type="button" className="btn px-2 py-1" onClick={() => dismissToast(toast.id)} aria-label={m.toast_close({}, { locale })}>
              ×
            </button>
          </div>
        )}
      </div>
    </section>
  );
}
