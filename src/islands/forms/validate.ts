/**
 * Form validation in islands with the shared schema (docs/architecture.md §3). Texts come from the page
 * (`schemaMessages`), so only the messages a form can show are shipped with it.
 */
import * as v from 'valibot';
import type { MessageKey } from '../../shared/messages';
import { ApiRequestError } from '../api';

export type Texts = Partial<Record<MessageKey, string>>;
export type FieldErrors = Record<string, string>;

export function validateForm<S extends v.GenericSchema>(
  schema: S,
  values: unknown,
  texts: Texts,
): { data: v.InferOutput<S>; errors: null } | { data: null; errors: FieldErrors } {
  const result = v.safeParse(schema, values);
  if (result.success) return { data: result.output, errors: null };
  const errors: FieldErrors = {};
  for (const issue of result.issues) {
    const field = String(issue.path?.[0]?.key ?? 'form');
    errors[field] ??= texts[issue.message as MessageKey] ?? issue.message;
  }
  return { data: null, errors };
}

/** An API error as form errors: at its field when it names one, else for the whole form. */
export function apiErrorToFields(error: unknown, fallback: string): FieldErrors {
  if (error instanceof ApiRequestError) {
    const message = error.body.message || fallback;
    return error.body.field ? { [error.body.field]: message } : { form: message };
  }
  return { form: fallback };
}
