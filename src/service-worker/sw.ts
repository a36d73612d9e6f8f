/**
 * The service worker (docs/decisions/031-offline-field-app.md), built with Serwist by
 * scripts/service-worker.mjs into `/sw.js` with the list of files to precache.
 *
 * - Precached at install: the prerendered pages (with the offline page) and every script, style and
 *   icon of the build. Each deploy changes the list, installs a new worker and makes the pages offer
 *   an update; it takes over only when the member accepts it.
 * - Member pages: the training page, field mode and activity pages come from the network first and are kept for
 *   when it fails. While a member browses, the worker also keeps the pages and pictures
 *   `GET /api/offline-pages` names (at most every few minutes; at once when the training page is
 *   opened), fetched as that member. Signing out, deleting the account or signing in empties them.
 * - Signing out offline (./pending-logout.ts): the member's request empties them at once, nothing
 *   is kept or served from them while it waits, and it is sent when a connection is back
 *   (Background Sync where the browser has it, else the next request the worker sees).
 * - Any other page without a connection shows the offline page in the address's language. The API
 *   is never cached.
 * - Web push (docs/decisions/033-notification-delivery.md): a message shows as a notification; a
 *   click focuses an open tab of the site on its page, or opens one.
 */
import { CacheFirst, ExpirationPlugin, NetworkFirst, NetworkOnly, Serwist, type PrecacheEntry, type SerwistPlugin } from 'serwist';
import type { PushMessage } from '~/shared/notifications';
import { KEEP_HEADER, KEEP_PURPOSE, MEMBER_MEDIA_CACHE, MEMBER_PAGES_CACHE, type ServiceWorkerMessage } from '~/shared/offline';
import { announceSignedOut, logoutState, sendPendingLogout, setLogoutState } from './pending-logout';

declare const self: ServiceWorkerGlobalScope & { __SW_MANIFEST: (PrecacheEntry | string)[] };

/** Background Sync (Chromium), which TypeScript's WebWorker types leave out. */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}
type SyncManager = { register(tag: string): Promise<void> };
const LOGOUT_SYNC = 'logout';

/** Browsing brings the kept pages up to date at most this often. */
const KEEP_INTERVAL_MS = 10 * 60_000;
/** A kept page younger than this is not fetched again (unless the training page asks). */
const KEPT_PAGE_FRESH_MS = 6 * 60 * 60_000;
/** A page the network has not answered within this long comes from the cache. */
const NETWORK_TIMEOUT_SECONDS = 4;
/** The journal, field mode (docs/decisions/043-field-mode.md) and activity pages. */
const MEMBER_PAGE = /^(\/en)?\/(training|training\/field|activities\/\d+)$/;
const TRAINING_PAGE = /^(\/en)?\/training$/;
/** Requests that end the member's session on this device, or begin one (whoever was signed in before goes). */
const SESSION_CHANGES = [
  { method: 'POST', path: '/api/logout' },
  { method: 'POST', path: '/api/account/delete' },
  { method: 'POST', path: '/api/login' },
  // The login form without script posts to its page.
  { method: 'POST', path: '/login' },
  { method: 'POST', path: '/en/login' },
];
/** When the kept pages were last brought up to date, as an entry of their own cache: sign-out clears both. */
const KEPT_AT = '/__offline-kept-at';

const isEnglish = (url: URL) => url.pathname === '/en' || url.pathname.startsWith('/en/');

/**
 * While a sign-out waits, the member's pages and pictures are neither kept nor served. Its
 * `cacheWillUpdate` replaces Serwist's default one, whose rule (only 200 answers) it keeps.
 */
const notWhileSigningOut: SerwistPlugin = {
  cacheWillUpdate: async ({ response }) => (response.status === 200 && !(await logoutState()) ? response : null),
  // The caches were emptied when the sign-out was asked for; this covers a page a fetch under way then put back.
  cachedResponseWillBeUsed: async ({ cachedResponse }) => ((await logoutState()) ? null : cachedResponse),
};

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  // Kept until the member accepts the new version (the pages' update prompt).
  skipWaiting: false,
  clientsClaim: true,
  disableDevLogs: true,
  runtimeCaching: [
    {
      matcher: ({ request, url, sameOrigin }) => sameOrigin && request.mode === 'navigate' && MEMBER_PAGE.test(url.pathname),
      handler: new NetworkFirst({
        cacheName: MEMBER_PAGES_CACHE,
        networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
        plugins: [notWhileSigningOut, new ExpirationPlugin({ maxEntries: 80 })],
      }),
    },
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/media/'),
      handler: new CacheFirst({ cacheName: MEMBER_MEDIA_CACHE, plugins: [notWhileSigningOut, new ExpirationPlugin({ maxEntries: 300 })] }),
    },
    // Every other page comes from the network; without one, the fallback below answers.
    { matcher: ({ request }) => request.mode === 'navigate', handler: new NetworkOnly() },
  ],
  fallbacks: {
    entries: [
      // Called with the failed request only (no parsed URL).
      { url: '/en/offline', matcher: ({ request }) => request.mode === 'navigate' && isEnglish(new URL(request.url)) },
      { url: '/offline', matcher: ({ request }) => request.mode === 'navigate' },
    ],
  },
});

/** Counts sign-outs and sign-ins: a keeping or an offline sign-out that began before one has no say after it. */
let signOuts = 0;

