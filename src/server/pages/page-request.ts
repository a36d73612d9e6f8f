/**
 * What a page's loader gets from the page (docs/architecture.md §3): the request and its URL, the
 * language, the Worker's bindings and execution context. Pages pass `Astro` and `env` as they are.
 */
import type { PageCall } from '~/server/forms/page-api';

/** The parts of `Astro` a loader reads. */
export interface PageAstro {
  request: Request;
  url: URL;
  locals: Pick<App.Locals, 'locale' | 'cfContext'>;
}

/** The typed API client's inputs for the page's request. */
export const pageCallOf = ({ request, locals }: PageAstro, env: Env): PageCall => ({ request, locale: locals.locale, env, context: locals.cfContext });
