/**
 * Failures in Stripe's own format and with its HTTP statuses, so the real SDK turns them into its
 * usual classes (402 → StripeCardError, 400/404 → StripeInvalidRequestError or
 * StripeIdempotencyError, 401 → StripeAuthenticationError). Handlers throw them; api.ts answers.
 */

export interface StripeErrorBody {
  type: 'card_error' | 'invalid_request_error' | 'idempotency_error';
  message: string;
  code?: string;
  decline_code?: string;
  param?: string;
  doc_url?: string;
  /** The objects Stripe attaches to some errors, e.g. `setup_intent` on a declined confirmation. */
  [attached: string]: unknown;
}

export class StripeFakeError extends Error {
  readonly body: StripeErrorBody;

  constructor(
    readonly status: number,
    body: StripeErrorBody,
  ) {
    super(body.message);
    this.body = body.code ? { doc_url: `https://docs.stripe.com/error-codes/${body.code.replaceAll('_', '-')}`, ...body } : body;
  }
}

export const invalidRequest = (message: string, param?: string, code?: string) =>
  new StripeFakeError(400, { type: 'invalid_request_error', message, ...(param ? { param } : {}), ...(code ? { code } : {}) });

export const resourceMissing = (kind: string, id: string, param = 'id') =>
  new StripeFakeError(404, { type: 'invalid_request_error', code: 'resource_missing', param, message: `No such ${kind}: '${id}'` });

export const authenticationFailed = (message: string) => new StripeFakeError(401, { type: 'invalid_request_error', message });

export interface CardDecline {
  code: string;
  message: string;
  decline_code?: string;
  param?: string;
}

export const cardError = (decline: CardDecline, attached: Record<string, unknown> = {}) =>
  new StripeFakeError(402, { type: 'card_error', ...decline, ...attached });
