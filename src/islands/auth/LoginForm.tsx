import { useState } from 'react';
import { m } from '../../paraglide/messages.js';
import type { StoredUser } from '../../shared/current-user';
import type { Locale } from '../../shared/enums';
import { pathFor, safeNextPath } from '../../shared/routes';
import { forgotPasswordSchema, loginSchema } from '../../shared/schemas/account';
import { twoFactorCodeSchema } from '../../shared/schemas/two-factor';
import { setCurrentUser } from '../../stores/current-user';
import { showToast } from '../../stores/toasts';
import { ApiRequestError, createApiClient, readJson } from '../api';
import { Field, FormError, PasswordField } from '../forms/Field';
import { toStoredUser } from '../forms/stored-user';
import { useSchemaForm } from '../forms/use-schema-form';
import type { FieldErrors, Texts } from '../forms/validate';

interface Props {
  locale: Locale;
  texts: Texts;
  /** The server's answer to a submission without JavaScript: the email kept, the errors. */
  initialEmail?: string;
  initialErrors?: FieldErrors;
  /** Set when the password was right and the account asks for its second factor. */
  initialChallenge?: string;
}

/** Where to go after login: a page of this site from `?next=`, else the profile. */
const nextPath = (locale: Locale) => safeNextPath(new URLSearchParams(location.search).get('next'), location.origin, locale);

/** The signed-in member goes on; a temporary password from an admin works once: they set their own right away. */
function signedIn(user: StoredUser & { passwordResetPath: string | null }, locale: Locale) {
  setCurrentUser(toStoredUser(user));
  location.assign(user.passwordResetPath ?? nextPath(locale));
}

/** Login with the second-factor step and the forgot-password view (docs/product-rules.md §2, "/login"). */
export default function LoginForm({ locale, texts, initialEmail = '', initialErrors = {}, initialChallenge = '' }: Props) {
  const o = { locale };
  const api = createApiClient(locale);
  const [view, setView] = useState<'login' | 'code' | 'forgot' | 'forgotSent'>(initialChallenge ? 'code' : 'login');
  const [challenge, setChallenge] = useState(initialChallenge);
  const [unverifiedId, setUnverifiedId] = useState<number | null>(null);
  const [forgotAnswer, setForgotAnswer] = useState('');

  // Without JavaScript there is no toast: the server's form-wide error stands above the button
  // until the next submission.
  const [serverError, setServerError] = useState(initialErrors.form);
  const login = useSchemaForm(loginSchema, texts, {
    initialErrors,
    fallback: m.login_invalid({}, o),
    async submit(data) {
      const answer = await readJson(await api.login.$post({ json: data }));
      if ('secondFactorRequired' in answer) {
        setChallenge(answer.challenge);
        setView('code');
        return;
      }
      signedIn(answer, locale);
    },
    onError(error) {
      const body = error instanceof ApiRequestError ? error.body : {};
      if (body.code === 'login_unverified') setUnverifiedId((body as { userId?: number }).userId ?? null);
      showToast({ title: m.login_failed_title({}, o), description: body.message || m.login_invalid({}, o), variant: 'destructive' });
    },
  });

  const code = useSchemaForm(twoFactorCodeSchema, texts, {
    initialErrors,
    fallback: m.two_factor_invalid_code({}, o),
    async submit(data) {
      signedIn(await readJson(await api.login['second-factor'].$post({ json: { challenge, code: data.code } })), locale);
    },
  });

  const forgot = useSchemaForm(forgotPasswordSchema, texts, {
    fallback: m.error_unexpected({}, o),
    async submit(data) {
      const { message } = await readJson(await api['forgot-password'].$post({ json: data }));
      setForgotAnswer(message);
      setView('forgotSent');
    },
  });

  async function resend() {
    if (unverifiedId === null) return;
    await api['resend-verification-email'][':userId'].$post({ param: { userId: String(unverifiedId) } });
    showToast({ title: m.register_resent({}, o) });
  }

  if (view === 'code') {
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

  if (view === 'forgotSent') {
    return (
      <div role="status" className="space-y-4">
        <p className="prose-text">{forgotAnswer}</p>
        <button type="button" className="link" onClick={() => setView('login')}>
          {m.forgot_back_to_login({}, o)}
        </button>
      </div>
    );
  }

  if (view === 'forgot') {
    return (
      <form method="post" noValidate onSubmit={forgot.onSubmit} className="space-y-4">
        <h2 className="text-xl font-semibold">{m.forgot_title({}, o)}</h2>
        <p className="prose-text">{m.forgot_intro({}, o)}</p>
        <Field label={m.field_email({}, o)} name="email" type="email" autoComplete="email" error={forgot.errors.email} autoFocus />
        <FormError message={forgot.errors.form} />
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className="btn-primary" disabled={forgot.busy}>
            {m.forgot_submit({}, o)}
          </button>
          <button type="button" className="link text-sm" onClick={() => setView('login')}>
            {m.forgot_back_to_login({}, o)}
          </button>
        </div>
      </form>
    );
  }

  return (
    <form
      method="post"
      noValidate
      onSubmit={(event) => {
        setServerError(undefined);
        return login.onSubmit(event);
      }}
      className="space-y-4"
    >
      <Field label={m.field_email({}, o)} name="email" type="email" autoComplete="email" defaultValue={initialEmail} error={login.errors.email} />
      <PasswordField locale={locale} label={m.field_password({}, o)} name="password" autoComplete="current-password" error={login.errors.password} />
      {/* With JavaScript, failures without a field are announced by the toast ('Anmeldung fehlgeschlagen'). */}
      {serverError && <FormError message={serverError} />}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <button type="submit" className="btn-primary" disabled={login.busy}>
          {m.login_submit({}, o)}
        </button>
        <button type="button" className="link text-sm" onClick={() => setView('forgot')}>
          {m.login_forgot_link({}, o)}
        </button>
      </div>
      {unverifiedId !== null && (
        <button type="button" className="btn-ghost w-full" onClick={resend}>
          {m.register_resend({}, o)}
        </button>
      )}
      <p className="text-sm prose-text">
        {m.login_no_account({}, o)}{' '}
        <a className="link" href={pathFor('register', locale)}>
          {m.nav_register({}, o)}
        </a>
      </p>
    </form>
  );
}
