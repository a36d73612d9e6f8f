/** Second-factor forms: a code from the authenticator app or a recovery code. */
import * as v from 'valibot';
import { messageKey } from '~/shared/messages';
import { formField } from './fields';

/** Six digits, or a recovery code `XXXXX-XXXXX` typed with spaces; the server tells which. */
const codeField = formField(
  v.pipe(v.string(), v.trim(), v.nonEmpty(messageKey('validation_two_factor_code')), v.maxLength(20, messageKey('validation_two_factor_code'))),
);

export const twoFactorCodeSchema = v.object({ code: codeField });
export const secondFactorLoginSchema = v.object({ challenge: v.pipe(v.string(), v.nonEmpty(), v.maxLength(64)), code: codeField });
export const disableTwoFactorSchema = v.object({
  password: formField(v.pipe(v.string(), v.nonEmpty(messageKey('validation_password_required')), v.maxLength(128, messageKey('validation_password_too_long')))),
  code: codeField,
});
