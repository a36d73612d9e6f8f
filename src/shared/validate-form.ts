/**
 * A form's values checked with its shared schema, as errors per field (docs/architecture.md §3).
 * Islands pass the texts the page gave them (`schemaMessages`), so only the messages a form can
 * show are shipped with it, and useSchemaForm loads this module (and valibot with it) on the first
 * submission. The no-JavaScript training form (server/forms/session-form.ts) passes no texts and
 * translates the message keys it gets back itself.
 */
import * as v from 'valibot';
import type { MessageKey } from '~/shared/messages';

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
