/**
 * The typed API client for islands (DESIGN §1): Hono's `hc` over the server's route types,
 * so request and response shapes are checked end to end. Only the type crosses from
 * src/server; nothing of the server is bundled.
 */
import { hc } from 'hono/client';
import type { AppType } from '../server/app';
import type { ApiErrorBody } from '../shared/api-error';
import type { Locale } from '../shared/enums';
import { LOCALE_HEADER } from '../shared/locale-transport';

export function createApiClient(locale: Locale, fetchImpl?: typeof fetch) {
  return hc<AppType>('/api', {
    headers: { Accept: 'application/json', [LOCALE_HEADER]: locale },
    init: { credentials: 'same-origin' },
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
  });
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** A non-OK answer; its text is 'status: message' as SPEC §8 describes, the code picks the island's message. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: Partial<ApiErrorBody>,
  ) {
    super(`${status}: ${body.message ?? ''}`);
    this.name = 'ApiRequestError';
  }
}

/** Reads a JSON answer, turning an error answer into an ApiRequestError. */
export async function readJson<T>(response: { ok: boolean; status: number; json(): Promise<T> }): Promise<T> {
  if (response.ok) return response.json();
  const body = (await response.json().catch(() => ({}))) as Partial<ApiErrorBody>;
  throw new ApiRequestError(response.status, body);
}
