/**
 * The aliases of the product's pages (docs/product-rules.md §2): paths that answer with a permanent
 * redirect to a page of the route table (routes.ts), in either language. Only the server and the
 * tests read them, so they stay out of the islands' first load.
 */
import { localizePath, type RouteKey, routes, splitLocale } from './routes';

export const routeAliases = {
  today: ['/heute'],
  about: ['/ueber-uns'],
  help: ['/hilfe'],
  contact: ['/kontakt'],
  legal: ['/legal'],
  privacy: ['/datenschutz'],
  terms: ['/agb'],
  activities: ['/aktivitäten'],
  courses: ['/kurse'],
  createActivity: ['/aktivitäten/create', '/create-activity', '/create'],
  myActivities: ['/meine-aktivitäten'],
  manageActivities: ['/activities/admin'],
  profile: ['/profil'],
  notificationSettings: ['/einstellungen/benachrichtigungen'],
  trainingField: ['/feldmodus'],
  premium: ['/subscription', '/abonnement'],
  subscribe: ['/upgrade'],
  cancelContract: ['/kuendigen', '/kündigen'],
  login: ['/anmelden'],
  register: ['/registrieren'],
  welcome: ['/willkommen'],
  adminUsers: ['/admin'],
} as const satisfies Partial<Record<RouteKey, readonly string[]>>;

/** The aliases of one page (none for most). */
export const aliasesOf = (key: RouteKey): readonly string[] => (routeAliases as Partial<Record<RouteKey, readonly string[]>>)[key] ?? [];

/** Path prefixes that alias a whole subtree, e.g. `/aktivitäten/42` → `/activities/42`. */
const prefixAliases: ReadonlyArray<readonly [from: string, to: string]> = [['/aktivitäten/', '/activities/']];

const aliasTargets = new Map<string, string>(
  (Object.keys(routes) as RouteKey[]).flatMap((key) => aliasesOf(key).map((alias) => [alias, routes[key].path] as const)),
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
