import { describe, expect, it } from 'vitest';
import { checkoutSources } from './checkout-csp';

describe('checkout sources', () => {
  it("are Stripe's documented origins for Stripe.js", () => {
    expect(checkoutSources('https://js.stripe.com/v3/')).toEqual({
      script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
      frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
      connect: ['https://api.stripe.com'],
    });
  });

  it("are the local fake's own origin when Stripe.js comes from there", () => {
    const origin = 'http://localhost:12111';
    expect(checkoutSources(`${origin}/js/stripe.js`)).toEqual({ script: [origin], frame: [origin], connect: [origin] });
  });
});
