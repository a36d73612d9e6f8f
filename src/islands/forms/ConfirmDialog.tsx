import { useEffect, useId, useRef, useState } from 'react';

export interface ConfirmRequest {
  title: string;
  message?: string;
  /** What exactly the action touches, listed under the message. */
  items?: { id: number; label: string }[];
  confirmLabel: string;
  cancelLabel: string;
  /** Deletes something for good: the confirm button is red. */
  destructive?: boolean;
  /** Runs on confirm and reports its own failure; the dialog closes when it settles. */
  run(): Promise<void>;
}

/** A modal confirmation (delete, reset and resend each ask first: docs/product-rules.md §8). Open while `request` is set. */
export function ConfirmDialog({ request, onClose }: { request: ConfirmRequest | null; onClose(): void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (request) dialog.current?.showModal();
    else dialog.current?.close();
  }, [request]);

  async function confirm() {
    if (!request) return;
    setBusy(true);
    try {
      await request.run();
    } finally {
      setBusy(false);
      onClose();
    }
  }

  return (
    <dialog ref={dialog} className="card max-w-md backdrop:bg-black/40" aria-labelledby={titleId} onClose={onClose}>
      <h2 id={titleId} className="text-lg font-semibold">
        {request?.title}
      </h2>
      {request?.message && <p className="mt-2 prose-text">{request.message}</p>}
      {request?.items && (
        <ul className="mt-2 max-h-64 list-disc overflow-y-auto break-words pl-5 text-sm">
          {request.items.map((item) => (
            <li key={item.id}>{item.label}</li>
          ))}
        </ul>
      )}
      <div className="mt-4 flex justify-end gap-3">
        <button type="button" className="btn-ghost" onClick={onClose}>
          {request?.cancelLabel}
        </button>
        <button
          type="button"
          className={request?.destructive ? 'btn-primary bg-red-700 hover:bg-red-800' : 'btn-primary'}
          disabled={busy}
          onClick={() => void confirm()}
        >
          {request?.confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
