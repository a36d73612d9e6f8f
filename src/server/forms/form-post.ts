/**
 * Native form posts (docs/decisions/014-sign-in-hardening.md): the page itself receives the POST
 * of its form and hands the fields to the very API route the island calls (`page-api.ts`), so
 * lockout, validation, sessions and messages stay in one place.
 */

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

/** A 303 to `location` that carries the cookies the API set (the session). */
export function redirectWithCookies(location: string, setCookies: string[]): Response {
  const headers = new Headers({ Location: location, 'Cache-Control': 'no-store' });
  for (const cookie of setCookies) headers.append('Set-Cookie', cookie);
  return new Response(null, { status: 303, headers });
}
