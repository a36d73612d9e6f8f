import { defineMiddleware } from 'astro:middleware';
import { env } from 'cloudflare:workers';
import { app } from './server/app';
import { isVisitorRead, visitorCached, visitorPageTag } from './server/edge-cache';
import { lazyViewer } from './server/auth/page-viewer';
import { BOOKMARK_COOKIE, bookmarkCookie, RequestDb } from './server/db/client';
import { DEFAULT_LOCALE, type Locale } from './shared/enums';
import { localeFromParam, localeParamOf } from './shared/page-locale';
import { resolveAlias } from './shared/route-aliases';
import { headerPolicy, SECURITY_HEADERS } from './shared/security-headers';

/**
 * Runs for every request that reaches the Worker (static pages are served before it):
 * German alias paths redirect permanently to their canonical page (docs/architecture.md §4), images from R2
 * and the development mailbox are handed to the API app, and rendered pages get the security
 * headers. Every page finds its language, a lazy `viewer()` (the signed-in user) and a lazy `db`
 * in `Astro.locals`; a language prefix we do not have is the not-found page.
 */
export const onRequest = defineMiddleware(async ({ request, url, locals, params, cookies, isPrerendered }, next) => {
  if (url.pathname.startsWith('/__dev/') || url.pathname.startsWith('/media/')) return app.fetch(request, env, locals.cfContext);
  const target = aliasTarget(url.pathname);
  if (target) return new Response(null, { status: 301, headers: { Location: `${encodeURI(target)}${url.search}` } });
  const locale = localeFromParam(localeParamOf(params.locale, url.pathname));
  locals.locale = locale ?? DEFAULT_LOCALE;
  const sentBookmark = cookies.get(BOOKMARK_COOKIE)?.value;
  const requestDb = RequestDb.open(env.DB, request.method, sentBookmark);
  defineLazyDb(locals, requestDb);
  locals.viewer = lazyViewer(cookies, env, () => locals.db);
  const response = await (locale ? pageResponse(request, url, locale, locals.cfContext, next) : next('/404'));
  if (!url.pathname.startsWith('/api/')) {
    // Back with the next page, so the member reads their own writes (decision 041); the API sets its own.
    const bookmark = bookmarkCookie(requestDb, sentBookmark);
    if (bookmark) response.headers.append('Set-Cookie', bookmark);
    // A page's own choice (e.g. no-referrer on token pages) wins over the defaults.
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) if (!response.headers.has(name)) response.headers.set(name, value);
    // Astro wrote the page's Content-Security-Policy (with its script hashes); add what it leaves out.
    const policy = response.headers.get('Content-Security-Policy');
    if (policy) response.headers.set('Content-Security-Policy', headerPolicy(policy));
    // A rendered page shows who asks, or what they just sent: no cache keeps it.
    if (!isPrerendered && !response.headers.has('Cache-Control')) response.headers.set('Cache-Control', 'private, no-store');
  }
  return response;
});

/**
 * `locals.db`, drizzle over the request's D1 session, made on first read and shared by the layout,
 * the page and the viewer's lookup; a page that reads nothing (or is prerendered) never opens one.
 * `locals.requestDb` is the session itself: the page's in-process API calls move it past their writes.
 */
function defineLazyDb(locals: App.Locals, requestDb: RequestDb): void {
  locals.requestDb = requestDb;
  Object.defineProperty(locals, 'db', { get: () => requestDb.db, enumerable: true, configurable: true });
}

/** The page: a visitor's read of a page that is the same for every visitor from the edge cache (decision 041), anything else rendered. */
function pageResponse(request: Request, url: URL, locale: Locale, context: ExecutionContext, render: () => Promise<Response>): Promise<Response> {
  const tag = visitorPageTag(url.pathname);
  if (!tag || !isVisitorRead(request)) return render();
  return visitorCached({ request, tag, locale, env, context, render });
}

function aliasTarget(rawPath: string): string | null {
  try {
    return resolveAlias(decodeURIComponent(rawPath));
  } catch {
    // A malformed escape sequence is no alias; the not-found page answers it.
    return null;
  }
}
