/**
 * Secrets of notification delivery (docs/decisions/033-notification-delivery.md): `wrangler secret put`
 * in production, development values locally (scripts/dev-vars.mjs). `wrangler types` sees only plain
 * vars, so they are declared here.
 */
interface DeliverySecrets {
  /** The VAPID private key (base64url scalar `d`); its public half is the var VAPID_PUBLIC_KEY. */
  VAPID_PRIVATE_KEY: string;
  /** Signs the one-click unsubscribe links of notification emails. */
  UNSUBSCRIBE_SECRET: string;
}
interface Env extends DeliverySecrets {}
declare namespace Cloudflare {
  interface Env extends DeliverySecrets {}
}