async function forgetMember(): Promise<void> {
  signOuts += 1;
  // The member's web push ends on this device too: the push service then answers 410 for it, and
  // the server forgets the device (decision 033). Whoever signs in next turns it on for themselves.
  const push = self.registration.pushManager.getSubscription().then((subscription) => subscription?.unsubscribe());
  await Promise.all([caches.delete(MEMBER_PAGES_CACHE), caches.delete(MEMBER_MEDIA_CACHE), push.catch(() => undefined)]);
}

/** A session change that passes ends or replaces the session an offline sign-out was waiting to end. */
async function changeSession(): Promise<void> {
  await Promise.all([forgetMember(), setLogoutState(null)]);
}

/** Sends the pending sign-out, unless a sign-in or sign-out passed meanwhile. */
function sendLogout(): Promise<void> {
  const generation = signOuts;
  return sendPendingLogout(() => generation === signOuts);
}

/** The member asked, offline, to be signed out: forget their pages now, end the session when possible. */
async function signOutWhenOnline(): Promise<void> {
  await setLogoutState('pending');
  await forgetMember();
  await (self.registration as ServiceWorkerRegistration & { sync?: SyncManager }).sync?.register(LOGOUT_SYNC).catch(() => undefined);
  // Also when the page asks again on coming back online.
  await sendLogout().catch(() => undefined);
}

/** Any request may be the first one with a connection again, or from a page yet to hear that the session ended. */
async function followSignOut(clientId: string): Promise<void> {
  const state = await logoutState();
  if (state === 'pending') await sendLogout();
  if (state === 'done' && clientId) {
    const client = await self.clients.get(clientId);
    if (client) announceSignedOut([client]);
  }
}

/** Whether `cache` holds `url` fetched less than `freshMs` ago. */
async function holdsFresh(cache: Cache, url: string, freshMs: number): Promise<boolean> {
  const kept = await cache.match(url);
  return kept !== undefined && Date.now() - Date.parse(kept.headers.get('Date') ?? '') < freshMs;
}

/** Brings the member's kept pages and pictures up to date with `GET /api/offline-pages`. */
async function keepOffline(locale: string, force: boolean): Promise<void> {
  const generation = signOuts;
  if (await logoutState()) return;
  const pageCache = await caches.open(MEMBER_PAGES_CACHE);
  const keptAt = Number(await (await pageCache.match(KEPT_AT))?.text());
  if (!force && Date.now() - keptAt < KEEP_INTERVAL_MS) return;
  await pageCache.put(KEPT_AT, new Response(String(Date.now())));
  const asMember = { credentials: 'same-origin', headers: { [KEEP_HEADER]: KEEP_PURPOSE } } as const;
  const listed = await fetch(`/api/offline-pages?locale=${locale}`, asMember).catch(() => null);
  // A visitor (401) or no connection: nothing to keep.
  if (!listed?.ok) return;
  const { pages, images } = (await listed.json()) as { pages: string[]; images: string[] };
  const mediaCache = await caches.open(MEMBER_MEDIA_CACHE);
  const keep = async (cache: Cache, url: string, freshMs: number) => {
    if (await holdsFresh(cache, url, freshMs)) return;
    const response = await fetch(url, asMember).catch(() => null);
    // Only the page itself: no error, no redirect (a session that ended leads to the login page).
    if (response?.ok && !response.redirected && generation === signOuts) await cache.put(url, response);
  };
  // One at a time: the member's own page loads come first on a weak connection, and the Worker
  // renders no burst of pages. Pictures never change under their key.
  for (const url of pages) await keep(pageCache, url, force ? 0 : KEPT_PAGE_FRESH_MS);
  for (const url of images) await keep(mediaCache, url, Number.POSITIVE_INFINITY);
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (SESSION_CHANGES.some(({ method, path }) => request.method === method && url.pathname === path)) {
    event.waitUntil(changeSession());
    return;
  }
  // A navigation's page is told once it exists; any other request comes from a page that does.
  event.waitUntil(followSignOut(event.resultingClientId || event.clientId).catch(() => undefined));
  if (request.mode === 'navigate' && request.method === 'GET')
    event.waitUntil(keepOffline(isEnglish(url) ? 'en' : 'de', TRAINING_PAGE.test(url.pathname)).catch(() => undefined));
});

self.addEventListener('message', (event) => {
  const type = (event.data as ServiceWorkerMessage | null)?.type;
  if (type === 'skip-waiting') void self.skipWaiting();
  if (type === 'logout-when-online') event.waitUntil(signOutWhenOnline());
});

self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  // A rejection tells the browser to try again later.
  if (sync.tag === LOGOUT_SYNC) sync.waitUntil(sendLogout());
});

self.addEventListener('push', (event) => {
  const message = event.data?.json() as PushMessage | undefined;
  if (!message) return;
  event.waitUntil(
    self.registration.showNotification(message.title, { body: message.body, tag: message.tag, icon: '/icons/icon-192.png', data: { url: message.url } }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL((event.notification.data as { url?: string } | null)?.url ?? '/', self.location.origin);
  // Only pages of this site: a payload is ours, but a click must never leave for elsewhere.
  if (target.origin !== self.location.origin) return;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (windows) => {
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      // A tab this worker does not control cannot be navigated: then a new one opens.
      const moved = await open?.navigate(target.href).catch(() => null);
      return moved ? moved.focus() : self.clients.openWindow(target.href);
    }),
  );
});

serwist.addEventListeners();
