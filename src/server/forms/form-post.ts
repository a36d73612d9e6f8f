/**
 * Login and registration without JavaScript (docs/decisions/014-sign-in-hardening.md): the page
 * itself receives the native POST of its form and hands the fields to the very API route the
 * island calls, so lockout, validation, sessions and messages stay in one place.
 */
import type { Locale } from '~/shared/enums';
import type { ApiErrorBody } from '~/shared/api-error';
import { LOCALE_HEADER } from '~/shared/locale-transport';
import { app } from '~/server/app';

/** The answer of the API route: its status, its JSON body and the cookies it set. */
export interface FormPostAnswer {
  status: number;
  body: Record<string, unknown>;
  setCookies: string[];
}

/** Whether a native form POST came from one of our own pages (a cross-site form has another Origin). */
export function isOwnFormPost(request: Request): boolean {
  return request.method === 'POST' && request.headers.get('origin') === new URL(request.url).origin;
}

/** The text fields of a submitted form (files and missing fields are left out). */
export async function formFields(request: Request): Promise<Record<string, string>> {
  const form = await request.formData().catch(() => new FormData());
  const fields: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === 'string') fields[name] = value;
  return fields;
}

/**
 * Sends `body` as JSON to `/api{path}` (POST unless `method` says otherwise; no body when it is
 * undefined, as for a DELETE) in the name of the page's visitor: same origin, same session cookie,
 * same address, the page's language.
 */
export async function postToApi(
  request: Request,
  path: string,
  body: unknown,
  locale: Locale,
  env: Env,
  context: ExecutionContext,
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE' = 'POST',
): Promise<FormPostAnswer> {
  const origin = new URL(request.url).origin;
  const headers = new Headers({ origin, [LOCALE_HEADER]: locale });
  if (body !== undefined) headers.set('content-type', 'application/json');
  for (const name of ['cookie', 'cf-connecting-ip']) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  const response = await app.fetch(
    new Request(`${origin}/api${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }),
    env,
    context,
  );
  const answer = response.status === 204 ? {} : ((await response.json()) as Record<string, unknown>);
  return { status: response.status, body: answer, setCookies: response.headers.getSetCookie() };
}

/** The form errors of a failed answer: at its field when it names one, else for the whole form. */
export function answerErrors({ body }: FormPostAnswer): Record<string, string> {
  const { field, message } = body as Partial<ApiErrorBody>;
  return { [field ?? 'form']: message ?? '' };
}

/** A 303 to `location` that carries the cookies the API set (the session). */
export function redirectWithCookies(location: string, setCookies: string[]): Response {
  const headers = new Headers({ Location: location, 'Cache-Control': 'no-store' });
  for (const cookie of setCookies) headers.append('Set-Cookie', cookie);
  return new Response(null, { status: 303, headers });
}
