import { ApiError } from '~/server/errors';

/** Why a page's main item is missing: it does not exist for this viewer, or loading it failed. */
export type LoadFailure = 'not_found' | 'failed';

export type Loaded<T> = { value: T; failure: null } | { value: null; failure: LoadFailure; status: 404 | 500 };

/**
 * Loads what a page is about (an activity, a member). The service's `404` (absent, or hidden from
 * this viewer) becomes the page's not-found answer; anything else is logged as `<what> failed` and
 * answers `500`. The page renders its own message for either.
 */
export async function loadOr404<T>(load: () => Promise<T>, what: string): Promise<Loaded<T>> {
  try {
    return { value: await load(), failure: null };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { value: null, failure: 'not_found', status: 404 };
    console.error(`${what} failed`, error);
    return { value: null, failure: 'failed', status: 500 };
  }
}

/**
 * Loads a page's lists from what the visitor put in its query (a cursor): the service's refusal
 * (a 4xx, e.g. a cursor that is no cursor) is the visitor's mistake and answers its status;
 * anything else is logged as `<what> failed` and answers `500`.
 */
export async function loadOrRefused<T>(load: () => Promise<T>, what: string): Promise<{ value: T; status: 200 } | { value: null; status: number }> {
  try {
    return { value: await load(), status: 200 };
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return { value: null, status: error.status };
    console.error(`${what} failed`, error);
    return { value: null, status: 500 };
  }
}
