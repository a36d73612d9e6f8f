import { useRef, useState } from 'react';
import { m } from '../../paraglide/messages.js';
import type { Locale } from '../../shared/enums';
import { showToast } from '../../stores/toasts';
import { createApiClient, readJson } from '../api';

interface Props {
  locale: Locale;
  activityId: number;
  title: string;
  onDeleted(): void;
}

/** Delete with a confirmation dialog (edit page, management, my activities; docs/product-rules.md §2). */
export default function DeleteActivityButton({ locale, activityId, title, onDeleted }: Props) {
  const o = { locale };
  const dialog = useRef<HTMLDialogElement>(null);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    try {
      await readJson(await createApiClient(locale).activities[':id'].$delete({ param: { id: String(activityId) } }));
      dialog.current?.close();
      showToast({ title: m.activity_deleted({}, o) });
      onDeleted();
    } catch {
      showToast({ title: m.activity_delete_failed({}, o), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <button type="button" className="btn-ghost text-red-700 dark:text-red-300" onClick={() => dialog.current?.showModal()}>
        {m.activity_delete({}, o)}
      </button>
      <dialog ref={dialog} className="card max-w-md backdrop:bg-black/40" aria-labelledby={`delete-${activityId}-title`}>
        <h2 id={`delete-${activityId}-title`} className="text-lg font-semibold">
          {m.activity_delete_confirm_title({}, o)}
        </h2>
        <p className="mt-2 prose-text">{m.activity_delete_confirm_body({ title }, o)}</p>
        <div className="mt-5 flex justify-end gap-3">
          <button type="button" className="btn-ghost" onClick={() => dialog.current?.close()}>
            {m.activity_delete_cancel({}, o)}
          </button>
          <button type="button" className="btn-primary bg-red-700 hover:bg-red-800" disabled={busy} onClick={() => void confirm()}>
            {m.activity_delete({}, o)}
          </button>
        </div>
      </dialog>
    </>
  );
}
