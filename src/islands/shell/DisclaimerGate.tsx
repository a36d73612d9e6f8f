import { useStore } from '~/islands/use-store';
import { useEffect, useRef, useState } from 'react';
import { m } from '~/paraglide/messages.js';
import type { Locale } from '~/shared/enums';
import { $currentUser } from '~/stores/current-user';
import { $disclaimerAccepted } from '~/stores/preferences';
import { readJson, useApi } from '~/islands/api';

/**
 * The disclaimer dialog (docs/product-rules.md §2): shown once to a signed-in member who has not accepted it,
 * not dismissible, accept enabled only when the box is ticked. Accepting sets the local flag even
 * when the server call fails (docs/product-rules.md §4.3), and the server moves `verified` to `active`.
 */
export default function DisclaimerGate({ locale }: { locale: Locale }) {
  const o = { locale };
  const api = useApi(locale);
  const user = useStore($currentUser);
  const acceptedLocally = useStore($disclaimerAccepted);
  const [open, setOpen] = useState(false);
  const [ticked, setTicked] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    if (!user || acceptedLocally) return;
    let cancelled = false;
    api.user['disclaimer-status']
      .$get()
      .then((response) => readJson(response))
      .then(({ accepted }) => {
        if (cancelled) return;
        if (accepted) $disclaimerAccepted.set(true);
        else setOpen(true);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [user, acceptedLocally, api]);

  useEffect(() => {
    if (open && !dialog.current?.open) dialog.current?.showModal();
  }, [open]);

  async function accept() {
    await api.user['disclaimer-accepted'].$post().catch(() => undefined);
    $disclaimerAccepted.set(true);
    dialog.current?.close();
    setOpen(false);
  }

  if (!open) return null;
  const blocks = [
    [m.disclaimer_responsibility_title({}, o), m.disclaimer_responsibility_body({}, o)],
    [m.disclaimer_professional_title({}, o), m.disclaimer_professional_body({}, o)],
    [m.disclaimer_liability_title({}, o), m.disclaimer_liability_body({}, o)],
    [m.disclaimer_privacy_title({}, o), m.disclaimer_privacy_body({}, o)],
  ] as const;
  return (
    <dialog
      ref={dialog}
      aria-labelledby="disclaimer-title"
      className="m-auto max-h-[90vh] w-[min(40rem,92vw)] overflow-y-auto rounded-2xl bg-white p-6 text-ink shadow-xl backdrop:bg-black/60 dark:(bg-night-raised text-stone-100)"
      onCancel={(event) => event.preventDefault()}
    >
      <h2 id="disclaimer-title" className="text-xl font-bold">
        {m.disclaimer_title({}, o)}
      </h2>
      <p className="mt-2 prose-text">{m.disclaimer_intro({}, o)}</p>
      <div className="mt-4 space-y-4">
        {blocks.map(([title, body]) => (
          <section key={title}>
            <h3 className="font-semibold">{title}</h3>
            <p className="mt-1 text-sm prose-text">{body}</p>
          </section>
        ))}
      </div>
      <label className="mt-6 flex items-start gap-3">
        <input type="checkbox" className="mt-1 h-4 w-4" checked={ticked} onChange={(event) => setTicked(event.target.checked)} />
        <span>{m.disclaimer_checkbox({}, o)}</span>
      </label>
      <button type="button" className="btn-primary mt-4 w-full" disabled={!ticked} onClick={accept}>
        {m.disclaimer_accept({}, o)}
      </button>
    </dialog>
  );
}
