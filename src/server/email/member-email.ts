/** A mail to one member, greeting them by name in their own language (the account and trainer emails). */
import { m } from '~/paraglide/messages.js';
import type { User } from '~/server/db/schema';
import type { MailMessage } from './mailer';
import { type EmailContent, renderEmail } from './render';

export function memberEmail(
  user: Pick<User, 'email' | 'locale' | 'firstName' | 'displayName'>,
  subject: string,
  content: Omit<EmailContent, 'locale' | 'heading'>,
): MailMessage {
  const locale = user.locale;
  return {
    to: user.email,
    subject,
    ...renderEmail({ locale, heading: m.email_greeting({ name: user.firstName || user.displayName }, { locale }), ...content }),
  };
}
