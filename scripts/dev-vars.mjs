/**
 * The Worker's variables for `npm start` and the tests: development mode and the local Stripe fake
 * (scripts/stripe-fake). One place, so the app, the fake and every test agree on keys and prices.
 * Test keys only: the server refuses to send a live key anywhere but Stripe.
 */
export const STRIPE_TEST_KEYS = {
  secretKey: 'sk_test_rudel_local',
  publishableKey: 'pk_test_rudel_local',
  webhookSecret: 'whsec_rudel_local',
};
export const STRIPE_TEST_PRICES = { monthly: 'price_rudel_premium_monthly', yearly: 'price_rudel_premium_yearly' };

/**
 * Shifts every local port (the fake's and the journeys' app), so that several checkouts can run
 * their tests on one machine at once: `RUDEL_PORT_OFFSET=10 npm test` (`npm start` serves the app on :8787 still).
 */
export const PORT_OFFSET = Number(process.env.RUDEL_PORT_OFFSET ?? 0);

/** Where the fake listens: `npm start`, the Playwright journeys and the integration tests each run their own. */
export const STRIPE_FAKE_PORTS = { dev: 12111 + PORT_OFFSET, e2e: 12112 + PORT_OFFSET, integration: 12113 + PORT_OFFSET };

/** Where the local push service (scripts/push-service) listens for the journeys and the integration tests. */
export const PUSH_SERVICE_PORTS = { e2e: 12122 + PORT_OFFSET, integration: 12123 + PORT_OFFSET };

/**
 * A development VAPID key pair (web push, docs/decisions/033-notification-delivery.md), like the Stripe
 * test keys only good for local use: production sets its own (`VAPID_PUBLIC_KEY` in wrangler.jsonc,
 * `VAPID_PRIVATE_KEY` as a secret). Both base64url: the public key an uncompressed P-256 point, the
 * private key its scalar `d`.
 */
export const VAPID_TEST_KEYS = {
  publicKey: 'BA_IRCMlQ_NnyVqJUv43sIPYBwNjN2AopvoGd-O6nv0VWWcmNDJzd1fC4bRMIsqXfh86XvxOSGznK9-kuAr0xwg',
  privateKey: 'wX6gXB8o0MhXuRjK5YQgJcZiGhMtlJbswPpc4UD5OJU',
};

/**
 * @param {string} stripeFakeUrl where the Stripe fake listens, e.g. http://localhost:12111
 * @param {string} siteOrigin where this app is served, e.g. http://localhost:8787: links in emails point there
 */
export function devVars(stripeFakeUrl, siteOrigin) {
  return {
    ENVIRONMENT: 'development',
    SITE_ORIGIN: siteOrigin,
    STRIPE_SECRET_KEY: STRIPE_TEST_KEYS.secretKey,
    STRIPE_WEBHOOK_SECRET: STRIPE_TEST_KEYS.webhookSecret,
    STRIPE_PUBLISHABLE_KEY: STRIPE_TEST_KEYS.publishableKey,
    STRIPE_PRICE_MONTHLY: STRIPE_TEST_PRICES.monthly,
    STRIPE_PRICE_YEARLY: STRIPE_TEST_PRICES.yearly,
    STRIPE_API_BASE: stripeFakeUrl,
    STRIPE_JS_URL: `${stripeFakeUrl}/js/stripe.js`,
    VAPID_PUBLIC_KEY: VAPID_TEST_KEYS.publicKey,
    VAPID_PRIVATE_KEY: VAPID_TEST_KEYS.privateKey,
    UNSUBSCRIBE_SECRET: 'rudel-local-unsubscribe-secret',
    // The delivery Queue's first retry after 1 s, not 30 (docs/decisions/040-delivery-queue.md): the
    // five tries of a send that always fails end in a dead letter within about twenty seconds.
    DELIVERY_RETRY_SECONDS: '1',
  };
}

/** `wrangler dev` flags for the variables. @param {Record<string, string>} vars */
export const varFlags = (vars) => Object.entries(vars).flatMap(([key, value]) => ['--var', `${key}:${value}`]);
