/** Calls the API app inside the Workers runtime, as a same-origin page would. */
import { env } from 'cloudflare:workers';
import { app } from '../../src/server/app';

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
export function cookieFrom(response: Response): string {
  const header = response.headers.getSetCookie().find((c) => c.startsWith('__Host-session='));
  if (!header) throw new Error('no session cookie was set');
  return header.split(';')[0] ?? '';
}
