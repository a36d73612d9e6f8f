/**
 * The browser's half of checkout (docs/product-rules.md §5.4): confirm the card with Stripe.js, then let the server
 * create the subscription. Shared by the in-page checkout and its 3-D Secure return.
 */
import type { Locale } from '~/shared/enums';
import { pathFor } from '~/shared/routes';
import { setCurrentUser } from '~/stores/current-user';
import { createApiClient, readJson } from '~/islands/api';
import { toStoredUser } from '~/islands/forms/stored-user';
import type { SetupIntentResult, StripeClient, StripeElements, StripeError } from './stripe-js';

/** After finalizing, the page goes on to Heute after one second (docs/product-rules.md §5.4). */
export const REDIRECT_DELAY_MS = 1000;

/** Where the bank sends the member back after 3-D Secure: the plan page, marked. */
export const returnUrl = (locale: Locale) => `${window.location.origin}${pathFor('premium', locale)}?success=true`;

/**
 * Confirms the saved card (docs/product-rules.md §8): try a payment confirmation first and fall back to a setup
 * confirmation when Stripe answers that the secret belongs to a setup intent.
 */
export async function confirmCard(
  stripe: StripeClient,
  elements: StripeElements,
  locale: Locale,
): Promise<{ setupIntent?: SetupIntentResult; error?: StripeError }> {
  const options = { elements, confirmParams: { return_url: returnUrl(locale) }, redirect: 'if_required' as const };
  const payment = await stripe.confirmPayment(options);
  if (payment.error && !/setup ?intent/i.test(payment.error.message ?? '')) return { error: payment.error };
  return stripe.confirmSetup(options);
}

/** Creates the subscription for a confirmed setup intent and refreshes the stored user. */
export async function finalizeSubscription(locale: Locale, setupIntentId: string): Promise<void> {
  const { user } = await readJson(await createApiClient(locale)['finalize-subscription'].$post({ json: { setupIntentId } }));
  setCurrentUser(toStoredUser(user));
}

/** Back to the plan page, which shows the changed plan (a switch between monthly and yearly). */
export const goToPlanPage = (locale: Locale) => setTimeout(() => window.location.assign(pathFor('premium', locale)), REDIRECT_DELAY_MS);

/** On to Heute, marked as the welcome after a new subscription (and without any return parameters). */
export const goToWelcome = (locale: Locale) => setTimeout(() => window.location.assign(`${pathFor('today', locale)}?welcome=1`), REDIRECT_DELAY_MS);
