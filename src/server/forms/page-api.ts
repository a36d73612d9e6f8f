/**
 * The API as a page calls it (docs/architecture.md §1): Hono's typed client over `AppType`, as the
 * islands use it, but bound in-process: its `fetch` hands the request to the app directly, no
 * network. Each call goes in the name of the page's visitor (same origin, session cookie, address)
 * and in the page's language, so validation, rules and messages stay in the API.
 */
import { hc } from 'hono/client';
import type { ClientResponse } from 'hono/client';
import type { OkBody } from '~/shared/api-answer';
import type { ApiErrorBody } from '~/shared/api-error';
import { fieldErrorsOf } from '~/shared/api-error';
import type { Locale } from '~/shared/enums';
import { LOCALE_HEADER } from '~/shared/locale-transport';
import { app, type AppType } from '~/server/app';
import { BOOKMARK_HEADER, type RequestDb } from '~/server/db/client';

/** What a page needs to call the API in its visitor's name. */
export interface PageCall {
  request: Request;
  locale: Locale;
  env: Env;
  context: ExecutionContext;
  /** The page's D1 session: calls start from its bookmark, and its later reads from theirs. */
  requestDb: RequestDb;
}

/** The request headers that make the API see the page's visitor. */
const FORWARDED = ['cookie', 'cf-connecting-ip'] as const;

/** The typed API client of one page request. */
export function pageApi({ request, locale, env, context, requestDb }: PageCall) {
  const origin = new URL(request.url).origin;
  const headers: Record<string, string> = { origin, [LOCALE_HEADER]: locale };
  for (const name of FORWARDED) {
    const value = request.headers.get(name);
    if (value) headers[name] = value;
  }
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const bookmark = requestDb.bookmark();
    const sent = new Headers(init?.headers);
    if (bookmark) sent.set(BOOKMARK_HEADER, bookmark);
    const response = await app.request(input, { ...init, headers: sent }, env, context);
    requestDb.advance(response.headers.get(BOOKMARK_HEADER));
    return response;
  };
  return hc<AppType>(`${origin}/api`, { headers, fetch });
}
export type PageApi = ReturnType<typeof pageApi>;

/** API paths for a page's markup (a download link), built from the same route types as the calls. */
export const apiLinks = hc<AppType>('http://links.invalid/api');

type AnyResponse = ClientResponse<unknown, number, string>;

/** A refused call: its status, its error's code and every issue at its field (`form` for the whole form). */
export interface ApiRefusal {
  ok: false;
  status: number;
  code: ApiErrorBody['code'] | undefined;
  errors: Record<string, string>;
  /** A failed login's attempts left before the lock, when the API says so. */
  attemptsLeft?: number;
}

/** A call's outcome: the body and the cookies it set, or the refusal. */
export type ApiAnswer<R extends AnyResponse> = { ok: true; status: number; body: OkBody<R>; setCookies: string[] } | ApiRefusal;

/** Reads the answer of a typed call. */
export async function answerOf<R extends AnyResponse>(call: R | Promise<R>): Promise<ApiAnswer<R>> {
  const response = await call;
  const body: unknown = response.status === 204 ? undefined : await response.json().catch(() => ({}));
  if (response.ok) return { ok: true, status: response.status, body: body as OkBody<R>, setCookies: response.headers.getSetCookie() };
  const error = (body ?? {}) as Partial<ApiErrorBody>;
  return { ok: false, status: response.status, code: error.code, errors: fieldErrorsOf(error), attemptsLeft: error.attemptsLeft };
}
