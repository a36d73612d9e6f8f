/**
 * Secrets of the payment provider: `wrangler secret put` in production, the fake's values locally
 * (scripts/dev-vars.mjs). `wrangler types` sees only plain vars, so they are declared here.
 */
interface PaymentSecrets {
  STRIPE_SECRET_KEY: string;
  STRIPE_WEBHOOK_SECRET: string;
}
interface Env extends PaymentSecrets {}
declare namespace Cloudflare {
  interface Env extends PaymentSecrets {}
}
