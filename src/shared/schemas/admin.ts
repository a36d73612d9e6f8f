/** The admin user form and list (fields: docs/product-rules.md §7.1; calls: §9). */
import * as v from 'valibot';
import { ROLES, SUBSCRIPTION_TIERS } from '~/shared/enums';
import { messageKey } from '~/shared/messages';
import { BIO_MAX, displayNameField, locationField, NAME_MAX, NAME_MIN } from './account';
import { emailField, formField, singleLine } from './fields';

/** Optional names: empty, or as long as a name must be. */
const optionalName = (message: 'validation_first_name' | 'validation_last_name') =>
  v.optional(
    formField(
      v.pipe(
        v.string(message),
        v.trim(),
        v.check((name) => name === '' || (name.length >= NAME_MIN && name.length <= NAME_MAX), messageKey(message)),
        singleLine('validation_single_line'),
      ),
    ),
    '',
  );

export const adminUserSchema = v.object({
  displayName: formField(displayNameField),
  email: emailField,
  firstName: optionalName('validation_first_name'),
  lastName: optionalName('validation_last_name'),
  location: v.optional(formField(locationField), ''),
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
