/**
 * The pages a post card links to, in a language: a member's page and an activity. Kept apart from
 * the route table (src/shared/routes.ts, whose test checks that both agree) so the feed's cards
 * can link without loading the whole table into the island pages' first load.
 */
import { DEFAULT_LOCALE, type Locale } from './enums';

const prefix = (locale: Locale) => (locale === DEFAULT_LOCALE ? '' : '/en');

export const memberPath = (username: string, locale: Locale): string => `${prefix(locale)}/members/${encodeURIComponent(username)}`;

export const activityPath = (id: number, locale: Locale): string => `${prefix(locale)}/activities/${id}`;

/** A post's own page; `commentId` scrolls to that comment (a notification's target). */
export const postPath = (id: number, locale: Locale, commentId?: number): string =>
  `${prefix(locale)}/community/posts/${id}${commentId === undefined ? '' : `#comment-${commentId}`}`;

/** The feed of one post type or one hashtag (`type`, `tag`: what `GET /api/posts` and the feed page read). */
export const feedPath = (filter: { type: 'success_story' } | { tag: string }, locale: Locale): string =>
  `${prefix(locale)}/community?${new URLSearchParams(filter)}`;
