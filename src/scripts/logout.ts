/**
 * Signing out from the user menu (docs/product-rules.md §4.4, docs/decisions/031-offline-field-app.md).
 * A file of its own that the shell loads at the first press of a sign-out button, so pages fetch
 * and run nothing of it before (the static pages' script budget).
 *
 * The session cookie is HttpOnly: only the server ends the session, and until it has, this device
 * stays signed in. Online, the stored user is cleared once the server has answered, and the member
 * goes home; a failure says so in the menu. Offline, the menu says that signing out needs a
 * connection and offers to do it once one is back: the service worker keeps that request, forgets
 * the member's kept pages at once and sends it when it can (src/service-worker/pending-logout.ts);
 * the shell clears the stored user when it hears the server has ended the session.
 */
import type { ServiceWorkerMessage } from '../shared/offline';
import { STORAGE_KEYS } from '../shared/storage-keys';

const $ = <T extends HTMLElement>(selector: string) => document.querySelector<T>(selector);

async function logOutNow(): Promise<void> {
  const response = await fetch('/api/logout', { method: 'POST', headers: { Accept: 'application/json' } }).catch(() => null);
  const failed = $('[data-logout-failed]');
  if (!response?.ok) {
    if (failed) failed.hidden = false;
    return;
  }
  // What the shell's store does for a signed-out user (this file is built apart from it): the key
  // goes, and other tabs hear of it. This page leaves at once.
  localStorage.removeItem(STORAGE_KEYS.currentUser);
  location.assign($('[data-home]')?.dataset.home ?? '/');
}

const container = navigator.serviceWorker;
const askWorker = () => container.ready.then((registration) => registration.active?.postMessage({ type: 'logout-when-online' } satisfies ServiceWorkerMessage));

/**
 * When the browser reports the connection, the first request may still fail (the worker then
 * waits for Background Sync, which may retry only minutes later): the page reminds the worker now
 * and a few times more, until the shell has heard that the session ended (the stored user is gone).
 */
const REMIND_AFTER_MS = [0, 2_000, 5_000, 10_000];
const remindWorker = () => {
  for (const delay of REMIND_AFTER_MS) {
    setTimeout(() => {
      if (localStorage.getItem(STORAGE_KEYS.currentUser) !== null) void askWorker();
    }, delay);
  }
};

function logOutWhenOnline(): void {
  if (container) {
    void askWorker();
    // The worker sends it on its own (Background Sync, or the next request it sees); this page
    // reminds it as soon as the browser reports the connection, in case neither comes first.
    addEventListener('online', remindWorker);
  } else {
    // Without a worker, this page signs out itself when the connection is back.
    addEventListener('online', logOutNow, { once: true });
  }
  const offer = $('[data-logout-later]');
  const pending = $('[data-logout-pending]');
  if (!offer || !pending) return;
  offer.hidden = true;
  pending.hidden = false;
  // The pressed button is gone: focus stays in the menu, on what it now says.
  pending.focus();
}

// Which button the member pressed does not matter: only one shows, the one that fits the connection.
const logOut = () => (navigator.onLine ? logOutNow() : logOutWhenOnline());
// The shell loaded this file at the first press; later presses come here.
for (const button of document.querySelectorAll('[data-logout]')) button.addEventListener('click', logOut);
void logOut();
