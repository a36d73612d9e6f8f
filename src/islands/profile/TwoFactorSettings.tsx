import { useEffect, useEffectEvent, useState } from 'react';
import { m } from '~/paraglide/messages.js';
import type { Locale } from '~/shared/enums';
import { enrollTwoFactorSchema, passwordAndCodeSchema } from '~/shared/schemas/two-factor';
import { showToast } from '~/stores/toasts';
import { readJson, useApi } from '~/islands/api';
import { Field, FormError, PasswordField } from '~/islands/forms/Field';
import { useSchemaForm } from '~/islands/forms/use-schema-form';
import type { Texts } from '~/shared/validate-form';

interface Props {
  locale: Locale;
  texts: Texts;
}

type State =
  | { step: 'loading' }
  | { step: 'off' }
  /** The password checked at the start goes with the confirming code (the API asks for it on both). */
  | { step: 'enrolling'; secret: string; uri: string; password: string }
  | { step: 'codes'; recoveryCodes: string[] }
  | { step: 'on'; recoveryCodesLeft: number };

/**
 * Setting up and turning off the TOTP second factor (loaded only when opened): the current
 * password, then the secret as text and as otpauth:// link, a confirming code, then the recovery
 * codes, shown this once.
 */
export default function TwoFactorSettings({ locale, texts }: Props) {
  const o = { locale };
  const api = useApi(locale);
  const [state, setState] = useState<State>({ step: 'loading' });

  async function load() {
    const status = await readJson(await api['two-factor'].$get());
    setState(status.enabled ? { step: 'on', recoveryCodesLeft: status.recoveryCodesLeft } : { step: 'off' });
  }
  // Loaded once when the section opens.
  const loadOnOpen = useEffectEvent(load);
  useEffect(() => void loadOnOpen(), []);

  const start = useSchemaForm(enrollTwoFactorSchema, texts, {
    fallback: m.error_unexpected({}, o),
    async submit({ password }) {
      const { secret, uri } = await readJson(await api['two-factor'].enroll.$post({ json: { password } }));
      setState({ step: 'enrolling', secret, uri, password });
    },
  });

  const confirm = useSchemaForm(passwordAndCodeSchema, texts, {
    fallback: m.two_factor_invalid_code({}, o),
    extra: state.step === 'enrolling' ? { password: state.password } : {},
    async submit(data) {
      const { recoveryCodes } = await readJson(await api['two-factor'].confirm.$post({ json: data }));
      setState({ step: 'codes', recoveryCodes });
    },
  });

  const disable = useSchemaForm(passwordAndCodeSchema, texts, {
    fallback: m.two_factor_invalid_code({}, o),
    async submit(data) {
      await readJson(await api['two-factor'].disable.$post({ json: data }));
      setState({ step: 'off' });
      showToast({ title: m.two_factor_disabled({}, o) });
    },
  });

  if (state.step === 'loading') return <p className="mt-2 text-sm">{m.two_factor_loading({}, o)}</p>;

  if (state.step === 'off') {
    return (
      <form method="post" noValidate onSubmit={start.onSubmit} className="mt-2 grid gap-3">
        <p className="text-sm prose-text">{m.two_factor_off({}, o)}</p>
        <PasswordField locale={locale} label={m.field_current_password({}, o)} name="password" autoComplete="current-password" error={start.errors.password} />
        <FormError message={start.errors.form} />
        <button type="submit" className="btn-primary justify-self-start" disabled={start.busy}>
          {m.two_factor_start({}, o)}
        </button>
      </form>
    );
  }

  if (state.step === 'enrolling') {
    return (
      <form method="post" noValidate onSubmit={confirm.onSubmit} className="mt-2 grid gap-3">
        <p className="text-sm prose-text">{m.two_factor_enroll_intro({}, o)}</p>
        <p className="text-sm">
          <a className="link" href={state.uri}>
            {m.two_factor_enroll_link({}, o)}
          </a>
        </p>
        <p className="text-sm">
          {m.two_factor_enroll_secret({}, o)}{' '}
          <code className="break-all font-mono" data-testid="two-factor-secret">
            {state.secret}
          </code>
        </p>
        <Field label={m.field_two_factor_code({}, o)} name="code" autoComplete="one-time-code" spellCheck={false} error={confirm.errors.code} />
        {/* The password was checked at the start; should it have changed since, its error shows here. */}
        <FormError message={confirm.errors.form ?? confirm.errors.password} />
        <button type="submit" className="btn-primary justify-self-start" disabled={confirm.busy}>
          {m.two_factor_confirm({}, o)}
        </button>
      </form>
    );
  }

  if (state.step === 'codes') {
    return (
      <div className="mt-2 grid gap-3" role="status">
        <p className="text-sm font-semibold">{m.two_factor_enabled({}, o)}</p>
        <p className="text-sm prose-text">{m.two_factor_codes_intro({}, o)}</p>
        <ul className="grid grid-cols-2 gap-1 font-mono text-sm" aria-label={m.two_factor_codes_label({}, o)}>
          {state.recoveryCodes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ul>
        <button type="button" className="btn-ghost justify-self-start" onClick={() => void load()}>
          {m.two_factor_codes_done({}, o)}
        </button>
      </div>
    );
  }

  return (
    <form method="post" noValidate onSubmit={disable.onSubmit} className="mt-2 grid gap-3">
      <p className="text-sm prose-text">{m.two_factor_on({ count: String(state.recoveryCodesLeft) }, o)}</p>
      <PasswordField locale={locale} label={m.field_current_password({}, o)} name="password" autoComplete="current-password" error={disable.errors.password} />
      <Field label={m.field_two_factor_code({}, o)} name="code" autoComplete="one-time-code" spellCheck={false} error={disable.errors.code} />
      <FormError message={disable.errors.form} />
      <button type="submit" className="btn-ghost justify-self-start" disabled={disable.busy}>
        {m.two_factor_disable({}, o)}
      </button>
    </form>
  );
}
