import { useId, useState, type InputHTMLAttributes } from 'react';
import { m } from '../../paraglide/messages.js';
import type { Locale } from '../../shared/enums';

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string | undefined;
  hint?: string;
}

/** A labelled input with its error, wired for screen readers. */
export function Field({ label, error, hint, id, ...input }: FieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const describedBy = [hint && `${inputId}-hint`, error && `${inputId}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={inputId} className="field-label">
        {label}
      </label>
      <input id={inputId} className="field-input" aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      {hint && (
        <p id={`${inputId}-hint`} className="mt-1 text-xs text-ink-muted dark:text-stone-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${inputId}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** A password input with a show/hide toggle (docs/product-rules.md §2). */
export function PasswordField({ locale, ...props }: FieldProps & { locale: Locale }) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <Field {...props} type={visible ? 'text' : 'password'} />
      <button
        type="button"
        className="btn absolute right-1 top-7 px-2 py-1 text-xs"
        aria-pressed={visible}
        onClick={() => setVisible(!visible)}
      >
        {visible ? m.password_hide({}, { locale }) : m.password_show({}, { locale })}
      </button>
    </div>
  );
}

export function FormError({ message }: { message?: string | undefined }) {
  return (
    <p role="alert" className="field-error min-h-5">
      {message}
    </p>
  );
}
