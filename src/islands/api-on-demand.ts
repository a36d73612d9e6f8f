import type { Locale } from '~/shared/enums';

/**
 * The typed API client, loaded with the first action instead of with the page: for islands whose
 * first paint needs no request (the feed arrives with the page), this keeps the client out of the
 * first load (docs/architecture.md §3).
 */
export async function apiOnDemand(locale: Locale) {
  const { createApiClient, readJson } = await import('./api');
  return { api: createApiClient(locale), readJson };
}
