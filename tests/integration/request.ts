/** Calls the API app inside the Workers runtime, as a same-origin page would. */
import { env } from 'cloudflare:workers';
import { testClient } from 'hono/testing';
import { app } from '~/server/app';

export const ORIGIN = 'http://localhost';

export interface CallOptions {
  headers?: Record<string, string>;
  cookie?: string;
  bindings?: Env;
}

export function call(method: string, path: string, body?: unknown, { headers = {}, cookie, bindings = env }: CallOptions = {}) {
  return app.request(
    path,
    {
      method,
      headers: {
        origin: ORIGIN,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(cookie ? { cookie } : {}),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    },
    bindings,
  );
}

export function postJson(path: string, body: unknown, headers: Record<string, string> = {}, bindings: Env = env) {
  return call('POST', path, body, { headers, bindings });
}

/** The session cookie a response set, ready to send back. */
export function cookieFrom(response: { headers: Headers }): string {
  const header = response.headers.getSetCookie().find((c) => c.startsWith('__Host-session='));
  if (!header) throw new Error('no session cookie was set');
  return header.split(';')[0] ?? '';
}

/** Hono's typed client over the API, called as a same-origin page (signed in when given a cookie) would. */
export function apiClient({ headers = {}, cookie, bindings = env }: CallOptions = {}) {
  return testClient(app, bindings, undefined, { headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}), ...headers } }).api;
}

/**
 * Uploads a picture as the image field of a form does. The route reads the multipart body itself
 * (no validator declares it), so the body goes in by hand; the answer is still typed.
 */
export function uploadImage(bytes: Uint8Array, name: string, cookie?: string) {
  const form = new FormData();
  form.append('imageFile', new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' }));
  return apiClient({ cookie })['process-image'].$post(undefined, { init: { body: form } });
}
