/** Second-factor forms: a code from the authenticator app or a recovery code. */
import * as v from 'valibot';
import { messageKey } from '~/shared/messages';
import { requiredPassword } from './account';
import { formField } from './fields';

/** Six digits, or a recovery code `XXXXX-XXXXX` typed with spaces; the server tells which. */
const codeField = formField(
  v.pipe(v.string(), v.trim(), v.nonEmpty(messageKey('validation_two_factor_code')), v.maxLength(20, messageKey('validation_two_factor_code'))),
);

export const twoFactorCodeSchema = v.object({ code: codeField });
/** Setting the factor up, confirming and turning it off ask for the current password, so a borrowed session alone cannot. */
export const enrollTwoFactorSchema = v.object({ password: requiredPassword });
export const passwordAndCodeSchema = v.object({ password: requiredPassword, code: codeField });
export type PasswordAndCode = v.InferOutput<typeof passwordAndCodeSchema>;
export const secondFactorLoginSchema = v.object({ challenge: v.pipe(v.string(), v.nonEmpty(), v.maxLength(64)), code: codeField });
