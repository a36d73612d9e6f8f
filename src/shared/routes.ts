/**
 * The one table of the product's pages (docs/product-rules.md §2, docs/architecture.md §4), with
 * their aliases beside it in route-aliases.ts. German pages live at the canonical path, English
 * ones under `/en`. Pages, the header, the islands and the route tests read this table; it holds
 * paths only, because every island's first load carries it.
 */
import { DEFAULT_LOCALE, LOCALES, type Locale } from './enums';

export interface RouteDef {
  /** Canonical path of the German page; the English page is `/en` + path. */
  path: string;
  /** Prerendered at build time in both languages (no Worker CPU, no React). */
  static?: boolean;
}

export const routes = {
  home: { path: '/', static: true },
  today: { path: '/today' },
  about: { path: '/about', static: true },
  help: { path: '/help', static: true },
  contact: { path: '/contact', static: true },
  legal: { path: '/impressum', static: true },
  privacy: { path: '/privacy', static: true },
  terms: { path: '/terms', static: true },
  /** What the installed app shows for a page it has not kept, without a connection (docs/decisions/031). */
  offline: { path: '/offline', static: true },
  community: { path: '/community' },
  createPost: { path: '/community/create-post' },
  network: { path: '/community/network' },
  qa: { path: '/community/qa' },
  /** Posts, questions and activities by relevance (docs/decisions/054-search-by-relevance.md). */
  communitySearch: { path: '/community/search' },
  /** This week's and all-time ranking of dogs whose owners share milestones (docs/decisions/051-highscore.md). */
  highscore: { path: '/community/highscore' },
  /** Followed by `/{id}`: one post with its comments, where a notification leads (docs/decisions/032-notifications.md). */
  post: { path: '/community/posts' },
  notifications: { path: '/notifications' },
  /** Topics × channels: what reaches the member in the app, by email and by push (docs/decisions/050-notification-groups.md). */
  notificationSettings: { path: '/settings/notifications' },
  /** `?token=…`: what a notification email's unsubscribe link opens, without signing in (docs/decisions/033). */
  unsubscribe: { path: '/notifications/unsubscribe' },
  /** Followed by `/{username}`: a member's public page (docs/decisions/028-network.md). */
  member: { path: '/members' },
  activities: { path: '/activities' },
  /** The course catalogue: step-by-step plans a dog follows by its logged evidence (docs/decisions/046-following-courses.md). */
  courses: { path: '/courses' },
  /** A trainer's new course; an existing one is edited at `/courses/{id}/edit` (docs/decisions/048-course-editor.md). */
  createCourse: { path: '/courses/new' },
  createActivity: { path: '/activities/create' },
  myActivities: { path: '/activities/mine' },
  manageActivities: { path: '/activities/manage' },
  profile: { path: '/profile' },
  /** The current dog's training journal: reviews, progress, sessions (docs/decisions/023-training-journal.md). */
  training: { path: '/training' },
  /** `?activity={id}`: clicker, timer and session form on one full screen, for training outside (docs/decisions/043-field-mode.md). */
  trainingField: { path: '/training/field' },
  premium: { path: '/premium' },
  subscribe: { path: '/subscribe' },
  /** 'Verträge hier kündigen' (§312k BGB): the subscription's cancellation page (docs/decisions/039-subscription-cancellation.md). */
  cancelContract: { path: '/cancel' },
  login: { path: '/login' },
  register: { path: '/register' },
  emailVerified: { path: '/email-verified' },
  /** The first-run setup a new member meets after the verification link and the disclaimer (docs/decisions/038-first-run.md). */
  welcome: { path: '/welcome' },
  /** Followed by `/{token}`. */
  resetPassword: { path: '/reset-password' },
  /** Followed by `/{token}`: the link of a dog co-ownership invitation (docs/decisions/022-dogs.md). */
  dogInvitation: { path: '/dogs/invitations' },
  adminUsers: { path: '/admin/users' },
  auditLog: { path: '/admin/audit' },
  /** Emails and pushes that failed every try of the delivery Queue, sent again from here (docs/decisions/040-delivery-queue.md). */
  deadLetters: { path: '/admin/deliveries' },
  /** Applications to become a trainer, approved or declined here (docs/decisions/045-trainer-applications.md). */
  adminTrainers: { path: '/admin/trainers' },
  moderation: { path: '/moderation' },
} as const satisfies Record<string, RouteDef>;

export type RouteKey = keyof typeof routes;

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

/** A course's page, or its editor or insights (`part`). */
export function coursePath(locale: Locale, id: number, part?: 'edit' | 'insights'): string {
  return `${pathFor('courses', locale)}/${id}${part ? `/${part}` : ''}`;
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

/** `getStaticPaths` for pages prerendered in both languages from `src/pages/[...locale]/`. */
export function localeStaticPaths() {
  return LOCALES.map((locale) => ({ params: { locale: locale === DEFAULT_LOCALE ? undefined : locale }, props: { locale } }));
}
