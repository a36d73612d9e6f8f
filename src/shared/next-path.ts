/**
 * Where a member goes after signing in (docs/decisions/014-sign-in-hardening.md): the one reader
 * of `?next=`, for the login island and the login without JavaScript alike.
 */
import type { Locale } from './enums';
import { pathFor, routes, splitLocale } from './routes';

/** Pages under a route that take an id or a name: an activity and its edit form, a member. */
const DYNAMIC_PAGES: readonly RegExp[] = [/^\/activities\/\d+(\/edit)?$/, /^\/members\/[^/]+$/, /^\/community\/posts\/\d+$/];
const PAGE_PATHS = new Set<string>(Object.values(routes).map((route) => route.path));

/** Whether a decoded path (with or without the `/en` prefix) is one of the product's pages. */
function isPagePath(pathname: string): boolean {
  const { path } = splitLocale(pathname);
  return PAGE_PATHS.has(path) || DYNAMIC_PAGES.some((page) => page.test(path));
}

/**
 * Where to go after signing in: `next` resolved against the site's own origin the way a browser
 * would (tabs and newlines dropped, backslashes read as slashes), kept only when it stays on the
 * site AND names a page of the route table; anything else gives Heute, where members land. The one rule for
 * every reader of `?next=` (docs/decisions/014-sign-in-hardening.md).
 */
export function safeNextPath(next: string | null | undefined, origin: string, locale: Locale): string {
  const fallback = pathFor('today', locale);
  if (!next) return fallback;
  let url: URL;
  let pathname: string;
  try {
    url = new URL(next, origin);
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return fallback;
  }
  if (url.origin !== new URL(origin).origin || !isPagePath(pathname)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
