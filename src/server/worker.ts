/**
 * The Worker's handlers around the page renderer (wrangler.jsonc `main` is src/worker.ts). Requests a
 * provider sends on its own go to the API app before Astro's handler: Astro's origin check
 * (`security.checkOrigin`) refuses every cross-site form post, and RFC 8058's one-click unsubscribe
 * is exactly that, a form post without an `Origin`. Everything else meets Astro's check as before.
 * Apart from src/worker.ts because Astro's handler loads only in Astro's build; the integration tests
 * build their Worker with this same factory.
 */
import { app } from './app';
import { deliverBatch } from './delivery/consumer';
import { recordDeadLetters } from './delivery/dead-letters';
import { DEAD_LETTER_QUEUE, type DeliveryMessage } from './delivery/messages';
import { scheduled } from './scheduled';

/**
 * Routes a provider calls without a page of ours, each authorised by what it carries (the webhook's
 * signature, the unsubscribe link's signed token), never by an origin. app.ts mounts them before the
 * API's own same-origin check.
 */
const PROVIDER_ROUTES: ReadonlySet<string> = new Set(['/api/stripe/webhook', '/api/notifications/unsubscribe']);

const isProviderCall = (request: Request): boolean => request.method === 'POST' && PROVIDER_ROUTES.has(new URL(request.url).pathname);

/** A fetch handler as Astro's `handle` is one: it takes any Request, as the tests send. */
type FetchHandler = (request: Request, env: Env, context: ExecutionContext) => Response | Promise<Response>;

export function createWorker(renderPages: FetchHandler) {
  const fetch: FetchHandler = (request, env, context) => (isProviderCall(request) ? app.fetch(request, env, context) : renderPages(request, env, context));
  /** The delivery Queue's consumer and its dead-letter queue's (docs/decisions/040-delivery-queue.md). */
  const queue: ExportedHandlerQueueHandler<Env, DeliveryMessage> = (batch, env) =>
    batch.queue === DEAD_LETTER_QUEUE ? recordDeadLetters(batch, env) : deliverBatch(batch, env);
  return { fetch, scheduled, queue } satisfies ExportedHandler<Env, DeliveryMessage>;
}
