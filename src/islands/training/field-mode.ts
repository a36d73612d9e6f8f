/**
 * Field mode's page script (docs/decisions/043-field-mode.md): the screen stays on while the page is
 * open, the place and distraction of the dog's last session are chosen again, and the way out leads
 * back to the page the member came from.
 */
import { fieldChoicesKey, fieldChoicesOf, fieldChoicesText } from './field-choices';

/** Where the member came from, kept across the page's own reloads (a logged session comes back to it). */
const CAME_FROM = 'fieldModeCameFrom';

function keepScreenOn(): void {
  const note = document.querySelector<HTMLElement>('[data-wake-lock]');
  let lock: WakeLockSentinel | null = null;
  const hold = async () => {
    if (!('wakeLock' in navigator) || document.visibilityState !== 'visible' || (lock && !lock.released)) return;
    try {
      lock = await navigator.wakeLock.request('screen');
      if (note) note.hidden = false;
      lock.addEventListener('release', () => {
        if (note) note.hidden = true;
      });
    } catch {
      // Refused (battery saver, a policy): the screen follows the device's own timeout.
    }
  };
  // The browser releases the lock when the page is hidden; it is taken again when the page shows.
  document.addEventListener('visibilitychange', () => void hold());
  addEventListener('pageshow', () => void hold());
  addEventListener('pagehide', () => {
    void lock?.release();
    lock = null;
  });
  void hold();
}

/** Chooses the dog's last place and distraction in a new session's form, and keeps them when it is sent. */
function rememberChoices(form: HTMLFormElement): void {
  const dogId = new FormData(form).get('dogId');
  if (typeof dogId !== 'string') return;
  const key = fieldChoicesKey(dogId);
  // A form that came back refused shows what was sent, not what was kept.
  if (!form.querySelector('[role="alert"]')) {
    const kept = fieldChoicesOf(localStorage.getItem(key));
    for (const [name, value] of Object.entries(kept)) {
      const unchosen = !form.querySelector(`input[name="${name}"]:checked`);
      const input = form.querySelector<HTMLInputElement>(`input[name="${name}"][value="${value}"]`);
      if (value && unchosen && input) input.checked = true;
    }
  }
  form.addEventListener('submit', () => {
    const sent = new FormData(form);
    try {
      localStorage.setItem(key, fieldChoicesText(sent.get('setting'), sent.get('distraction')));
    } catch {
      // Storage full or refused: the choices are simply not remembered.
    }
  });
}

/** The way out goes back to the page before field mode, when that was one of ours. */
function leadBack(exit: HTMLAnchorElement): void {
  const before = document.referrer ? new URL(document.referrer) : null;
  if (before?.origin === location.origin && before.pathname !== location.pathname) sessionStorage.setItem(CAME_FROM, before.pathname + before.search);
  const back = sessionStorage.getItem(CAME_FROM);
  if (back) exit.href = back;
}

keepScreenOn();
for (const form of document.querySelectorAll<HTMLFormElement>('form.session-form')) rememberChoices(form);
const exit = document.querySelector<HTMLAnchorElement>('[data-field-exit]');
if (exit) leadBack(exit);
