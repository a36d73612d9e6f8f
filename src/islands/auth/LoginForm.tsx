import { lazy, Suspense, useState } from 'react';
import { m } from '~/paraglide/messages.js';
import type { Locale } from '~/shared/enums';
import { showToast } from '~/stores/toasts';
import { ApiRequestError } from '~/islands/api-error';
import { apiOnDemand } from '~/islands/api-on-demand';
import { Field, FormError, PasswordField } from '~/islands/forms/Field';
import { FormActions } from '~/islands/forms/FormActions';
import { useSchemaForm } from '~/islands/forms/use-schema-form';
import type { FieldErrors, Texts } from '~/shared/validate-form';

// A visitor's first load carries only the password step (island-page budget, docs/architecture.md §12):
// the other views, the schema, the API client and what follows a sign-in load when they are needed.
const SecondFactorStep = lazy(() => import('./SecondFactorStep'));
const ForgotPasswordView = lazy(() => import('./ForgotPasswordView'));
const loadLoginSchema = async () => (await import('~/shared/schemas/account')).loginSchema;

interface Props {
  locale: Locale;
  texts: Texts;
  /** The registration page in the visitor's language (from the page, so the route table stays on the server). */
  registerPath: string;
  /** The server's answer to a submission without JavaScript: the email kept, the errors. */
  initialEmail?: string;
  initialErrors?: FieldErrors;
  /** From the third failed attempt: how many are left before the 15-minute lock. */
  initialAttemptsLeft?: number | undefined;
}

/**
 * Login with the second-factor step and the forgot-password view (docs/product-rules.md §2, "/login").
 * A page that opens on the code step (a submission without JavaScript) renders SecondFactorStep itself.
 */
export default function LoginForm({ locale, texts, registerPath, initialEmail = '', initialErrors = {}, initialAttemptsLeft }: Props) {
  const o = { locale };
  const [view, setView] = useState<'login' | 'code' | 'forgot'>('login');
  const [challenge, setChallenge] = useState('');
  const [unverifiedId, setUnverifiedId] = useState<number | null>(null);

  // A wrong pair and the lock are said at the form, announced, never in a toast far from it.
  const [attemptsLeft, setAttemptsLeft] = useState(initialAttemptsLeft);
  const login = useSchemaForm(loadLoginSchema, texts, {
    initialErrors,
    fallback: m.login_invalid({}, o),
    async submit(data) {
      const { api, readJson } = await apiOnDemand(locale);
      const answer = await readJson(await api.login.$post({ json: data }));
      if ('secondFactorRequired' in answer) {
        setChallenge(answer.challenge);
        setView('code');
        return;
      }
      const { signedIn } = await import('./signed-in');
      signedIn(answer, locale);
    },
    onError(error) {
      const body = error instanceof ApiRequestError ? error.body : {};
      if (body.code === 'login_unverified') setUnverifiedId((body as { userId?: number }).userId ?? null);
      setAttemptsLeft(body.attemptsLeft);
    },
  });

  async function resend() {
    if (unverifiedId === null) return;
    const { api } = await apiOnDemand(locale);
    await api['resend-verification-email'][':userId'].$post({ param: { userId: String(unverifiedId) } });
    showToast({ title: m.register_resent({}, o) });
  }

  if (view !== 'login') {
    return (
      <Suspense fallback={null}>
        {view === 'code' ? (
          <SecondFactorStep locale={locale} texts={texts} challenge={challenge} />
        ) : (
          <ForgotPasswordView locale={locale} texts={texts} onBack={() => setView('login')} />
        )}
      </Suspense>
    );
  }

  return (
    <form method="post" noValidate onSubmit={login.onSubmit} className="space-y-4">
      <Field label={m.field_email({}, o)} name="email" type="email" autoComplete="email" defaultValue={initialEmail} error={login.errors.email} />
      <PasswordField locale={locale} label={m.field_password({}, o)} name="password" autoComplete="current-password" error={login.errors.password} />
      <FormError
        title={m.login_failed_title({}, o)}
        message={login.errors.form}
        detail={attemptsLeft === undefined ? undefined : attemptsWarning(attemptsLeft, locale)}
      />
      <FormActions submit={m.login_submit({}, o)} busy={login.busy} className="flex flex-wrap items-center justify-between gap-3">
        <button type="button" className="link text-sm" onClick={() => setView('forgot')}>
          {m.login_forgot_link({}, o)}
        </button>
      </FormActions>
      {unverifiedId !== null && (
        <button type="button" className="btn-ghost w-full" onClick={resend}>
          {m.register_resend({}, o)}
        </button>
      )}
      <p className="text-sm prose-text">
        {m.login_no_account({}, o)}{' '}
        <a className="link" href={registerPath}>
          {m.nav_register({}, o)}
        </a>
      </p>
    </form>
  );
}

/** How many attempts are left before the lock; none left means the lock has begun. */
function attemptsWarning(count: number, locale: Locale): string {
  return count === 0 ? m.login_locked({}, { locale }) : m.login_attempts_left({ count }, { locale });
}
