/** Calls the API app inside the Workers runtime, as a same-origin page would. */
import { env } from 'cloudflare:workers';
import { app } from '../../src/server/app';

export const ORIGIN = 'http://localhost';

export function postJson(path: string, body: unknown, headers: Record<string, string> = {}, bindings: Env = env) {
  return app.request(
    path,
    { method: 'POST', headers: { 'content-type': 'application/json', origin: ORIGIN, ...headers }, body: JSON.stringify(body) },
    bindings,
  );
}
