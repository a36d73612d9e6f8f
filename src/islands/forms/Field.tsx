import { useId, useState, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { m } from '~/paraglide/messages.js';
import type { Locale } from '~/shared/enums';

interface Labels {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  id?: string | undefined;
}

/** What ties a control to its label, hint and error for screen readers. */
interface ControlWiring {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** A label above one control, its hint and its error below; the control renders itself with the wiring it is given. */
function Labelled({ label, error, hint, id, control }: Labels & { control(wiring: ControlWiring): ReactNode }) {
  const generated = useId();
  const controlId = id ?? generated;
  const describedBy = [hint && `${controlId}-hint`, error && `${controlId}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={controlId} className="field-label">
        {label}
      </label>
      {control({ id: controlId, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && (
        <p id={`${controlId}-hint`} className="mt-1 text-xs text-ink-muted dark:text-stone-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${controlId}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

type FieldProps = Labels & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>;

/** A labelled input with its error, wired for screen readers. */
export function Field({ label, error, hint, id, ...input }: FieldProps) {
  return <Labelled label={label} error={error} hint={hint} id={id} control={(wiring) => <input {...wiring} className="field-input" {...input} />} />;
}

/** A labelled text area with its error, wired like `Field`. */
export function TextareaField({ label, error, hint, id, ...textarea }: Labels & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>) {
  return <Labelled label={label} error={error} hint={hint} id={id} control={(wiring) => <textarea {...wiring} className="field-input" {...textarea} />} />;
}

/** A labelled select (its options are the children) with its error, wired like `Field`. */
export function SelectField({ label, error, hint, id, ...select }: Labels & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'>) {
  return <Labelled label={label} error={error} hint={hint} id={id} control={(wiring) => <select {...wiring} className="field-input" {...select} />} />;
}

/** A password input with a show/hide toggle (docs/product-rules.md §2). */
export function PasswordField({ locale, ...props }: FieldProps & { locale: Locale }) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      {/* Room on the right for the toggle, so a long password never runs under it. */}
      <Field {...props} type={visible ? 'text' : 'password'} className="field-input pr-36" />
      <button type="button" className="btn absolute right-1 top-7 px-2 py-1 text-xs" aria-pressed={visible} onClick={() => setVisible(!visible)}>
        {visible ? m.password_hide({}, { locale }) : m.password_show({}, { locale })}
      </button>
    </div>
  );
}

/** A problem of the whole form, announced where it stands: optionally under a title and with a further sentence. */
export function FormError({ message, title, detail }: { message?: string | undefined; title?: string; detail?: string | undefined }) {
  return (
    <p role="alert" className="field-error min-h-5">
      {message && title && <strong className="block">{title}</strong>}
      {message}
      {message && detail && <span className="mt-1 block font-semibold">{detail}</span>}
    </p>
  );
}
