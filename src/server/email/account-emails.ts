/** The account emails (verification, password reset, second factor), in the member's language. */
import { m } from '~/paraglide/messages.js';
import type { Locale } from '~/shared/enums';
import { pathFor } from '~/shared/routes';
import type { User } from '~/server/db/schema';
import type { MailMessage } from './mailer';
import { memberEmail } from './member-email';
import { renderEmail } from './render';

export function verificationEmail(user: User, origin: string, token: string): MailMessage {
  const locale: Locale = user.locale;
  const o = { locale };
  const url = `${origin}/api/verify-email/${encodeURIComponent(token)}`;
  return {
    to: user.email,
    subject: m.verify_email_subject({}, o),
    ...renderEmail({
      locale,
      heading: m.verify_email_heading({ name: user.firstName || user.username }, o),
      paragraphs: [m.verify_email_body({}, o), m.verify_email_ignore({}, o)],
      action: { label: m.verify_email_action({}, o), url },
    }),
  };
}

/** The page behind a reset token, in the member's language. */
const resetPasswordUrl = (origin: string, locale: Locale, token: string) => `${origin}${pathFor('resetPassword', locale)}/${encodeURIComponent(token)}`;

export function passwordResetEmail(user: User, origin: string, token: string): MailMessage {
  const locale: Locale = user.locale;
  const o = { locale };
  const url = resetPasswordUrl(origin, locale, token);
  return {
    to: user.email,
    subject: m.reset_email_subject({}, o),
    ...renderEmail({
      locale,
      heading: m.reset_email_heading({}, o),
      paragraphs: [m.reset_email_body({}, o), m.reset_email_ignore({}, o)],
      action: { label: m.reset_email_action({}, o), url },
    }),
  };
}

/** The temporary password of an account an admin created or reset; it signs in once. */
export function temporaryPasswordEmail(user: User, origin: string, password: string, reason: 'created' | 'reset'): MailMessage {
  const locale: Locale = user.locale;
  const o = { locale };
  return {
    to: user.email,
    subject: reason === 'created' ? m.temp_password_created_subject({}, o) : m.temp_password_reset_subject({}, o),
    ...renderEmail({
      locale,
      heading: m.email_greeting({ name: user.firstName || user.displayName }, o),
      paragraphs: [
        reason === 'created' ? m.temp_password_created_body({}, o) : m.temp_password_reset_body({}, o),
        m.temp_password_value({ password }, o),
        m.temp_password_once({}, o),
      ],
      action: { label: m.temp_password_action({}, o), url: `${origin}${pathFor('login', locale)}` },
    }),
  };
}

export type TwoFactorChange = 'enabled' | 'disabled' | 'removed_by_admin';

/**
 * Tells the member their second factor was turned on, off, or removed by an admin, with a fresh
 * reset link: whoever did it knew the password (or was an admin), so a stranger is locked out again at once.
 */
export function twoFactorChangedEmail(user: User, origin: string, resetToken: string, change: TwoFactorChange): MailMessage {
  const locale: Locale = user.locale;
  const o = { locale };
  const texts = {
    enabled: [m.two_factor_email_enabled_subject, m.two_factor_email_enabled_body],
    disabled: [m.two_factor_email_disabled_subject, m.two_factor_email_disabled_body],
    removed_by_admin: [m.two_factor_email_removed_subject, m.two_factor_email_removed_body],
  } as const;
  const [subject, body] = texts[change];
  return memberEmail(user, subject({}, o), {
    paragraphs: [body({}, o), m.two_factor_email_not_you({}, o)],
    action: { label: m.reset_email_action({}, o), url: resetPasswordUrl(origin, locale, resetToken) },
  });
}

/** Tells the member their password changed (by them, by a reset link, after a temporary one), so a stranger's change does not go unnoticed. */
export function passwordChangedEmail(user: User): MailMessage {
  const locale: Locale = user.locale;
  const o = { locale };
  return {
    to: user.email,
    subject: m.password_changed_email_subject({}, o),
    ...renderEmail({
      locale,
      heading: m.email_greeting({ name: user.firstName || user.displayName }, o),
      paragraphs: [m.password_changed_email_body({}, o), m.password_changed_email_not_you({}, o)],
    }),
  };
}
