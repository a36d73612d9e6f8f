import { useStore } from '~/islands/use-store';
import { useEffect, useRef, useState } from 'react';
import { m } from '~/paraglide/messages.js';
import type { Locale } from '~/shared/enums';
import { setCurrentUser } from '~/stores/current-user';
import { $disclaimerAccepted } from '~/stores/preferences';
import { readJson, useApi } from '~/islands/api';
import { toStoredUser } from '~/islands/forms/stored-user';

/**
 * The disclaimer dialog (docs/product-rules.md §2): shown once to a signed-in member who has not accepted it,
 * not dismissible, accept enabled only when the box is ticked. Accepting sets the local flag even
 * when the server call fails (docs/product-rules.md §4.3), and the server moves `verified` to `active`.
 *
 * The layout renders it only when the server found the disclaimer pending, so it opens on that alone:
 * it does not wait for a stored user, which a member signed in by the verification link does not have
 * yet. The page behind it already offers what the member may do once accepted (`pageActorOf`), so
 * accepting changes nothing there but the stored user, which it refreshes from the answer
 * (docs/decisions/038-first-run.md).
 */
export default function DisclaimerGate({ locale }: { locale: Locale }) {
  const o = { locale };
  const api = useApi(locale);
  const acceptedLocally = useStore($disclaimerAccepted);
  const [open, setOpen] = useState(false);
  const [ticked, setTicked] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    if (!acceptedLocally) setOpen(true);
  }, [acceptedLocally]);

  useEffect(() => {
    if (open && !dialog.current?.open) dialog.current?.showModal();
  }, [open]);

  async function accept() {
    await api.user['disclaimer-accepted']
      .$post()
      .then((response) => readJson(response))
      .then((user) => setCurrentUser(toStoredUser(user)))
      .catch(() => undefined);
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
