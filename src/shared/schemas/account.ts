/**
 * Account rules (docs/product-rules.md §7.1). One password rule everywhere (register, reset, change;
 * §11): at least 8 characters with a lowercase letter, an uppercase letter and a digit. The
 * server also refuses common passwords (src/server/auth/common-passwords.ts, decision 015): the
 * dictionary is too large for island bundles, so forms show that refusal from the API.
 */
import * as v from 'valibot';
import { messageKey } from '~/shared/messages';
import { isTimeZone } from '~/shared/training/days';
import { emailField, formField, pathId, singleLine } from './fields';

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 50;
export const NAME_MIN = 2;
export const NAME_MAX = 50;
export const PASSWORD_MIN = 8;
/** scrypt hashes any length, but a cap keeps a request from buying seconds of CPU. */
export const PASSWORD_MAX = 128;
export const DISPLAY_NAME_MIN = 3;
export const BIO_MAX = 500;
export const LOCATION_MAX = 100;

export const passwordField = formField(
  v.pipe(
    v.string(messageKey('validation_password_min')),
    v.minLength(PASSWORD_MIN, messageKey('validation_password_min')),
    v.maxLength(PASSWORD_MAX, messageKey('validation_password_too_long')),
    v.regex(/[a-z]/, messageKey('validation_password_strength')),
    v.regex(/[A-Z]/, messageKey('validation_password_strength')),
    v.regex(/\d/, messageKey('validation_password_strength')),
  ),
);

/** What a login form (or a check of the current password) needs: anything non-empty (the stored hash decides). */
export const requiredPassword = formField(
  v.pipe(v.string(), v.nonEmpty(messageKey('validation_password_required')), v.maxLength(PASSWORD_MAX, messageKey('validation_password_too_long'))),
);

const nameField = (message: 'validation_first_name' | 'validation_last_name') =>
  formField(v.pipe(v.string(message), v.trim(), v.minLength(NAME_MIN, message), v.maxLength(NAME_MAX, message), singleLine('validation_single_line')));

/** The name shown beside a member's posts, and in the subjects of the emails they cause (admin form too). */
export const displayNameField = v.pipe(
  v.string(messageKey('validation_display_name_min')),
  v.trim(),
  v.minLength(DISPLAY_NAME_MIN, messageKey('validation_display_name_min')),
  v.maxLength(NAME_MAX, messageKey('validation_display_name_max')),
  singleLine('validation_single_line'),
);

/** Where a member lives, as they write it (admin form too). */
export const locationField = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(LOCATION_MAX, messageKey('validation_location_max')),
  singleLine('validation_single_line'),
);

export const usernameField = formField(
  v.pipe(
    v.string(messageKey('validation_username_min')),
    v.trim(),
    v.minLength(USERNAME_MIN, messageKey('validation_username_min')),
    v.maxLength(USERNAME_MAX, messageKey('validation_username_max')),
    v.regex(/^[\p{L}\p{N}._-]+$/u, messageKey('validation_username_chars')),
  ),
);

/** An IANA time zone: which local day a training session counts for (docs/decisions/023-training-journal.md). */
const timeZoneField = v.optional(v.pipe(v.string(messageKey('validation_time_zone')), v.check(isTimeZone, messageKey('validation_time_zone'))));

export const registerSchema = v.object({
  firstName: nameField('validation_first_name'),
  lastName: nameField('validation_last_name'),
  username: usernameField,
  email: emailField,
  password: passwordField,
  /** Sent as the username (docs/product-rules.md §9); the server always uses the username. */
  displayName: v.optional(v.string()),
  /** The browser's zone; `DEFAULT_TIME_ZONE` without one. */
  timeZone: timeZoneField,
});
export type RegisterInput = v.InferOutput<typeof registerSchema>;

export const loginSchema = v.object({ email: emailField, password: requiredPassword });

/** 'E-Mail erforderlich' when empty, then the address rule. */
export const forgotPasswordSchema = v.object({
  email: v.pipe(formField(v.string()), v.trim(), v.nonEmpty(messageKey('validation_email_required')), v.email(messageKey('error_invalid_email'))),
});

const tokenField = formField(
  v.pipe(v.string(), v.trim(), v.nonEmpty(messageKey('validation_invalid_link')), v.maxLength(200, messageKey('validation_invalid_link'))),
);

export const resetPasswordSchema = v.object({ token: tokenField, newPassword: passwordField });

const currentPasswordField = formField(v.pipe(v.string(), v.nonEmpty(messageKey('validation_current_password_required'))));

export const changePasswordSchema = v.object({
  userId: v.optional(v.number()),
  currentPassword: currentPasswordField,
  newPassword: passwordField,
});

/** A new password typed twice: the forms check both, the API needs only the new one. */
const newPasswordTwice = { newPassword: passwordField, confirmPassword: formField(v.string()) };
const passwordsMatch = (input: { newPassword: string; confirmPassword: string }) => input.newPassword === input.confirmPassword;

export const resetPasswordFormSchema = v.pipe(
  v.object({ token: tokenField, ...newPasswordTwice }),
  v.forward(v.partialCheck([['newPassword'], ['confirmPassword']], passwordsMatch, messageKey('validation_passwords_mismatch')), ['confirmPassword']),
);

export const changePasswordFormSchema = v.pipe(
  v.object({ currentPassword: currentPasswordField, ...newPasswordTwice }),
  v.forward(v.partialCheck([['newPassword'], ['confirmPassword']], passwordsMatch, messageKey('validation_passwords_mismatch')), ['confirmPassword']),
);

/** A yes/no choice of the profile: JSON sends a boolean, the form a hidden "false" that its checkbox's "true" overrides. */
const choiceField = v.pipe(
  v.union([v.boolean(), v.picklist(['true', 'false'])]),
  v.transform((value) => value === true || value === 'true'),
);

/** PATCH /api/users/{id}: only these fields, all optional; anything else is dropped. */
export const profileSchema = v.object({
  displayName: v.optional(displayNameField),
  firstName: v.optional(nameField('validation_first_name')),
  lastName: v.optional(nameField('validation_last_name')),
  bio: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(BIO_MAX, messageKey('validation_bio_max')))),
  location: v.optional(locationField),
  /** An image URL from `POST /api/process-image`, or null to remove the picture. */
  avatarUrl: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(200, messageKey('image_not_yours'))))),
  timeZone: timeZoneField,
  shareMilestones: v.optional(choiceField),
  showDogs: v.optional(choiceField),
});
export type ProfileInput = v.InferOutput<typeof profileSchema>;

export const newsletterSchema = v.object({
  email: emailField,
  firstName: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(NAME_MAX)), ''),
  lastName: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(NAME_MAX)), ''),
});

export const deleteAccountSchema = v.object({
  password: requiredPassword,
  /** Keep posts and comments, shown as by a deleted member, instead of deleting them. */
  keepContent: v.optional(v.boolean(), false),
});

/** Fields a request may use to name the acting user (request payloads, docs/product-rules.md §9); the server checks them. */
export const userIdParam = v.object({ userId: pathId });
