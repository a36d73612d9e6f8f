/** What a member hears from moderation: a warning, or a suspension with its end. */
import { m } from '~/paraglide/messages.js';
import { intlLocale } from '~/shared/intl-locale';
import type { User } from '~/server/db/schema';
import type { MailMessage } from './mailer';
import { renderEmail } from './render';

export function moderationEmail(user: User, notice: { kind: 'warned' } | { kind: 'suspended'; until: Date }): MailMessage {
  const locale = user.locale;
  const o = { locale };
  const until = notice.kind === 'suspended' ? notice.until.toLocaleString(intlLocale(locale), { dateStyle: 'long', timeStyle: 'short' }) : '';
  return {
    to: user.email,
    subject: notice.kind === 'warned' ? m.moderation_warned_subject({}, o) : m.moderation_suspended_subject({}, o),
    ...renderEmail({
      locale,
      heading: m.email_greeting({ name: user.firstName || user.displayName }, o),
      paragraphs: [notice.kind === 'warned' ? m.moderation_warned_body({}, o) : m.moderation_suspended_body({ until }, o), m.moderation_rules({}, o)],
    }),
  };
}
