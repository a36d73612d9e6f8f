import type { ApiErrorBody } from '~/shared/api-error';
import type { FieldErrors } from '~/shared/validate-form';
import { errorText } from './error-text';

/*
 * API errors in islands, in their own module: forms recognise them without bundling the API
 * client or valibot into their first load (docs/architecture.md §12).
 */

/** A non-OK answer; its text is 'status: message' as docs/architecture.md §5 describes, the code picks the island's message. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: Partial<ApiErrorBody>,
  ) {
    super(`${status}: ${body.message ?? ''}`);
    this.name = 'ApiRequestError';
  }
}

/** An API error as form errors: at its field when it names one, else for the whole form. */
export function apiErrorToFields(error: unknown, fallback: string): FieldErrors {
  const message = errorText(error, fallback);
  return error instanceof ApiRequestError && error.body.field ? { [error.body.field]: message } : { form: message };
}
