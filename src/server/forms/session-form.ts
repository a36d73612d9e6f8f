/**
 * The training session form as plain HTML (no JavaScript needed to log, edit or delete): the page
 * checks a submission's body (src/shared/training/session-form.ts) with the shared schema first, so
 * every field with a problem is marked at once in the member's language. The API checks again and
 * has the last word.
 */
import type { Locale } from '~/shared/enums';
import { isMessageKey, translate } from '~/shared/messages';
import { createSessionSchema, updateSessionSchema } from '~/shared/schemas/training';
import { validateForm, type FieldErrors } from '~/shared/validate-form';

/**
 * The problems the shared schema finds in a body, per field, in the member's language; null when
 * none. Issues carry message keys (the counts rule's too, which no walk of the schema finds).
 */
export function sessionBodyErrors(body: Record<string, unknown>, kind: 'create' | 'update', locale: Locale): FieldErrors | null {
  const { errors } = validateForm(kind === 'create' ? createSessionSchema : updateSessionSchema, body, {});
  if (!errors) return null;
  return Object.fromEntries(Object.entries(errors).map(([field, key]) => [field, translate(isMessageKey(key) ? key : 'error_invalid_request', locale)]));
}
