/** Types of the typed API client's answers, for islands and pages alike (docs/architecture.md §1). */
import type { ClientResponse } from 'hono/client';
import type { SuccessStatusCode } from 'hono/utils/http-status';

type IsSuccess<S> = S extends SuccessStatusCode ? true : false;
/** The body type of a route's successful answers. */
export type OkBody<R> = R extends ClientResponse<infer T, infer S, infer _F> ? (true extends IsSuccess<S> ? T : never) : never;
