/**
 * Notifications as both sides see them (docs/decisions/032-notifications.md): the inbox's items,
 * the topics a member sets email and push for, and their defaults.
 */
import type { EmailCadence, NotificationKind, NotificationTopic } from './enums';
import type { MemberSummary } from './network';

export const NOTIFICATION_PAGE_SIZE = 20;
/** The bell counts up to this many unread notifications and shows "99+" beyond. */
export const UNREAD_COUNT_CAP = 100;
/** At most this many @mentions of one text notify (the rest stay plain links). */
export const MENTION_NOTIFY_LIMIT = 10;
/** Members the mention suggestions offer at most. */
export const MEMBER_SEARCH_LIMIT = 10;

/** What a notification leads to; `url` is the page in the reader's language. */
export interface NotificationTarget {
  type: 'post' | 'comment' | 'activity' | 'dog_invitation' | 'report' | 'account' | 'subscription' | 'dog';
  id: number | null;
  url: string;
}

export interface NotificationView {
  id: number;
  /**
   * Every notification this entry stands for: itself, or the unread members of its group in the
   * inbox (opening the entry marks them all read).
   */
  ids: number[];
  kind: NotificationKind;
  read: boolean;
  createdAt: string;
  /** Who acted: one member, or none for what the product itself says. */
  actors: MemberSummary[];
  /** Members who acted: likes grouped in this notification since it was last read, or the commenters of a grouped post (1 otherwise). */
  count: number;
  /** Different items one member liked, grouped in the inbox ("liked 5 of your activities"); 1 otherwise. */
  targets: number;
  target: NotificationTarget;
  /** The start of the comment or post, the activity's title or the dog's name, to recognise it by. */
  excerpt: string;
  /** The report's outcome (`dismissed`, `actioned`), or the end of a suspension or a trial (ISO). */
  detail: string;
}

export interface NotificationPage {
  items: NotificationView[];
  unread: number;
  nextCursor: string | null;
}

export interface TopicPreference {
  email: EmailCadence;
  push: boolean;
}

/**
 * Until a member chooses: what answers them arrives at once, likes in the weekly digest, due
 * reviews in the daily one. Push is off until the member turns it on for a device.
 */
export const DEFAULT_PREFERENCES: Record<NotificationTopic, TopicPreference> = {
  comment: { email: 'instant', push: true },
  reply: { email: 'instant', push: true },
  mention: { email: 'instant', push: true },
  like: { email: 'weekly', push: false },
  report_decided: { email: 'daily', push: false },
  // The invitation itself is mailed with its link; the notification only keeps it in view.
  dog_invitation: { email: 'off', push: true },
  trial_ending: { email: 'instant', push: false },
  reviews_due: { email: 'daily', push: true },
};

export type NotificationPreferences = Record<NotificationTopic, TopicPreference>;

/** The topic whose choices decide a kind's email and push; warnings and suspensions stay in the app (they are mailed on their own). */
export const TOPIC_OF: Record<NotificationKind, NotificationTopic | null> = {
  comment: 'comment',
  reply: 'reply',
  mention: 'mention',
  post_liked: 'like',
  comment_liked: 'like',
  activity_liked: 'like',
  report_decided: 'report_decided',
  warned: null,
  suspended: null,
  dog_invitation: 'dog_invitation',
  trial_ending: 'trial_ending',
  reviews_due: 'reviews_due',
};

/**
 * A push message's payload: what the service worker shows and opens on a click. A type rather than
 * an interface: the push builder takes plain JSON only.
 */
export type PushMessage = {
  title: string;
  body: string;
  /** The page a click opens (a path of this site). */
  url: string;
  /** One shown notification per tag: a renewed group replaces its earlier message. */
  tag: string;
};
