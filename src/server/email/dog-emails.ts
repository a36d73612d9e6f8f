/** The invitation to co-own a dog, in the invitee's language. */
import { m } from '~/paraglide/messages.js';
import { DOG_INVITATION_DAYS } from '~/shared/schemas/dogs';
import { pathFor } from '~/shared/routes';
import type { User } from '~/server/db/schema';
import type { MailMessage } from './mailer';
import { renderEmail } from './render';

export function dogInvitationEmail(invitee: User, inviterName: string, dogName: string, origin: string, token: string): MailMessage {
  const locale = invitee.locale;
  const o = { locale };
  const url = `${origin}${pathFor('dogInvitation', locale)}/${encodeURIComponent(token)}`;
  return {
    to: invitee.email,
    subject: m.dog_invitation_email_subject({ inviter: inviterName, dog: dogName }, o),
    ...renderEmail({
      locale,
      heading: m.email_greeting({ name: invitee.firstName || invitee.displayName }, o),
      paragraphs: [
        m.dog_invitation_email_body({ inviter: inviterName, dog: dogName }, o),
        m.dog_invitation_email_expiry({ days: DOG_INVITATION_DAYS }, o),
        m.dog_invitation_email_ignore({}, o),
      ],
      action: { label: m.dog_invitation_email_action({}, o), url },
    }),
  };
}
