/**
 * What a page's loader gets from the page (docs/architecture.md §3): the request and its URL, the
 * language, the Worker's bindings and execution context. Pages pass `Astro` and `env` as they are.
 */
import type { Viewer } from '~/server/auth/page-viewer';
import type { Db } from '~/server/db/client';
import type { PageCall } from '~/server/forms/page-api';
import type { Locale } from '~/shared/enums';

/** What every loader reads: who asks, the page's database client and its language. */
export interface LoaderInput {
  viewer: Viewer;
  db: Db;
  locale: Locale;
}

/** The parts of `Astro` a loader reads. */
export interface PageAstro {
  request: Request;
  url: URL;
  locals: Pick<App.Locals, 'locale' | 'cfContext' | 'requestDb'>;
}

/** The typed API client's inputs for the page's request. */
export const pageCallOf = ({ request, locals }: PageAstro, env: Env): PageCall => ({
  request,
  locale: locals.locale,
  env,
  context: locals.cfContext,
  requestDb: locals.requestDb,
});
