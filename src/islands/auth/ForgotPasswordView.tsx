import { useState } from 'react';
import { m } from '~/paraglide/messages.js';
import type { Locale } from '~/shared/enums';
import { forgotPasswordSchema } from '~/shared/schemas/account';
import { apiOnDemand } from '~/islands/api-on-demand';
import { Field, FormError } from '~/islands/forms/Field';
import { FormActions } from '~/islands/forms/FormActions';
import { useSchemaForm } from '~/islands/forms/use-schema-form';
import type { Texts } from '~/shared/validate-form';

interface Props {
  locale: Locale;
  texts: Texts;
  onBack(): void;
}

/** "Forgot password" inside the login island, loaded when it is opened: most visitors never do. */
export default function ForgotPasswordView({ locale, texts, onBack }: Props) {
  const o = { locale };
  const [answer, setAnswer] = useState<string | null>(null);
  const forgot = useSchemaForm(forgotPasswordSchema, texts, {
    fallback: m.error_unexpected({}, o),
    async submit(data) {
      const { api, readJson } = await apiOnDemand(locale);
      setAnswer((await readJson(await api['forgot-password'].$post({ json: data }))).message);
    },
  });

  if (answer !== null) {
    return (
      <div role="status" className="space-y-4">
        <p className="prose-text">{answer}</p>
        <button type="button" className="link" onClick={onBack}>
          {m.forgot_back_to_login({}, o)}
        </button>
      </div>
    );
  }

  return (
    <form method="post" noValidate onSubmit={forgot.onSubmit} className="space-y-4">
      <h2 className="text-xl font-semibold">{m.forgot_title({}, o)}</h2>
      <p className="prose-text">{m.forgot_intro({}, o)}</p>
      <Field label={m.field_email({}, o)} name="email" type="email" autoComplete="email" error={forgot.errors.email} autoFocus />
      <FormError message={forgot.errors.form} />
      <FormActions submit={m.forgot_submit({}, o)} busy={forgot.busy} className="flex flex-wrap items-center gap-3">
        <button type="button" className="link text-sm" onClick={onBack}>
          {m.forgot_back_to_login({}, o)}
        </button>
      </FormActions>
    </form>
  );
}
