import Stripe from 'stripe';
import type { PaymentConfig } from './config';

/** The Stripe SDK over the Workers' fetch, pointed at the local fake when one is configured. */
export function stripeClient(config: PaymentConfig): Stripe {
  const fake = config.apiBase
    ? {
        host: config.apiBase.hostname,
        port: Number(config.apiBase.port || 80),
        protocol: config.apiBase.protocol === 'https:' ? ('https' as const) : ('http' as const),
      }
    : {};
  return new Stripe(config.secretKey, { httpClient: Stripe.createFetchHttpClient(), maxNetworkRetries: 2, ...fake });
}

/** Webhook signatures are checked with WebCrypto (no Node crypto in the Worker). */
export const webhookCrypto = Stripe.createSubtleCryptoProvider();

/** The provider refused the request's parameters (an unknown id, a detached card, …). */
export const isInvalidRequest = (error: unknown): error is Stripe.errors.StripeInvalidRequestError => error instanceof Stripe.errors.StripeInvalidRequestError;

/** The provider answered that the object does not exist (deleted there, or never known). */
export const isMissing = (error: unknown) => isInvalidRequest(error) && error.code === 'resource_missing';

export const isCardError = (error: unknown): error is Stripe.errors.StripeCardError => error instanceof Stripe.errors.StripeCardError;
