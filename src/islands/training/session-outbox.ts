/**
 * Logging a training session without a connection (docs/decisions/031-offline-field-app.md), on the
 * pages with a session form (src/components/training/SessionOutbox.astro): the part that loads with
 * the page. A new session sent while offline goes to the outbox instead of the server; the outbox
 * itself (./outbox-panel.ts) loads only then, or when the member has kept sessions to list and send.
 * Online, the form stays the plain form it is.
 */
import { showToast } from '~/stores/toasts';
import { outboxOf } from './outbox-store';

const section = document.querySelector<HTMLElement>('[data-session-outbox]');
const userId = Number(section?.dataset.userId);
const panel = () => import('./outbox-panel');

for (const form of document.querySelectorAll<HTMLFormElement>('form.session-form')) {
  form.addEventListener('submit', (event) => {
    if (navigator.onLine || new FormData(form).get('intent') !== 'log') return;
    event.preventDefault();
    panel().then(
      (outbox) => outbox.keepSession(form),
      // The outbox's code is not on the device yet (the app was never installed): nothing is lost, the form keeps its values.
      () => showToast({ title: section?.dataset.unavailable ?? '', variant: 'destructive' }),
    );
  });
}

/** Wakes the outbox when the member has kept sessions: it lists them and, online, sends them. */
async function wake(): Promise<void> {
  try {
    if ((await outboxOf(userId)).length > 0) await (await panel()).sendAll();
  } catch {
    // Without IndexedDB (a private window may refuse it) nothing was kept; offline without the
    // outbox's code it waits for the next page or the connection.
  }
}
addEventListener('online', () => void wake());
void wake();
