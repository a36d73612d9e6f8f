import { m } from '~/paraglide/messages.js';
import type { Locale } from '~/shared/enums';
import { showToast } from '~/stores/toasts';
import { apiOnDemand } from '~/islands/api-on-demand';

interface Props {
  locale: Locale;
  registered: { id: number; email: string };
}

/**
 * "Check your email" after sign-up. Its own island when the page shows it (a submission without
 * JavaScript); loaded by RegisterForm once the account exists.
 */
export default function RegisteredView({ locale, registered }: Props) {
  const o = { locale };

  async function resend() {
    const { api } = await apiOnDemand(locale);
    await api['resend-verification-email'][':userId'].$post({ param: { userId: String(registered.id) } });
    showToast({ title: m.register_resent({}, o) });
  }

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
