import { useState } from 'react';
import { m } from '~/paraglide/messages.js';
import type { Locale } from '~/shared/enums';
import { pathFor } from '~/shared/routes';
import { resetPasswordFormSchema } from '~/shared/schemas/account';
import { readJson, useApi } from '~/islands/api';
import { FormError } from '~/islands/forms/Field';
import { NewPasswordFields } from '~/islands/forms/NewPasswordFields';
import { useSchemaForm } from '~/islands/forms/use-schema-form';
import type { Texts } from '~/shared/validate-form';

interface Props {
  locale: Locale;
  texts: Texts;
  token: string;
}

/** New password with confirmation ("/reset-password/{token}", docs/product-rules.md §2). */
export default function ResetPasswordForm({ locale, texts, token }: Props) {
  const o = { locale };
  const api = useApi(locale);
  const [done, setDone] = useState('');
  const { errors, busy, onSubmit } = useSchemaForm(resetPasswordFormSchema, texts, {
    fallback: m.error_unexpected({}, o),
    extra: { token },
    async submit({ token: validToken, newPassword }) {
      const { message } = await readJson(await api['reset-password'].$post({ json: { token: validToken, newPassword } }));
      setDone(message);
    },
  });

  if (done) {
    return (
      <div role="status" className="space-y-4">
        <p className="prose-text">{done}</p>
        <a className="btn-primary" href={pathFor('login', locale)}>
          {m.nav_login({}, o)}
        </a>
      </div>
    );
  }

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="space-y-4">
      <NewPasswordFields locale={locale} errors={errors} />
      <FormError message={errors.token ?? errors.form} />
      <button type="submit" className="btn-primary" disabled={busy}>
        {m.reset_submit({}, o)}
      </button>
    </form>
  );
}
