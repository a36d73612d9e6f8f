/**
 * Notification emails, in the member's language (docs/decisions/033-notification-delivery.md): what
 * arrived at once, and the daily or weekly digest. Each carries its one-click unsubscribe (RFC 8058).
 */
import { m } from '~/paraglide/messages.js';
import type { DigestCadence, Locale, NotificationTopic } from '~/shared/enums';
import { notificationText, quotesText } from '~/shared/notification-text';
import type { NotificationView } from '~/shared/notifications';
import { pathFor } from '~/shared/routes';
import type { MailMessage } from './mailer';
import { renderEmail } from './render';

export interface Recipient {
  email: string;
  locale: Locale;
  firstName: string;
  displayName: string;
}

export interface UnsubscribeLink {
  /** The page a person opens from the email's footer. */
  page: string;
  /** The endpoint a mail client posts to (List-Unsubscribe-Post). */
  oneClick: string;
  /** What the link stops, named in the footer. */
  topics: NotificationTopic[];
}

/** One entry: what happened, with the start of the text it is about. */
export function notificationLine(item: NotificationView, locale: Locale): string {
  const text = notificationText(item, locale);
  if (!item.excerpt || !quotesText(item)) return text;
  return `${text}: ${m.notification_quote({ text: item.excerpt }, { locale })}`;
}

export const topicName = (topic: NotificationTopic, locale: Locale): string => m[`notification_settings_topic_${topic}`]({}, { locale });

function notificationMessage(
  recipient: Recipient,
  origin: string,
  unsubscribe: UnsubscribeLink,
  { subject, intro, items, more }: { subject: string; intro: string; items: NotificationView[]; more: number },
): MailMessage {
  const { locale } = recipient;
  const o = { locale };
  return {
    to: recipient.email,
    subject,
    headers: { 'List-Unsubscribe': `<${unsubscribe.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    ...renderEmail({
      locale,
      heading: m.email_greeting({ name: recipient.firstName || recipient.displayName }, o),
      paragraphs: more > 0 ? [intro, m.notification_digest_more({ count: String(more) }, o)] : [intro],
      items: items.map((item) => ({ text: notificationLine(item, locale), url: `${origin}${item.target.url}` })),
      action: { label: m.notification_email_action({}, o), url: `${origin}${pathFor('notifications', locale)}` },
      unsubscribe: {
        note: m.notification_email_why({ topics: unsubscribe.topics.map((topic) => topicName(topic, locale)).join(', ') }, o),
        label: m.notification_email_unsubscribe({}, o),
        url: unsubscribe.page,
      },
    }),
  };
}

/** What the member wants to hear at once: one email for what arrived together. */
export function instantEmail(recipient: Recipient, items: NotificationView[], origin: string, unsubscribe: UnsubscribeLink): MailMessage {
  const o = { locale: recipient.locale };
  const [first] = items;
  const subject =
    items.length === 1 && first ? notificationText(first, recipient.locale) : m.notification_email_subject_many({ count: String(items.length) }, o);
  return notificationMessage(recipient, origin, unsubscribe, { subject, intro: m.notification_email_intro({}, o), items, more: 0 });
}

/** The unread news of a day or a week; `total` counts beyond the items shown. */
export function digestEmail(
  recipient: Recipient,
  cadence: DigestCadence,
  items: NotificationView[],
  total: number,
  origin: string,
  unsubscribe: UnsubscribeLink,
): MailMessage {
  const o = { locale: recipient.locale };
  const count = { count: String(total) };
  return notificationMessage(recipient, origin, unsubscribe, {
    subject: cadence === 'daily' ? m.notification_digest_subject_daily(count, o) : m.notification_digest_subject_weekly(count, o),
    intro: cadence === 'daily' ? m.notification_digest_intro_daily({}, o) : m.notification_digest_intro_weekly({}, o),
    items,
    more: total - items.length,
  });
}
