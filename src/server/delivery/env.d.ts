/**
 * Delivery settings that are not wrangler.jsonc vars (docs/decisions/040-delivery-queue.md): unset in
 * production (the retry base is 30 s); development and the tests set a shorter one (scripts/dev-vars.mjs,
 * vitest.config.ts) so a retry and a dead letter show in seconds.
 */
interface DeliverySettings {
  /** Seconds before the first retry of a failed send; each further retry waits twice as long. */
  DELIVERY_RETRY_SECONDS?: string;
}
interface Env extends DeliverySettings {}
declare namespace Cloudflare {
  interface Env extends DeliverySettings {}
}
