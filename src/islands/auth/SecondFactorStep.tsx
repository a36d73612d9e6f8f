import { m } from '~/paraglide/messages.js';
import type { Locale } from '~/shared/enums';
import { twoFactorCodeSchema } from '~/shared/schemas/two-factor';
import { apiOnDemand } from '~/islands/api-on-demand';
import { Field, FormError } from '~/islands/forms/Field';
import { useSchemaForm } from '~/islands/forms/use-schema-form';
import type { FieldErrors, Texts } from '~/shared/validate-form';
import { signedIn } from './signed-in';

interface Props {
  locale: Locale;
  texts: Texts;
  /** Issued by the password step; the hidden field carries it when the form posts without JavaScript. */
  challenge: string;
  initialErrors?: FieldErrors;
}

/**
 * The second step of login for accounts with a second factor. Its own island when the page opens on
 * it (a submission without JavaScript); loaded by LoginForm when the password step asks for it.
 */
export default function SecondFactorStep({ locale, texts, challenge, initialErrors = {} }: Props) {
  const o = { locale };
  const code = useSchemaForm(twoFactorCodeSchema, texts, {
    initialErrors,
    fallback: m.two_factor_invalid_code({}, o),
    async submit(data) {
      const { api, readJson } = await apiOnDemand(locale);
      signedIn(await readJson(await api.login['second-factor'].$post({ json: { challenge, code: data.code } })), locale);
    },
  });

  return (
    <form method="post" noValidate onSubmit={code.onSubmit} className="space-y-4">
      <h2 className="text-xl font-semibold">{m.two_factor_login_title({}, o)}</h2>
      <p className="prose-text">{m.two_factor_login_intro({}, o)}</p>
      <input type="hidden" name="challenge" value={challenge} />
      <Field label={m.field_two_factor_code({}, o)} name="code" autoComplete="one-time-code" spellCheck={false} error={code.errors.code} autoFocus />
      <FormError message={code.errors.form} />
      <button type="submit" className="btn-primary" disabled={code.busy}>
        {m.login_submit({}, o)}
      </button>
    </form>
  );
}
