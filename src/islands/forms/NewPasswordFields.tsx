import { m } from '~/paraglide/messages.js';
import type { Locale } from '~/shared/enums';
import { PasswordField } from './Field';

/** The new password and its confirmation, as the reset and change-password forms both ask for them. */
export function NewPasswordFields({ locale, errors }: { locale: Locale; errors: { newPassword?: string; confirmPassword?: string } }) {
  const o = { locale };
  return (
    <>
      <PasswordField
        locale={locale}
        label={m.field_new_password({}, o)}
        name="newPassword"
        autoComplete="new-password"
        error={errors.newPassword}
        hint={m.password_rules({}, o)}
      />
      <PasswordField
        locale={locale}
        label={m.field_confirm_password({}, o)}
        name="confirmPassword"
        autoComplete="new-password"
        error={errors.confirmPassword}
      />
    </>
  );
}
