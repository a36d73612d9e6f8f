import type { ReactNode } from 'react';

/** The way out of a form without sending it: closes it in place (a button) or leaves for another page (a link). */
type Cancel = { label: string; onClick(): void } | { label: string; href: string };

interface Props {
  /** The submit button's text. */
  submit: ReactNode;
  /** Disables the submit button: the request runs, or the form cannot be sent yet. */
  busy: boolean;
  cancel?: Cancel | undefined;
  /** A dialog's row: aligned right, cancel before submit. */
  dialog?: boolean;
  /** The row's own layout where it differs from the usual wrapping row. */
  className?: string;
  /** The submit button's classes where the action is not the usual primary one (deleting for good). */
  submitClassName?: string;
  /** Further controls after the buttons (a link to the password reset, a status line). */
  children?: ReactNode;
}

function CancelControl({ cancel }: { cancel: Cancel }) {
  if ('href' in cancel) {
    return (
      <a className="btn-ghost" href={cancel.href}>
        {cancel.label}
      </a>
    );
  }
  return (
    <button type="button" className="btn-ghost" onClick={cancel.onClick}>
      {cancel.label}
    </button>
  );
}

/** The row under a form: its submit button, disabled while busy, and the way back (docs/architecture.md §3). */
export function FormActions({ submit, busy, cancel, dialog = false, className, submitClassName = 'btn-primary', children }: Props) {
  const submitButton = (
    <button type="submit" className={submitClassName} disabled={busy}>
      {submit}
    </button>
  );
  const cancelControl = cancel && <CancelControl cancel={cancel} />;
  return (
    <div className={className ?? (dialog ? 'flex justify-end gap-3' : 'flex flex-wrap gap-3')}>
      {dialog && cancelControl}
      {submitButton}
      {!dialog && cancelControl}
      {children}
    </div>
  );
}
