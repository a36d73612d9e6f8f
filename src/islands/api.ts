/**
 * The typed API client for islands (docs/architecture.md §1): Hono's `hc` over the server's route types,
 * so request and response shapes are checked end to end. Only the type crosses from
 * src/server; nothing of the server is bundled.
 */
import { hc, type ClientResponse } from 'hono/client';
import { useMemo } from 'react';
import type { AppType } from '~/server/app';
import type { OkBody } from '~/shared/api-answer';
import type { ApiErrorBody } from '~/shared/api-error';
import type { Locale } from '~/shared/enums';
import { LOCALE_HEADER } from '~/shared/locale-transport';
import { ApiRequestError } from './api-error';

export { ApiRequestError };

export function createApiClient(locale: Locale, fetchImpl?: typeof fetch) {
  return hc<AppType>('/api', {
    headers: { Accept: 'application/json', [LOCALE_HEADER]: locale },
    init: { credentials: 'same-origin' },
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
  });
}

/** The client for a component: made once per language, not at every render. */
export function useApi(locale: Locale) {
  return useMemo(() => createApiClient(locale), [locale]);
}

/** Reads a successful JSON answer, turning an error answer into an ApiRequestError. */
export async function readJson<R extends ClientResponse<unknown, number, string>>(response: R): Promise<OkBody<R>> {
  if (response.status === 204) return undefined as OkBody<R>;
  if (response.ok) return (await response.json()) as OkBody<R>;
  const body = (await response.json().catch(() => ({}))) as Partial<ApiErrorBody>;
  throw new ApiRequestError(response.status, body);
}
