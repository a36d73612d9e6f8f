/**
 * Applying to become a trainer and an admin's decision on it (docs/decisions/045-trainer-applications.md):
 * one schema for the profile's form and `POST /api/trainer-applications`, one for the admin's decline.
 */
import * as v from 'valibot';
import { messageKey } from '~/shared/messages';
import { formField, singleLine } from './fields';

export const TRAINER_SCHOOL_MIN = 2;
export const TRAINER_SCHOOL_MAX = 120;
export const TRAINER_QUALIFICATION_MIN = 10;
export const TRAINER_QUALIFICATION_MAX = 1000;
export const TRAINER_WEBSITE_MAX = 200;
export const TRAINER_DECLINE_REASON_MAX = 500;
/** Applications per page of the admins' list. */
export const TRAINER_APPLICATION_PAGE_SIZE = 20;

/** An http(s) address with a host name: stored and shown as a link, never fetched by the server. */
function isWebAddress(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.') && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** Optional: empty means none. */
const websiteField = v.pipe(
  v.optional(v.nullable(v.string(messageKey('trainer_application_website_invalid'))), ''),
  v.transform((url) => (url ?? '').trim()),
  v.maxLength(TRAINER_WEBSITE_MAX, messageKey('trainer_application_website_max')),
  v.check((url) => url === '' || isWebAddress(url), messageKey('trainer_application_website_invalid')),
);

/** A trimmed text of `min` to `max` characters, one message for either bound. */
const textBetween = (min: number, max: number, key: 'trainer_application_school_length' | 'trainer_application_qualification_length') =>
  v.pipe(v.string(messageKey(key)), v.trim(), v.minLength(min, messageKey(key)), v.maxLength(max, messageKey(key)));

export const trainerApplicationSchema = v.object({
  /** The name of the member's dog school or practice. */
  school: formField(v.pipe(textBetween(TRAINER_SCHOOL_MIN, TRAINER_SCHOOL_MAX, 'trainer_application_school_length'), singleLine('validation_single_line'))),
  /** Free text: training, certificates, the permission under §11 TierSchG. */
  qualification: formField(textBetween(TRAINER_QUALIFICATION_MIN, TRAINER_QUALIFICATION_MAX, 'trainer_application_qualification_length')),
  website: websiteField,
});
export type TrainerApplicationInput = v.InferOutput<typeof trainerApplicationSchema>;

/** An admin's decision: a decline may say why (the member reads it in the email and on the profile). */
export const trainerDecisionSchema = v.object({
  reason: v.optional(formField(v.pipe(v.string(), v.trim(), v.maxLength(TRAINER_DECLINE_REASON_MAX, messageKey('trainer_admin_reason_max')))), ''),
});
