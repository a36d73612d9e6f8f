/**
 * The Content-Security-Policy additions for the pages where checkout runs (/premium, /subscribe):
 * Stripe.js, its iframes and its API, and nothing of Stripe anywhere else (docs/decisions/018).
 * The origins are the ones Stripe documents for Stripe.js and the Payment Element; with the local
 * fake (development and tests) they are the fake's own origin, taken from STRIPE_JS_URL.
 */
import type { APIContext } from 'astro';
import type { StripeSettings } from '~/shared/subscription';

const STRIPE_JS_ORIGIN = 'https://js.stripe.com';

export interface CheckoutSources {
  script: string[];
  frame: string[];
  connect: string[];
}

export function checkoutSources(jsUrl: string): CheckoutSources {
  const origin = new URL(jsUrl).origin;
  if (origin !== STRIPE_JS_ORIGIN) return { script: [origin], frame: [origin], connect: [origin] };
  return {
    script: [STRIPE_JS_ORIGIN, 'https://*.js.stripe.com'],
    frame: [STRIPE_JS_ORIGIN, 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
    connect: ['https://api.stripe.com'],
  };
}

/** Adds Stripe's sources to this page's policy; nothing when payments are not configured. */
export function allowCheckout(csp: APIContext['csp'], stripe: StripeSettings | null): void {
  if (!stripe || !csp) return;
  const sources = checkoutSources(stripe.jsUrl);
  for (const source of sources.script) csp.insertScriptResource(source);
  csp.insertDirective(`frame-src ${sources.frame.join(' ')}`);
  csp.insertDirective(`connect-src 'self' ${sources.connect.join(' ')}`);
}
