/**
 * The one table of the product's pages and their aliases (docs/product-rules.md §2, docs/architecture.md §4).
 * German pages live at the canonical path, English ones under `/en`. Pages, the alias
 * redirects, the header and the route tests all read this table.
 */
import { DEFAULT_LOCALE, LOCALES, type Locale } from './enums';

export interface RouteDef {
  /** Canonical path of the German page; the English page is `/en` + path. */
  path: string;
  /** Paths that answer with a permanent redirect to `path` (in either language). */
  aliases?: readonly string[];
  /** Prerendered at build time in both languages (no Worker CPU, no React). */
  static?: boolean;
}

export const routes = {
  home: { path: '/', static: true },
  today: { path: '/today', aliases: ['/heute'] },
  about: { path: '/about', aliases: ['/ueber-uns'], static: true },
  help: { path: '/help', aliases: ['/hilfe'], static: true },
  contact: { path: '/contact', aliases: ['/kontakt'], static: true },
  legal: { path: '/impressum', aliases: ['/legal'], static: true },
  privacy: { path: '/privacy', aliases: ['/datenschutz'], static: true },
  terms: { path: '/terms', aliases: ['/agb'], static: true },
  /** What the installed app shows for a page it has not kept, without a connection (docs/decisions/031). */
  offline: { path: '/offline', static: true },
  community: { path: '/community' },
  createPost: { path: '/community/create-post' },
  network: { path: '/community/network' },
  qa: { path: '/community/qa' },
  /** Followed by `/{id}`: one post with its comments, where a notification leads (docs/decisions/032-notifications.md). */
  post: { path: '/community/posts' },
  notifications: { path: '/notifications' },
  /** `?token=…`: what a notification email's unsubscribe link opens, without signing in (docs/decisions/033). */
  unsubscribe: { path: '/notifications/unsubscribe' },
  /** Followed by `/{username}`: a member's public page (docs/decisions/028-network.md). */
  member: { path: '/members' },
  activities: { path: '/activities', aliases: ['/aktivitäten'] },
  createActivity: { path: '/activities/create', aliases: ['/aktivitäten/create', '/create-activity', '/create'] },
  myActivities: { path: '/activities/mine', aliases: ['/meine-aktivitäten'] },
  manageActivities: { path: '/activities/manage', aliases: ['/activities/admin'] },
  profile: { path: '/profile', aliases: ['/profil'] },
  /** The current dog's training journal: reviews, progress, sessions (docs/decisions/023-training-journal.md). */
  training: { path: '/training' },
  /** `?activity={id}`: clicker, timer and session form on one full screen, for training outside (docs/decisions/043-field-mode.md). */
  trainingField: { path: '/training/field', aliases: ['/feldmodus'] },
  premium: { path: '/premium', aliases: ['/subscription', '/abonnement'] },
  subscribe: { path: '/subscribe', aliases: ['/upgrade'] },
  /** 'Verträge hier kündigen' (§312k BGB): the subscription's cancellation page (docs/decisions/039-subscription-cancellation.md). */
  cancelContract: { path: '/cancel', aliases: ['/kuendigen', '/kündigen'] },
  login: { path: '/login', aliases: ['/anmelden'] },
  register: { path: '/register', aliases: ['/registrieren'] },
  emailVerified: { path: '/email-verified' },
  /** The first-run setup a new member meets after the verification link and the disclaimer (docs/decisions/038-first-run.md). */
  welcome: { path: '/welcome', aliases: ['/willkommen'] },
  /** Followed by `/{token}`. */
  resetPassword: { path: '/reset-password' },
  /** Followed by `/{token}`: the link of a dog co-ownership invitation (docs/decisions/022-dogs.md). */
  dogInvitation: { path: '/dogs/invitations' },
  adminUsers: { path: '/admin/users', aliases: ['/admin'] },
  auditLog: { path: '/admin/audit' },
  /** Emails and pushes that failed every try of the delivery Queue, sent again from here (docs/decisions/040-delivery-queue.md). */
  deadLetters: { path: '/admin/deliveries' },
  moderation: { path: '/moderation' },
} as const satisfies Record<string, RouteDef>;

export type RouteKey = keyof typeof routes;

/** Path prefixes that alias a whole subtree, e.g. `/aktivitäten/42` → `/activities/42`. */
const prefixAliases: ReadonlyArray<readonly [from: string, to: string]> = [['/aktivitäten/', '/activities/']];

const EN_PREFIX = '/en';

/** The path of a page in a language: `/about` → `/en/about`, `/` → `/en`. */
export function localizePath(path: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return path;
  return path === '/' ? EN_PREFIX : `${EN_PREFIX}${path}`;
}

export function pathFor(key: RouteKey, locale: Locale): string {
  return localizePath(routes[key].path, locale);
}

/** Field mode, about one activity or (without one) to choose among the latest trained. */
export function fieldModePath(locale: Locale, activityId?: number | null): string {
  const path = pathFor('trainingField', locale);
  return activityId ? `${path}?activity=${activityId}` : path;
}

/** The login page that returns to `next` (a localized path) after signing in. */
export function loginPathFor(locale: Locale, next: string): string {
  return `${pathFor('login', locale)}?next=${encodeURIComponent(next)}`;
}

/** Splits a decoded pathname into its language and the path without the language prefix. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  if (pathname === EN_PREFIX || pathname === `${EN_PREFIX}/`) return { locale: 'en', path: '/' };
  if (pathname.startsWith(`${EN_PREFIX}/`)) return { locale: 'en', path: pathname.slice(EN_PREFIX.length) };
  return { locale: DEFAULT_LOCALE, path: pathname };
}

/** The same page in the other language (the language switch). */
export function switchLocale(pathname: string, target: Locale): string {
  return localizePath(splitLocale(pathname).path, target);
}

const aliasTargets = new Map<string, string>(
  Object.values(routes as Record<string, RouteDef>).flatMap((r) => (r.aliases ?? []).map((a) => [a, r.path] as const)),
);

/** Where an alias path redirects to (keeping the language), or null when the path is no alias. */
export function resolveAlias(pathname: string): string | null {
  const { locale, path } = splitLocale(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
  const exact = aliasTargets.get(path);
  if (exact) return localizePath(exact, locale);
  for (const [from, to] of prefixAliases) {
    if (path.startsWith(from) && path.length > from.length) return localizePath(to + path.slice(from.length), locale);
  }
  return null;
}

/** `getStaticPaths` for pages prerendered in both languages from `src/pages/[...locale]/`. */
export function localeStaticPaths() {
  return LOCALES.map((locale) => ({ params: { locale: locale === DEFAULT_LOCALE ? undefined : locale }, props: { locale } }));
}

/** Pages under a route that take an id or a name: an activity and its edit form, a member. */
const DYNAMIC_PAGES: readonly RegExp[] = [/^\/activities\/\d+(\/edit)?$/, /^\/members\/[^/]+$/, /^\/community\/posts\/\d+$/];
const PAGE_PATHS = new Set<string>(Object.values(routes as Record<string, RouteDef>).map((r) => r.path));

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
