import { m } from '~/paraglide/messages.js';
import type { Locale } from '~/shared/enums';
import { showToast } from '~/stores/toasts';
import { apiOnDemand } from '~/islands/api-on-demand';
import { FormError, PasswordField } from '~/islands/forms/Field';
import { FormActions } from '~/islands/forms/FormActions';
import { NewPasswordFields } from '~/islands/forms/NewPasswordFields';
import { useSchemaForm } from '~/islands/forms/use-schema-form';
import type { Texts } from '~/shared/validate-form';

// The schema and the API client load with the first change (island-page budget, docs/architecture.md §12).
const loadChangePasswordSchema = async () => (await import('~/shared/schemas/account')).changePasswordFormSchema;

interface Props {
  locale: Locale;
  texts: Texts;
  userId: number;
  onClose(): void;
}

/** The change-password form of the profile: current password, new password and its confirmation. */
export default function PasswordChangeForm({ locale, texts, userId, onClose }: Props) {
  const o = { locale };
  const { errors, busy, onSubmit } = useSchemaForm(loadChangePasswordSchema, texts, {
    fallback: m.profile_password_failed({}, o),
    async submit({ currentPassword, newPassword }, form) {
      const { api, readJson } = await apiOnDemand(locale);
      await readJson(await api['change-password'].$post({ json: { userId, currentPassword, newPassword } }));
      form.reset();
      onClose();
      showToast({ title: m.profile_password_changed({}, o) });
    },
  });

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="mt-3 grid gap-3">
      <PasswordField
        locale={locale}
        label={m.field_current_password({}, o)}
        name="currentPassword"
        autoComplete="current-password"
        error={errors.currentPassword}
      />
      <NewPasswordFields locale={locale} errors={errors} />
      <FormError message={errors.form} />
      <FormActions submit={m.profile_password_submit({}, o)} busy={busy} cancel={{ label: m.profile_cancel({}, o), onClick: onClose }} />
    </form>
  );
}
