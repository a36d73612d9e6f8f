/** The prerendered pages and what the journeys expect of them, read from the route table and messages. */
import de from '../../messages/de.json' with { type: 'json' };
import en from '../../messages/en.json' with { type: 'json' };
import type { Locale } from '~/shared/enums';
import { aliasesOf } from '~/shared/route-aliases';
import { localizePath, routes, type RouteKey } from '~/shared/routes';

export const messages = { de, en } as const;
export type MessageKey = keyof typeof de;
export const LOCALES: Locale[] = ['de', 'en'];

const titleKeys = {
  home: 'home_meta_title',
  about: 'about_meta_title',
  help: 'help_meta_title',
  contact: 'contact_meta_title',
  legal: 'legal_meta_title',
  privacy: 'privacy_meta_title',
  terms: 'terms_meta_title',
  offline: 'offline_meta_title',
} as const satisfies Partial<Record<RouteKey, MessageKey>>;

export const staticPages = (Object.keys(titleKeys) as (keyof typeof titleKeys)[]).map((key) => ({
  key,
  path: routes[key].path,
  aliases: aliasesOf(key),
  title: (locale: Locale) => messages[locale][titleKeys[key]],
  url: (locale: Locale) => localizePath(routes[key].path, locale),
}));

export const staticRouteKeys = Object.entries(routes)
  .filter(([, route]) => 'static' in route && route.static)
  .map(([key]) => key);
