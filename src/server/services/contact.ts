import type { Locale } from '~/shared/enums';
import { contactSubjectLabel, type ContactInput } from '~/shared/schemas/contact';
import type { Db } from '~/server/db/client';
import { contactMessages } from '~/server/db/schema';
import { renderEmail } from '~/server/email/render';
import type { Mailer } from '~/server/email/mailer';
import { m } from '~/paraglide/messages.js';

/**
 * Stores the message, then emails support. A failed delivery is logged, not reported to the
 * sender: the message is already stored, and a retry would only store it twice.
 * Support reads German; the sender's language is recorded with the message, and a signed-in
 * sender's account, so the message goes when the account does.
 */
export async function submitContactMessage(
  db: Db,
  mailer: Mailer,
  supportAddress: string,
  input: ContactInput,
  locale: Locale,
  senderId: number | null,
): Promise<{ id: number }> {
  const [row] = await db
    .insert(contactMessages)
    .values({ ...input, locale, userId: senderId })
    .returning({ id: contactMessages.id });
  if (!row) throw new Error('contact message was not stored');
  const supportLocale: Locale = 'de';
  const subject = contactSubjectLabel(input.subject, supportLocale);
  const { html, text } = renderEmail({
    locale: supportLocale,
    heading: m.contact_email_intro({}, { locale: supportLocale }),
    paragraphs: [
      `${m.contact_email_from({}, { locale: supportLocale })}: ${input.firstName} ${input.lastName} <${input.email}> (${locale})`,
      `${m.contact_subject({}, { locale: supportLocale })}: ${subject}`,
      input.message,
    ],
  });
  try {
    await mailer.send({
      to: supportAddress,
      replyTo: input.email,
      subject: m.contact_email_subject({ subject }, { locale: supportLocale }),
      html,
      text,
    });
  } catch (error) {
    console.error(`contact message ${row.id}: support email failed`, error);
  }
  return row;
}
