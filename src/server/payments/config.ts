/**
 * The payment provider's configuration (docs/architecture.md §11): keys, the price ids of the two paid plans and,
 * for development and tests only, the address of the local Stripe fake.
 */
import type { PlanType } from '~/shared/enums';
import type { StripeSettings } from '~/shared/subscription';
import { ApiError } from '~/server/errors';

export interface PaymentConfig {
  secretKey: string;
  webhookSecret: string;
  publishableKey: string;
  prices: Record<PlanType, string>;
  /** Set only to reach the local fake; the SDK talks to Stripe otherwise. */
  apiBase: URL | null;
  /** Where the browser loads Stripe.js from (the fake serves its own in development). */
  jsUrl: string;
}

/** Reads the configuration; a missing value makes payments unavailable (503), never half-working. */
export function paymentConfig(env: Env): PaymentConfig {
  const required = [
    env.STRIPE_SECRET_KEY,
    env.STRIPE_WEBHOOK_SECRET,
    env.STRIPE_PUBLISHABLE_KEY,
    env.STRIPE_PRICE_MONTHLY,
    env.STRIPE_PRICE_YEARLY,
    env.STRIPE_JS_URL,
  ];
  if (required.some((value) => !value)) throw new ApiError(503, 'payment_unavailable');
  const apiBase = env.STRIPE_API_BASE ? new URL(env.STRIPE_API_BASE) : null;
  // A live key must never be sent anywhere but Stripe.
  if (apiBase && !env.STRIPE_SECRET_KEY.startsWith('sk_test_')) throw new ApiError(503, 'payment_unavailable');
  return {
    secretKey: env.STRIPE_SECRET_KEY,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET,
    publishableKey: env.STRIPE_PUBLISHABLE_KEY,
    prices: { monthly: env.STRIPE_PRICE_MONTHLY, yearly: env.STRIPE_PRICE_YEARLY },
    apiBase,
    jsUrl: env.STRIPE_JS_URL,
  };
}

/** The plan a configured price id stands for; null for any other price. */
export function planTypeOfPrice(config: PaymentConfig, priceId: string): PlanType | null {
  if (priceId === config.prices.monthly) return 'monthly';
  if (priceId === config.prices.yearly) return 'yearly';
  return null;
}

/** The public part for the checkout islands; null when payments are not configured. */
export function stripeSettings(env: Env): StripeSettings | null {
  try {
    const { publishableKey, jsUrl, prices } = paymentConfig(env);
    return { publishableKey, jsUrl, prices };
  } catch {
    return null;
  }
}
