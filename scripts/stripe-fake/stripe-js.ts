/** Serves the fake Stripe.js (browser/stripe.js), read once at startup: plain browser JavaScript, no build step. */
import { readFileSync } from 'node:fs';
import type { PageRoute } from './http';

export function stripeJsRoute(): PageRoute {
  const script = readFileSync(new URL('./browser/stripe.js', import.meta.url), 'utf8');
  return {
    method: 'GET',
    path: '/js/stripe.js',
    handle: () => ({ status: 200, headers: { 'Content-Type': 'application/javascript; charset=utf-8', 'Cache-Control': 'no-store' }, body: script }),
  };
}
