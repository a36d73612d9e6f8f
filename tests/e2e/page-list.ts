/** A seeded member whose page stands for the member pages. */
const SEEDED_MEMBER = 'trainerin_julia';
/** The seed's first post stands for the post pages. */
export const SEEDED_POST = 1;

/** A seeded official course stands for the course pages. */
const SEEDED_COURSE = DEMO_COURSE_IDS.de.puppy;

/** Every page of the route table in both languages, with real ids and names where a page needs one. */
import type { Locale } from '~/shared/enums';
import { DEMO_COURSE_IDS } from '~/server/db/seed/course-ids';
import { localizePath, routes } from '~/shared/routes';
import { LOCALES } from './static-pages';

export function everyPage(activityId: number, locales: readonly Locale[] = LOCALES): string[] {
  const paths = Object.entries(routes).map(([key, route]) => {
    if (key === 'resetPassword' || key === 'dogInvitation') return `${route.path}/not-a-token`;
    if (key === 'post') return `${route.path}/${SEEDED_POST}`;
    if (key === 'unsubscribe') return `${route.path}?token=not-a-token`;
    return key === 'member' ? `${route.path}/${SEEDED_MEMBER}` : route.path;
  });
  paths.push(`/activities/${activityId}`, `/activities/${activityId}/edit`, `${routes.courses.path}/${SEEDED_COURSE}`);
  return locales.flatMap((locale) => paths.map((path) => localizePath(path, locale)));
}
