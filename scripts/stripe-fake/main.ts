/**
 * `npx tsx scripts/stripe-fake/main.ts`: the Stripe fake for development and end-to-end tests.
 * Reads STRIPE_FAKE_PORT (default 12111), STRIPE_FAKE_WEBHOOK_URL, STRIPE_WEBHOOK_SECRET,
 * STRIPE_PRICE_MONTHLY, STRIPE_PRICE_YEARLY and STRIPE_FAKE_PUBLIC_URL.
 */
import { startStripeFake } from './server';

const env = process.env;
// The same values the app is configured with; made-up defaults would only make the two disagree.
const { STRIPE_WEBHOOK_SECRET: webhookSecret, STRIPE_PRICE_MONTHLY: monthly, STRIPE_PRICE_YEARLY: yearly } = env;
if (!webhookSecret || !monthly || !yearly) {
  const missing = Object.entries({ STRIPE_WEBHOOK_SECRET: webhookSecret, STRIPE_PRICE_MONTHLY: monthly, STRIPE_PRICE_YEARLY: yearly }).filter(
    ([, value]) => !value,
  );
  console.error(`[stripe-fake] missing environment: ${missing.map(([name]) => name).join(', ')}`);
  process.exit(1);
}
const fake = await startStripeFake({
  port: Number(env.STRIPE_FAKE_PORT || 12111),
  webhookUrl: env.STRIPE_FAKE_WEBHOOK_URL || undefined,
  webhookSecret,
  prices: { monthly, yearly },
  publicUrl: env.STRIPE_FAKE_PUBLIC_URL || undefined,
});
console.log(`[stripe-fake] listening on ${fake.url}${env.STRIPE_FAKE_WEBHOOK_URL ? `, webhooks to ${env.STRIPE_FAKE_WEBHOOK_URL}` : ''}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    fake.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
