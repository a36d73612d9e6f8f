import { useState } from 'react';
import { m } from '~/paraglide/messages.js';
import type { Locale } from '~/shared/enums';
import { pathFor } from '~/shared/routes';
import { apiOnDemand } from '~/islands/api-on-demand';
import { errorText } from '~/islands/error-text';
import { FormError } from '~/islands/forms/Field';

interface Props {
  locale: Locale;
  token: string;
  dogName: string;
}

/** Accept or decline a co-ownership invitation; the answer (or why it no longer works) replaces the buttons. */
export default function InvitationAnswer({ locale, token, dogName }: Props) {
  const o = { locale };
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<'accepted' | 'declined' | null>(null);
  const [error, setError] = useState('');

  async function send(choice: 'accept' | 'decline') {
    setBusy(true);
    setError('');
    try {
      const { api, readJson } = await apiOnDemand(locale);
      const route = api['dog-invitations'][':token'];
      const param = { token };
      const answered = await readJson(await (choice === 'accept' ? route.accept.$post({ param }) : route.decline.$post({ param })));
      setAnswer(answered.answer);
    } catch (failure) {
      setError(errorText(failure, m.error_unexpected({}, o)));
    } finally {
      setBusy(false);
    }
  }

  if (answer) {
    return (
      <div className="mt-4" role="status">
        <p className="prose-text font-medium">{answer === 'accepted' ? m.dog_invitation_accepted({ dog: dogName }, o) : m.dog_invitation_declined({}, o)}</p>
        <a className="btn-primary mt-4 inline-flex" href={`${pathFor('profile', locale)}#dogs`}>
          {m.dog_invitation_to_dogs({}, o)}
        </a>
      </div>
    );
  }
  return (
    <div className="mt-4">
      <div className="flex flex-wrap gap-3">
        <button type="button" className="btn-primary" disabled={busy} onClick={() => void send('accept')}>
          {m.dog_invitation_accept({}, o)}
        </button>
        <button type="button" className="btn-ghost" disabled={busy} onClick={() => void send('decline')}>
          {m.dog_invitation_decline({}, o)}
        </button>
      </div>
      <FormError message={error} />
    </div>
  );
}
