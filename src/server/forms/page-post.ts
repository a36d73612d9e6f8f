/**
 * The plain forms a page posts to itself (docs/architecture.md §3), so the page works without
 * JavaScript: only a post from our own origin is read; its `intent` picks the handler, which calls
 * the API in the visitor's name. Success answers `303` to the page again, at the anchor where the
 * change shows; a failure comes back for the page to render at its field, with the API's status.
 */
import { formFields, isOwnFormPost } from './form-post';
import { pageApi, type PageApi } from './page-api';

/** A form the API refused: which form it was, the status, and the errors at their fields (`form` for the whole form). */
export interface PostFailure {
  intent: string;
  status: number;
  errors: Record<string, string>;
}

/** What a handler answers: the anchor on the page to go back to (with a query for the page to read), or the failure to show. */
export type PostOutcome<Failure extends PostFailure> = { anchor: string; query?: Record<string, string> } | Failure;

/** Handles one form: its fields and the page's typed API client. */
export type PostHandler<Failure extends PostFailure> = (fields: Record<string, string>, api: PageApi) => Promise<PostOutcome<Failure>>;

export interface PagePost<Failure extends PostFailure> {
  env: Env;
  /** The page's own path in its language: the 303 goes there. */
  here: string;
  /** Handlers by the form's `intent`. */
  intents: Partial<Record<string, PostHandler<Failure>>>;
  /** The handler of a form without a known intent; such a post is ignored when there is none. */
  otherwise?: PostHandler<Failure>;
}

/** The parts of `Astro` a post needs. */
interface PostedPage {
  request: Request;
  locals: Pick<App.Locals, 'locale' | 'cfContext' | 'requestDb'>;
  response: { status?: number };
  redirect: (path: string, status: 303) => Response;
}

/**
 * Handles a form posted to the page: the 303 to return, the failure to render (the page's status is
 * set to the API's), or null when nothing was posted that the page handles.
 */
export async function handlePagePost<Failure extends PostFailure>(
  page: PostedPage,
  { env, here, intents, otherwise }: PagePost<Failure>,
): Promise<Response | Failure | null> {
  if (!isOwnFormPost(page.request)) return null;
  const fields = await formFields(page.request);
  const handler = (fields.intent !== undefined && Object.hasOwn(intents, fields.intent) ? intents[fields.intent] : undefined) ?? otherwise;
  if (!handler) return null;
  const api = pageApi({ request: page.request, locale: page.locals.locale, env, context: page.locals.cfContext, requestDb: page.locals.requestDb });
  const outcome = await handler(fields, api);
  if ('anchor' in outcome) {
    const search = new URLSearchParams(outcome.query).toString();
    return page.redirect(`${here}${search ? `?${search}` : ''}#${outcome.anchor}`, 303);
  }
  page.response.status = outcome.status;
  return outcome;
}
