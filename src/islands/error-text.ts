import type { ApiErrorBody } from '~/shared/api-error';

/**
 * What to tell the member about a failed request: the server's message, already in their language,
 * or `fallback` when there is none (the network failed, the answer was not ours).
 *
 * It reads the error's shape (the `body` of an ApiRequestError) instead of testing its class:
 * islands that load the API client on demand (feed, plan page) can then name the server's message
 * without carrying the class into their first load (docs/architecture.md §12).
 */
export function errorText(error: unknown, fallback: string): string {
  return (error as { body?: Partial<ApiErrorBody> } | null | undefined)?.body?.message || fallback;
}
