import type { MessageKey } from './messages';

/** One field's problem in a refused form: the schema's message key and its text in the caller's language. */
export interface ApiFieldIssue {
  /** The field's path; absent for a problem of the whole form. */
  field?: string;
  code: MessageKey;
  message: string;
}

/**
 * The body of every API error (docs/architecture.md §5): a stable code, the text in the caller's
 * language, the form field if any. A validation error with problems at more than one field lists
 * each field's first one in `issues`; the first of them is also `field`/`code`/`message`.
 */
export interface ApiErrorBody {
  message: string;
  code: MessageKey;
  field?: string;
  issues?: ApiFieldIssue[];
  /** A failed login from the third failure on: attempts left before the 15-minute lock (docs/product-rules.md §4.4). */
  attemptsLeft?: number;
}

/** An error body as form errors, every issue at its field (`form` for the whole form). */
export function fieldErrorsOf({ field, message, issues }: Partial<ApiErrorBody>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues ?? [{ field, message: message ?? '' }]) errors[issue.field ?? 'form'] ??= issue.message;
  return errors;
}
