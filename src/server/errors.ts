import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { MessageKey } from '~/shared/messages';

/** An expected failure with a stable code; the error handler turns it into `{message, code, field?}`. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: MessageKey,
    readonly field?: string,
  ) {
    super(code);
    this.name = 'ApiError';
  }
}
