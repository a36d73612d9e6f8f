/**
 * What a notification says, in the reader's language: the inbox, the emails and the push messages
 * all word it here (docs/decisions/032-notifications.md).
 */
import { m } from '~/paraglide/messages.js';
import type { Locale } from './enums';
import { intlLocale } from './intl-locale';
import type { NotificationView } from './notifications';

/** `targets` only in the inbox, where one member's likes of several items are one entry. */
type Item = Pick<NotificationView, 'kind' | 'actors' | 'count' | 'excerpt' | 'detail'> & Partial<Pick<NotificationView, 'targets'>>;

/** "Tom", "Tom and one other", "Tom and 3 others": the newest actor and how many more. */
function who(item: Item, locale: Locale): string {
  const o = { locale };
  const name = item.actors[0]?.displayName ?? m.notification_someone({}, o);
  if (item.count <= 1) return name;
  if (item.count === 2) return m.notification_who_two({ name }, o);
  return m.notification_who_many({ name, others: String(item.count - 1) }, o);
}

const date = (iso: string, locale: Locale, style: Intl.DateTimeFormatOptions) =>
  Number.isNaN(Date.parse(iso)) ? '' : new Intl.DateTimeFormat(intlLocale(locale), style).format(new Date(iso));

/** One member's likes of several items: "Tom liked 5 of your activities". */
function likedByOne(item: Item, locale: Locale): string | null {
  const count = item.targets ?? 1;
  if (count <= 1) return null;
  const o = { locale };
  const input = { name: item.actors[0]?.displayName ?? m.notification_someone({}, o), count };
  if (item.kind === 'post_liked') return m.notification_post_liked_by_one(input, o);
  if (item.kind === 'comment_liked') return m.notification_comment_liked_by_one(input, o);
  if (item.kind === 'activity_liked') return m.notification_activity_liked_by_one(input, o);
  return null;
}

export function notificationText(item: Item, locale: Locale): string {
  const o = { locale };
  const actor = { who: who(item, locale) };
  const byOne = likedByOne(item, locale);
  if (byOne !== null) return byOne;
  switch (item.kind) {
    case 'comment':
      // Several commenters on one post (grouped in the inbox): the verb follows them ("haben").
      return item.count > 1
        ? m.notification_comment_group({ name: item.actors[0]?.displayName ?? m.notification_someone({}, o), others: item.count - 1 }, o)
        : m.notification_comment(actor, o);
    case 'reply':
      return m.notification_reply(actor, o);
    case 'mention':
      return m.notification_mention(actor, o);
    case 'post_liked':
      return m.notification_post_liked(actor, o);
    case 'comment_liked':
      return m.notification_comment_liked(actor, o);
    case 'activity_liked':
      return m.notification_activity_liked(actor, o);
    case 'report_decided':
      return item.detail === 'dismissed' ? m.notification_report_dismissed({}, o) : m.notification_report_actioned({}, o);
    case 'warned':
      return m.notification_warned({}, o);
    case 'suspended':
      return m.notification_suspended({ until: date(item.detail, locale, { dateStyle: 'long', timeStyle: 'short' }) }, o);
    case 'dog_invitation':
      return m.notification_dog_invitation({ ...actor, dog: item.excerpt }, o);
    case 'trial_ending':
      return m.notification_trial_ending({ date: date(item.detail, locale, { dateStyle: 'long' }) }, o);
    case 'reviews_due':
      return m.notification_reviews_due({ dog: item.excerpt, count: String(item.count) }, o);
  }
}

/** Kinds whose excerpt is the member's own words (a comment, a post) rather than a name or title. */
export const quotesText = (item: Pick<NotificationView, 'kind' | 'target'>): boolean =>
  item.target.type === 'comment' || item.target.type === 'post' || item.kind === 'activity_liked';
