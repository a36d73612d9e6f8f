import { useState } from 'react';
import { m } from '../../paraglide/messages.js';
import type { Locale } from '../../shared/enums';
import { pathFor } from '../../shared/routes';
import { registerSchema } from '../../shared/schemas/account';
import { showToast } from '../../stores/toasts';
import { createApiClient, readJson } from '../api';
import { Field, FormError, PasswordField } from '../forms/Field';
import { useSchemaForm } from '../forms/use-schema-form';
import { apiErrorToFields, type FieldErrors, type Texts } from '../forms/validate';

interface Props {
  locale: Locale;
  texts: Texts;
  /** The server's answer to a submission without JavaScript: entries kept (never the password), errors, or the new account. */
  initialValues?: Record<string, string>;
  initialErrors?: FieldErrors;
  initialRegistered?: { id: number; email: string } | null;
}

/** Sign-up ("/register", docs/product-rules.md §2): on success the "check your email" view. */
export default function RegisterForm({ locale, texts, initialValues = {}, initialErrors = {}, initialRegistered = null }: Props) {
  const o = { locale };
  const api = createApiClient(locale);
  const [registered, setRegistered] = useState(initialRegistered);
  const fallback = m.error_unexpected({}, o);
  const { errors, busy, onSubmit } = useSchemaForm(registerSchema, texts, {
    initialErrors,
    fallback,
    async submit(data) {
      // displayName is sent as the username (docs/product-rules.md §4.2); the server sets it the same way.
      const user = await readJson(await api.register.$post({ json: { ...data, displayName: data.username } }));
      setRegistered({ id: user.id, email: user.email });
    },
    onError(error) {
      const description = Object.values(apiErrorToFields(error, fallback))[0];
      showToast({ title: m.register_failed_title({}, o), description, variant: 'destructive' });
    },
  });

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
    <form method="post" noValidate onSubmit={onSubmit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={m.field_first_name({}, o)} name="firstName" autoComplete="given-name" defaultValue={initialValues.firstName} error={errors.firstName} />
        <Field label={m.field_last_name({}, o)} name="lastName" autoComplete="family-name" defaultValue={initialValues.lastName} error={errors.lastName} />
      </div>
      <Field label={m.field_username({}, o)} name="username" autoComplete="username" defaultValue={initialValues.username} error={errors.username} />
      <Field label={m.field_email({}, o)} name="email" type="email" autoComplete="email" defaultValue={initialValues.email} error={errors.email} />
      <PasswordField locale={locale} label={m.field_password({}, o)} name="password" autoComplete="new-password" error={errors.password} hint={m.password_rules({}, o)} />
      {/* With JavaScript, failures without a field are announced by the toast ('Registrierung fehlgeschlagen'); without it, here. */}
      {initialErrors.form && <FormError message={errors.form} />}
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
