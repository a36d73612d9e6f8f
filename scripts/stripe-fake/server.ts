/**
 * A local, stateful stand-in for Stripe: the real `stripe` SDK talks to it over HTTP, browsers
 * load its fake Stripe.js, and it posts signed webhooks to the app. Everything lives in memory.
 *
 *   const fake = await startStripeFake({ port: 0, webhookSecret: 'whsec_test', prices: { monthly: 'price_monthly', yearly: 'price_yearly' } });
 *   const stripe = new Stripe('sk_test_x', { host: 'localhost', port: fake.port, protocol: 'http', httpClient: Stripe.createFetchHttpClient() });
 */
import type { AddressInfo } from 'node:net';
import { createApi } from './api';
import type { Fake } from './context';
import { controlRoutes } from './control';
import { EventLog } from './events';
import { createHttpServer, jsonReply, type PageRoute } from './http';
import { IdempotencyCache } from './idempotency';
import { customerRoutes } from './resources/customers';
import { invoiceRoutes } from './resources/invoices';
import { paymentMethodRoutes } from './resources/payment-methods';
import { priceRoutes, seedCatalog, type PriceIds } from './resources/prices';
import { setupIntentRoutes } from './resources/setup-intents';
import { subscriptionRoutes } from './resources/subscriptions';
import { Router } from './router';
import { Store } from './store';
import { stripeJsRoute } from './stripe-js';
import { threeDSecureRoutes } from './three-d-secure';
import { WebhookSender } from './webhooks';

export interface StripeFakeOptions {
  /** Default 12111; 0 takes any free port (tests). */
  port?: number;
  /** Where events are posted as signed webhooks; none are sent without it. */
  webhookUrl?: string;
  webhookSecret: string;
  /** The ids of the two seeded prices: monthly 2.99 €, yearly 29.99 €. */
  prices: PriceIds;
  /** The origin browsers reach the fake at (3-D Secure redirects); default: the origin the API was called at. */
  publicUrl?: string;
  /** One line per webhook delivery and per internal error; default: console.log. */
  log?: (line: string) => void;
}

export interface StripeFake {
  url: string;
  port: number;
  close(): Promise<void>;
}

export async function startStripeFake(options: StripeFakeOptions): Promise<StripeFake> {
  const log = options.log ?? ((line: string) => console.log(`[stripe-fake] ${line}`));
  const webhooks = options.webhookUrl ? new WebhookSender(options.webhookUrl, options.webhookSecret, log) : null;
  const store = new Store();
  seedCatalog(store, options.prices);
  const fake: Fake = {
    store,
    events: new EventLog((event) => void webhooks?.send(event), webhooks ? 1 : 0),
    idempotency: new IdempotencyCache(),
    webhooks,
    webhookSecret: options.webhookSecret,
    publicUrl: options.publicUrl,
  };

  const api = createApi(fake, [
    ...customerRoutes(fake),
    ...priceRoutes(fake),
    ...paymentMethodRoutes(fake),
    ...setupIntentRoutes(fake),
    ...subscriptionRoutes(fake),
    ...invoiceRoutes(fake),
  ]);
  const pages = new Router<PageRoute['handle']>();
  for (const route of [...controlRoutes(fake), ...threeDSecureRoutes(fake), stripeJsRoute()]) pages.add(route.method, route.path, route.handle);

  const server = createHttpServer((request) => {
    if (request.url.pathname.startsWith('/v1/')) return api(request);
    const match = pages.match(request.method, request.url.pathname);
    if (match) return match.handler(request, match.params);
    return jsonReply(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${request.method}: ${request.url.pathname}).` } });
  }, log);

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    // No host: both IPv4 and IPv6 loopback answer, whichever `localhost` resolves to.
    server.listen(options.port ?? 12111, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://localhost:${port}`,
    port,
    async close() {
      // Deliveries already queued still go out, then browsers' keep-alive connections are cut.
      await webhooks?.idle();
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
