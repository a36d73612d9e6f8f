/**
 * A sign-out the member asked for without a connection (docs/decisions/031-offline-field-app.md):
 * the session cookie is HttpOnly, so only the server can end it, and the device stays signed in
 * until it has. The worker keeps the request and sends it when it can; once the server has ended
 * the session it tells the pages, whose shell then clears the stored user.
 *
 * The state lives in a cache of its own, since the browser stops an idle worker and its variables
 * with it: `pending` until the server answered, then `done` until the next sign-in.
 */
import type { ServiceWorkerNotice } from '~/shared/offline';

declare const self: ServiceWorkerGlobalScope;

export type LogoutState = 'pending' | 'done';

const SESSION_END_CACHE = 'rudel-session-end';
const STATE_KEY = '/__logout-state';

/** This worker is the only writer: the stored state is read once per run of the worker. */
let known: Promise<LogoutState | null> | undefined;

export function logoutState(): Promise<LogoutState | null> {
  known ??= caches
    .open(SESSION_END_CACHE)
    .then((cache) => cache.match(STATE_KEY))
    .then((kept) => (kept ? (kept.text() as Promise<LogoutState>) : null));
  return known;
}

export async function setLogoutState(state: LogoutState | null): Promise<void> {
  known = Promise.resolve(state);
  const cache = await caches.open(SESSION_END_CACHE);
  await (state ? cache.put(STATE_KEY, new Response(state)) : cache.delete(STATE_KEY));
}

/**
 * Tells `windows` that the session has ended. The state stays `done` until the next sign-in: a
 * window told while the member navigates away is gone before it could act, so every page that
 * asks for anything until then is told again (a page that already knows changes nothing).
 */
export function announceSignedOut(windows: readonly Client[]): void {
  for (const client of windows) client.postMessage({ type: 'signed-out' } satisfies ServiceWorkerNotice);
}

let sending: Promise<void> | undefined;

/**
 * Sends the pending sign-out, once at a time however many requests ask. Rejects while there is no
 * connection or the server fails, so Background Sync tries again. `stillWanted` is asked when the
 * answer comes: a sign-in meanwhile replaced the session, and its page must not be told otherwise.
 */
export function sendPendingLogout(stillWanted: () => boolean): Promise<void> {
  sending ??= (async () => {
    if ((await logoutState()) !== 'pending') return;
    const response = await fetch('/api/logout', { method: 'POST', headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(`logout answered ${response.status}`);
    if (!stillWanted()) return;
    await setLogoutState('done');
    announceSignedOut(await self.clients.matchAll({ type: 'window', includeUncontrolled: true }));
  })().finally(() => {
    sending = undefined;
  });
  return sending;
}
