/**
 * What the pages, the server and the service worker (src/service-worker/sw.ts) agree on about the
 * offline app (docs/decisions/031-offline-field-app.md).
 */

/** The member's pages: the training page and the activities kept for the field. */
export const MEMBER_PAGES_CACHE = 'rudel-member-pages';
/** The pictures of those activities. */
export const MEMBER_MEDIA_CACHE = 'rudel-member-media';

/**
 * Sent by the worker when it fetches a page to keep it, not because the member opened it: such a
 * fetch counts no activity view.
 */
export const KEEP_HEADER = 'X-Rudel-Purpose';
export const KEEP_PURPOSE = 'offline';

export const isKeptOffline = (request: Request) => request.headers.get(KEEP_HEADER) === KEEP_PURPOSE;

/**
 * From a page to the worker. `skip-waiting`: the member accepted the waiting version; it takes over,
 * and the pages reload. `logout-when-online`: the member, offline, asked to be signed out on this
 * device once a connection is back (src/scripts/logout.ts).
 */
export type ServiceWorkerMessage = { type: 'skip-waiting' } | { type: 'logout-when-online' };

/** From the worker to the pages. `signed-out`: the server ended the session the member asked to end offline. */
export type ServiceWorkerNotice = { type: 'signed-out' };
