import { lazy, Suspense, useState } from 'react';
import { m } from '~/paraglide/messages.js';
import type { Locale } from '~/shared/enums';
import { apiOnDemand } from '~/islands/api-on-demand';
import { Field, FormError, PasswordField } from '~/islands/forms/Field';
import { useSchemaForm } from '~/islands/forms/use-schema-form';
import type { FieldErrors, Texts } from '~/shared/validate-form';

// A visitor's first load carries only the form (island-page budget, docs/architecture.md §12):
// the schema, the API client and the "check your email" view load once they are needed.
const RegisteredView = lazy(() => import('./RegisteredView'));
const loadRegisterSchema = async () => (await import('~/shared/schemas/account')).registerSchema;

interface Props {
  locale: Locale;
  texts: Texts;
  /** The login page in the visitor's language (from the page, so the route table stays on the server). */
  loginPath: string;
  /** The server's answer to a submission without JavaScript: entries kept (never the password) and errors. */
  initialValues?: Record<string, string>;
  initialErrors?: FieldErrors;
}

/**
 * Sign-up ("/register", docs/product-rules.md §2): on success the "check your email" view.
 * A page that opens on that view (a submission without JavaScript) renders RegisteredView itself.
 */
export default function RegisterForm({ locale, texts, loginPath, initialValues = {}, initialErrors = {} }: Props) {
  const o = { locale };
  const [registered, setRegistered] = useState<{ id: number; email: string } | null>(null);
  const fallback = m.error_unexpected({}, o);
  const { errors, busy, onSubmit } = useSchemaForm(loadRegisterSchema, texts, {
    initialErrors,
    fallback,
    async submit(data) {
      const { api, readJson } = await apiOnDemand(locale);
      // displayName is sent as the username (docs/product-rules.md §4.2); the server sets it the same way.
      const user = await readJson(await api.register.$post({ json: { ...data, displayName: data.username } }));
      setRegistered({ id: user.id, email: user.email });
    },
  });

  if (registered) {
    return (
      <Suspense fallback={null}>
        <RegisteredView locale={locale} registered={registered} />
      </Suspense>
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
      <PasswordField
        locale={locale}
        label={m.field_password({}, o)}
        name="password"
        autoComplete="new-password"
        error={errors.password}
        hint={m.password_rules({}, o)}
      />
      {/* A failure at a field stands there (focus moves to it); one of the whole form here, announced. */}
      <FormError title={m.register_failed_title({}, o)} message={errors.form} />
      <button type="submit" className="btn-primary" disabled={busy}>
        {m.register_submit({}, o)}
      </button>
      <p className="text-sm prose-text">
        {m.register_have_account({}, o)}{' '}
        <a className="link" href={loginPath}>
          {m.nav_login({}, o)}
        </a>
      </p>
    </form>
  );
}
