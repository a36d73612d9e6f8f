/** What a member hears about their application to become a trainer (docs/decisions/045-trainer-applications.md). */
import { m } from '~/paraglide/messages.js';
import { pathFor } from '~/shared/routes';
import { TRAINER_SECTION_ANCHOR } from '~/shared/trainers';
import type { User } from '~/server/db/schema';
import type { MailMessage } from './mailer';
import { memberEmail } from './member-email';

/** The steps of an application the member is told about. */
export type TrainerNotice = { kind: 'received' } | { kind: 'approved' } | { kind: 'declined'; reason: string } | { kind: 'withdrawn' };

export function trainerApplicationEmail(
  user: Pick<User, 'email' | 'locale' | 'firstName' | 'displayName'>,
  origin: string,
  notice: TrainerNotice,
): MailMessage {
  const locale = user.locale;
  const o = { locale };
  const texts = {
    received: [m.trainer_email_received_subject, m.trainer_email_received_body],
    approved: [m.trainer_email_approved_subject, m.trainer_email_approved_body],
    declined: [m.trainer_email_declined_subject, m.trainer_email_declined_body],
    withdrawn: [m.trainer_email_withdrawn_subject, m.trainer_email_withdrawn_body],
  } as const;
  const [subject, body] = texts[notice.kind];
  const reason = notice.kind === 'declined' && notice.reason ? [m.trainer_email_declined_reason({ reason: notice.reason }, o)] : [];
  return memberEmail(user, subject({}, o), {
    paragraphs: [body({}, o), ...reason],
    action: { label: m.trainer_email_action({}, o), url: `${origin}${pathFor('profile', locale)}#${TRAINER_SECTION_ANCHOR}` },
  });
}
