import { useEffect, useRef, useState } from 'react';
import type { SubmitEvent } from 'react';
import type * as v from 'valibot';
import { apiErrorToFields } from '~/islands/api-error';
import type { FieldErrors, Texts } from '~/shared/validate-form';

/** The schema itself, or a loader for it when the form should not carry it into the page's first load. */
type SchemaSource<S> = S | (() => Promise<S>);

interface Options<S extends v.GenericSchema> {
  /** Sends the valid form; a thrown API error lands at its field (or the whole form). */
  submit(data: v.InferOutput<S>, form: HTMLFormElement): Promise<void>;
  /** The message for failures that carry none. */
  fallback: string;
  /** Values the form does not hold as inputs (e.g. the token from the URL). */
  extra?: Record<string, unknown>;
  onError?(error: unknown): void;
  /** Errors the server rendered the form with (a submission without JavaScript). */
  initialErrors?: FieldErrors;
}

/**
 * A form validated with a shared schema before it is sent (docs/architecture.md §3): field errors from the
 * schema or the API, and a busy flag while the request runs. The validation (valibot) loads with the
 * first submission, so it stays out of the page's first load (docs/architecture.md §12).
 */
export function useSchemaForm<S extends v.GenericSchema>(schema: SchemaSource<S>, texts: Texts, options: Options<S>) {
  const [errors, setErrors] = useState<FieldErrors>(options.initialErrors ?? {});
  const [busy, setBusy] = useState(false);
  // After a refusal, focus goes to the first field at fault once the render has marked it, so a
  // screen reader reads its label and error (tied by aria-describedby); a problem of the whole form
  // is announced by its alert instead.
  const refused = useRef<HTMLFormElement | null>(null);
  useEffect(() => {
    refused.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    refused.current = null;
  });

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const values = { ...Object.fromEntries(new FormData(form)), ...options.extra };
    const [{ validateForm }, resolved] = await Promise.all([
      import('~/shared/validate-form'),
      typeof schema === 'function' ? (schema as () => Promise<S>)() : schema,
    ]);
    const checked = validateForm(resolved, values, texts);
    setErrors(checked.errors ?? {});
    if (!checked.data) {
      refused.current = form;
      return;
    }
    setBusy(true);
    try {
      await options.submit(checked.data, form);
    } catch (error) {
      refused.current = form;
      setErrors(apiErrorToFields(error, options.fallback));
      options.onError?.(error);
    } finally {
      setBusy(false);
    }
  }

  return { errors, busy, onSubmit };
}
