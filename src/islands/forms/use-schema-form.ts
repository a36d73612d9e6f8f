import { useState } from 'react';
import type { SubmitEvent } from 'react';
import type * as v from 'valibot';
import { apiErrorToFields, validateForm, type FieldErrors, type Texts } from './validate';

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
 * schema or the API, and a busy flag while the request runs.
 */
export function useSchemaForm<S extends v.GenericSchema>(schema: S, texts: Texts, options: Options<S>) {
  const [errors, setErrors] = useState<FieldErrors>(options.initialErrors ?? {});
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const checked = validateForm(schema, { ...Object.fromEntries(new FormData(form)), ...options.extra }, texts);
    setErrors(checked.errors ?? {});
    if (!checked.data) return;
    setBusy(true);
    try {
      await options.submit(checked.data, form);
    } catch (error) {
      setErrors(apiErrorToFields(error, options.fallback));
      options.onError?.(error);
    } finally {
      setBusy(false);
    }
  }

  return { errors, busy, onSubmit };
}
