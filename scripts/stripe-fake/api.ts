/**
 * The `/v1` API pipeline around the resource handlers: route, authenticate (secret keys
 * everywhere, publishable keys where Stripe.js calls), parse the form params, replay idempotent
 * requests, run the handler, expand, and answer errors in Stripe's format.
 */
import type Stripe from 'stripe';
import type { Fake } from './context';
import { authenticationFailed, StripeFakeError } from './errors';
import { expand } from './expand';
import { parseForm, type Params } from './form';
import { header, jsonReply, type HttpRequest, type Reply } from './http';
import { newId } from './ids';
import { ParamReader } from './params';
import { Router } from './router';
import { API_VERSION } from './types';

export type KeyKind = 'secret' | 'publishable';

export interface ApiCall {
  params: ParamReader;
  /** The route's `:id` segment ('' for routes without one). */
  id: string;
  key: KeyKind;
  /** Where the browser reaches the fake, for URLs handed to it (3-D Secure). */
  publicUrl: string;
}

export interface ApiRoute {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  /** Stripe.js calls it with the publishable key. */
  publishable?: boolean;
  handle(call: ApiCall): object;
}

/** The key from `Authorization: Bearer …`, `Basic` (curl -u sk_test_…:), or the `key` param Stripe.js may send. */
function presentedKey(request: HttpRequest, params: Params): string | undefined {
  const authorization = header(request, 'Authorization') ?? '';
  const [scheme, credentials = ''] = authorization.split(' ');
  if (scheme === 'Bearer') return credentials.trim();
  if (scheme === 'Basic') return Buffer.from(credentials, 'base64').toString('utf8').split(':')[0];
  return typeof params.key === 'string' ? params.key : undefined;
}

function authenticate(request: HttpRequest, params: Params, route: ApiRoute): KeyKind {
  const key = presentedKey(request, params);
  if (!key) {
    throw authenticationFailed(
      "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
    );
  }
  if (/^(sk|rk)_test_\w+$/.test(key)) return 'secret';
  if (!/^pk_test_\w+$/.test(key))
    throw authenticationFailed(`Invalid API Key provided: ${key.slice(0, 8)}${'*'.repeat(Math.max(0, key.length - 12))}${key.slice(-4)}`);
  if (!route.publishable) throw authenticationFailed('This API call cannot be made with a publishable API key. Please use a secret API key.');
  return 'publishable';
}

const errorReply = (error: unknown, headers: Record<string, string>): Reply => {
  if (error instanceof StripeFakeError) return jsonReply(error.status, { error: error.body }, headers);
  throw error;
};

export function createApi(fake: Fake, routes: ApiRoute[]): (request: HttpRequest) => Reply {
  const router = new Router<ApiRoute>();
  for (const route of routes) router.add(route.method, route.path, route);

  return (request) => {
    const requestId = newId('req');
    const headers = { 'Request-Id': requestId, 'Stripe-Version': API_VERSION };
    try {
      const match = router.match(request.method, request.url.pathname);
      if (!match) {
        throw new StripeFakeError(404, {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${request.method}: ${request.url.pathname}). The Stripe fake does not implement it.`,
        });
      }
      const params = { ...parseForm(request.url.search.slice(1)), ...parseForm(request.body) };
      const key = authenticate(request, params, match.handler);
      delete params.key;

      // Stripe honours idempotency keys on POST only; GET and DELETE are idempotent anyway.
      const idempotencyKey = request.method === 'POST' ? header(request, 'Idempotency-Key') : undefined;
      const fingerprint = `${request.method} ${request.url.pathname} ${JSON.stringify(params)}`;
      const replayed = idempotencyKey ? fake.idempotency.replay(idempotencyKey, fingerprint) : undefined;
      if (replayed) return { ...replayed, headers: { ...replayed.headers, 'Request-Id': requestId } };

      const eventRequest: Stripe.Event.Request = { id: requestId, idempotency_key: idempotencyKey ?? null };
      const reader = new ParamReader(params);
      const call: ApiCall = { params: reader, id: match.params.id ?? '', key, publicUrl: fake.publicUrl ?? request.url.origin };
      let reply: Reply;
      try {
        const result = fake.events.during(eventRequest, () => match.handler.handle(call));
        reply = jsonReply(
          200,
          expand(result, reader.strings('expand'), (id) => fake.store.find(id)),
          headers,
        );
      } catch (error) {
        reply = errorReply(error, headers);
      }
      if (idempotencyKey) fake.idempotency.remember(idempotencyKey, fingerprint, reply, requestId);
      return reply;
    } catch (error) {
      return errorReply(error, headers);
    }
  };
}
