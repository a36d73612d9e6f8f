import { useState, type SubmitEvent } from 'react';
import { m } from '../../paraglide/messages.js';
import type { Locale } from '../../shared/enums';
import { pathFor } from '../../shared/routes';
import { registerSchema } from '../../shared/schemas/account';
import { showToast } from '../../stores/toasts';
import { createApiClient, readJson } from '../api';
import { Field, FormError, PasswordField } from '../forms/Field';
import { apiErrorToFields, validateForm, type FieldErrors, type Texts } from '../forms/validate';

interface Props {
  locale: Locale;
  texts: Texts;
}

/** Sign-up (SPEC §2 "/register"): on success the "check your email" view. */
export default function RegisterForm({ locale, texts }: Props) {
  const o = { locale };
  const api = createApiClient(locale);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [registered, setRegistered] = useState<{ id: number; email: string } | null>(null);

  async function register(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = validateForm(registerSchema, Object.fromEntries(new FormData(event.currentTarget)), texts);
    setErrors(checked.errors ?? {});
    if (!checked.data) return;
    setBusy(true);
    try {
      // SPEC §7: displayName is sent as the username; the server sets it the same way.
      const user = await readJson(await api.register.$post({ json: { ...checked.data, displayName: checked.data.username } }));
      setRegistered({ id: user.id, email: user.email });
    } catch (error) {
      const fieldErrors = apiErrorToFields(error, m.error_unexpected({}, o));
      setErrors(fieldErrors);
      showToast({ title: m.register_failed_title({}, o), description: Object.values(fieldErrors)[0], variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  async function resend() {
    if (!registered) return;
    await api['resend-verification-email'][':userId'].$post({ param: { userId: String(registered.id) } });
    showToast({ title: m.register_resent({}, o) });
  }

  if (registered) {
    return (
      <div role="status" className="space-y-4">
        <h2 className="text-xl font-semibold">{m.register_check_email_title({}, o)}</h2>
        <p className="prose-text">{m.register_check_email_body({ email: registered.email }, o)}</p>
        <button type="button" className="btn-ghost" onClick={resend}>
          {m.register_resend({}, o)}
        </button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={register} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={m.field_first_name({}, o)} name="firstName" autoComplete="given-name" error={errors.firstName} />
        <Field label={m.field_last_name({}, o)} name="lastName" autoComplete="family-name" error={errors.lastName} />
      </div>
      <Field label={m.field_username({}, o)} name="username" autoComplete="username" error={errors.username} />
      <Field label={m.field_email({}, o)} name="email" type="email" autoComplete="email" error={errors.email} />
      <PasswordField locale={locale} label={m.field_password({}, o)} name="password" autoComplete="new-password" error={errors.password} hint={m.password_rules({}, o)} />
      <FormError message={errors.form} />
      <button type="submit" className="btn-primary" disabled={busy}>
        {m.register_submit({}, o)}
      </button>
      <p className="text-sm prose-text">
        {m.register_have_account({}, o)}{' '}
        <a className="link" href={pathFor('login', locale)}>
          {m.nav_login({}, o)}
        </a>
      </p>
    </form>
  );
}
