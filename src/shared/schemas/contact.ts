import * as v from 'valibot';
import { CONTACT_SUBJECTS, type ContactSubject, type Locale } from '~/shared/enums';
import { messageKey, translate } from '~/shared/messages';
import { emailField, formField, requiredText } from './fields';

export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 5000;
export const CONTACT_NAME_MAX = 50;

/** The contact form (docs/product-rules.md §2): every field is required; what the page validates, the API validates. */
export const contactSchema = v.object({
  firstName: requiredText(CONTACT_NAME_MAX, messageKey('contact_error_first_name'), messageKey('contact_error_name_too_long')),
  lastName: requiredText(CONTACT_NAME_MAX, messageKey('contact_error_last_name'), messageKey('contact_error_name_too_long')),
  email: emailField,
  subject: v.pipe(formField(v.string(messageKey('contact_error_subject'))), v.picklist(CONTACT_SUBJECTS, messageKey('contact_error_subject'))),
  message: formField(
    v.pipe(
      v.string(messageKey('contact_error_message_short')),
      v.trim(),
      v.minLength(CONTACT_MESSAGE_MIN, messageKey('contact_error_message_short')),
      v.maxLength(CONTACT_MESSAGE_MAX, messageKey('contact_error_message_long')),
    ),
  ),
});

export type ContactInput = v.InferOutput<typeof contactSchema>;

const subjectLabels = {
  general: 'contact_subject_general',
  technical: 'contact_subject_technical',
  billing: 'contact_subject_billing',
  feature: 'contact_subject_feature',
  bug: 'contact_subject_bug',
} as const satisfies Record<ContactSubject, string>;

export function contactSubjectLabel(subject: ContactSubject, locale: Locale): string {
  return translate(subjectLabels[subject], locale);
}
