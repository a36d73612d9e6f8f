/**
 * The inbox's icon per kind of notification (docs/decisions/050-notification-groups.md): a speech
 * bubble for comments, an arrow for replies, an @ for mentions, a heart for likes, a flag for
 * reports, a shield for moderation, a paw for a dog, a star for Premium, a loop for reviews.
 * Lucide outlines; the ones other screens show too come from ../icons.
 */
import type { NotificationKind } from '../enums';
import { MESSAGE, REPEAT, STAR } from '../icons';
import { HEART } from './heart';
import { PAW } from './paw';

const REPLY = '<path d="M9 17 4 12l5-5"/><path d="M20 18v-2a4 4 0 0 0-4-4H4"/>';
const AT_SIGN = '<circle cx="12" cy="12" r="4"/><path d="M16 8v5a3 3 0 0 0 6 0v-1a10 10 0 1 0-4 8"/>';
const FLAG = '<path d="M4 15s1-1 4-1 5 2 8 2 4-1 4-1V3s-1 1-4 1-5-2-8-2-4 1-4 1z"/><path d="M4 22v-7"/>';
const SHIELD =
  '<path d="M20 13c0 5-3.5 7.5-7.66 8.95a1 1 0 0 1-.67-.01C7.5 20.5 4 18 4 13V6a1 1 0 0 1 1-1c2 0 4.5-1.2 6.24-2.72a1.17 1.17 0 0 1 1.52 0C14.51 3.81 17 5 19 5a1 1 0 0 1 1 1z"/>';

export const NOTIFICATION_ICONS: Record<NotificationKind, string> = {
  comment: MESSAGE,
  reply: REPLY,
  mention: AT_SIGN,
  post_liked: HEART,
  comment_liked: HEART,
  activity_liked: HEART,
  report_decided: FLAG,
  warned: SHIELD,
  suspended: SHIELD,
  dog_invitation: PAW,
  trial_ending: STAR,
  reviews_due: REPEAT,
};
