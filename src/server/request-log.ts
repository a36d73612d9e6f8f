/**
 * The log line of a failed API request (docs/decisions/041-platform.md): one JSON object per error
 * answer, which Workers Logs indexes by field, so a ray id from a member's report finds its route,
 * status, D1 round trips and duration.
 */
import type { Context } from 'hono';
import { routePath } from 'hono/route';
import type { AppEnv } from './context';

export interface ApiErrorLine {
  event: 'api_error';
  ray: string | null;
  method: string;
  /** The route's pattern (`/api/posts/:id`), never the path with its ids. */
  route: string;
  status: number;
  d1RoundTrips: number;
  durationMs: number;
  /** The exception of an unexpected failure (500). */
  error?: string;
}

export function logApiError(c: Context<AppEnv>, d1RoundTrips: number, durationMs: number): void {
  const failure = c.get('failure');
  const line: ApiErrorLine = {
    event: 'api_error',
    ray: c.req.header('cf-ray') ?? null,
    method: c.req.method,
    // The deepest route the request reached (the handler, or the guard that refused it).
    route: routePath(c),
    status: c.res.status,
    d1RoundTrips,
    durationMs,
    ...(failure ? { error: failure } : {}),
  };
  (c.res.status >= 500 ? console.error : console.warn)(JSON.stringify(line));
}
