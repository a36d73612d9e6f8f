import { lazy, Suspense, useState } from 'react';
import { m } from '~/paraglide/messages.js';
import type { Locale } from '~/shared/enums';

// The deletion dialog loads when the member opens it (island-page budget, docs/architecture.md §12).
const DeleteAccountDialog = lazy(() => import('./DeleteAccountDialog'));

/** Download my data, delete my account (GDPR rights; described on the privacy page). */
export default function PrivacyCard({ locale }: { locale: Locale }) {
  const o = { locale };
  const [deleting, setDeleting] = useState(false);

  return (
    <section className="card" aria-labelledby="privacy-title">
      <h2 id="privacy-title" className="font-semibold">
        {m.privacy_card_title({}, o)}
      </h2>
      <p className="mt-1 text-sm prose-text">{m.privacy_card_body({}, o)}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <a className="btn-ghost" href="/api/account/export" download>
          {m.privacy_export({}, o)}
        </a>
        <button type="button" className="btn border border-red-700 text-red-800 dark:(border-red-400 text-red-200)" onClick={() => setDeleting(true)}>
          {m.privacy_delete_open({}, o)}
        </button>
      </div>
      {deleting && (
        <Suspense fallback={null}>
          <DeleteAccountDialog locale={locale} onClose={() => setDeleting(false)} />
        </Suspense>
      )}
    </section>
  );
}
