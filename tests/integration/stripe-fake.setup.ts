/**
 * Global setup of the integration tests: the local Stripe fake in Node, on its own port, so the
 * real SDK in the Workers runtime has a provider to talk to (scripts/dev-vars.mjs for the values).
 * Webhooks are not delivered: the tests post the fake's signed events themselves.
 */
import { startStripeFake } from '../../scripts/stripe-fake/server';
import { STRIPE_FAKE_PORTS, STRIPE_TEST_KEYS, STRIPE_TEST_PRICES } from '../../scripts/dev-vars.mjs';

export default async function setup() {
  const fake = await startStripeFake({ port: STRIPE_FAKE_PORTS.integration, webhookSecret: STRIPE_TEST_KEYS.webhookSecret, prices: STRIPE_TEST_PRICES });
  return () => fake.close();
}
