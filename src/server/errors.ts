import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiErrorBody } from '~/shared/api-error';
import type { MessageKey } from '~/shared/messages';

/** A field's problem as a route raises it; the error handler adds the text in the caller's language. */
export interface FieldIssue {
  field?: string;
  code: MessageKey;
}

/** An expected failure with a stable code; the error handler turns it into `{message, code, field?, issues?}` and its details. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: MessageKey,
    readonly field?: string,
    /** Every field's problem, when more than one field is at fault (a validation error). */
    readonly issues?: readonly FieldIssue[],
    /** What the body says besides the message (a failed login's attempts left). */
    readonly details?: Pick<ApiErrorBody, 'attemptsLeft'>,
  ) {
    super(code);
    this.name = 'ApiError';
  }
}
