/** The admin user form and list (fields: docs/product-rules.md §7.1; calls: §9). */
import * as v from 'valibot';
import { ROLES, SUBSCRIPTION_TIERS } from '~/shared/enums';
import { messageKey } from '~/shared/messages';
import { BIO_MAX, DISPLAY_NAME_MIN, LOCATION_MAX, NAME_MAX, NAME_MIN } from './account';
import { emailField, formField } from './fields';

/** Optional names: empty, or as long as a name must be. */
const optionalName = (message: 'validation_first_name' | 'validation_last_name') =>
  v.optional(
    formField(
      v.pipe(
        v.string(message),
        v.trim(),
        v.check((name) => name === '' || (name.length >= NAME_MIN && name.length <= NAME_MAX), messageKey(message)),
      ),
    ),
    '',
  );

export const adminUserSchema = v.object({
  displayName: formField(
    v.pipe(
      v.string(messageKey('validation_display_name_min')),
      v.trim(),
      v.minLength(DISPLAY_NAME_MIN, messageKey('validation_display_name_min')),
      v.maxLength(NAME_MAX, messageKey('validation_display_name_max')),
    ),
  ),
  email: emailField,
  firstName: optionalName('validation_first_name'),
  lastName: optionalName('validation_last_name'),
  location: v.optional(formField(v.pipe(v.string(), v.trim(), v.maxLength(LOCATION_MAX, messageKey('validation_location_max')))), ''),
  bio: v.optional(formField(v.pipe(v.string(), v.trim(), v.maxLength(BIO_MAX, messageKey('validation_bio_max')))), ''),
  role: formField(v.picklist(ROLES, messageKey('validation_admin_role'))),
  subscriptionTier: formField(v.picklist(SUBSCRIPTION_TIERS, messageKey('validation_admin_tier'))),
  isEmailVerified: v.optional(v.boolean(messageKey('error_invalid_request')), false),
});
export type AdminUserInput = v.InferOutput<typeof adminUserSchema>;

export const ADMIN_PAGE_SIZE = 20;

export const adminUserListQuery = v.object({
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100)), ''),
  cursor: v.optional(v.pipe(v.string(), v.maxLength(200))),
});

export const adminResetPasswordSchema = v.object({ userId: v.pipe(v.number(messageKey('error_invalid_request')), v.integer(), v.minValue(1)) });
