/** Every page of the route table in both languages, with real ids where a page needs one. */
import type { Locale } from '~/shared/enums';
import { localizePath, routes } from '~/shared/routes';
import { LOCALES } from './static-pages';

export function everyPage(activityId: number, locales: readonly Locale[] = LOCALES): string[] {
  const paths = Object.entries(routes).map(([key, route]) => (key === 'resetPassword' || key === 'dogInvitation' ? `${route.path}/not-a-token` : route.path));
  paths.push(`/activities/${activityId}`, `/activities/${activityId}/edit`);
  return locales.flatMap((locale) => paths.map((path) => localizePath(path, locale)));
}
