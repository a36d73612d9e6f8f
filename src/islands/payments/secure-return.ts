/**
 * The end of a checkout that went through 3-D Secure (docs/product-rules.md §5.4): back on the plan page with
 * success=true and the setup intent's secret, the intent must have succeeded; then the
 * subscription is created. Loaded only on such a return.
 */
import { m } from '~/paraglide/messages.js';
import type { Locale } from '~/shared/enums';
import type { StripeSettings } from '~/shared/subscription';
import { showToast } from '~/stores/toasts';
import { finalizeSubscription, goToWelcome } from './checkout-flow';
import { loadStripe } from './stripe-js';

export async function finishSecureReturn(settings: StripeSettings, locale: Locale, clientSecret: string): Promise<void> {
  const o = { locale };
  try {
    const { setupIntent } = await (await loadStripe(settings, locale)).retrieveSetupIntent(clientSecret);
    if (setupIntent?.status !== 'succeeded') {
      showToast({ title: m.payment_failed({}, o), variant: 'destructive' });
      return;
    }
    await finalizeSubscription(locale, setupIntent.id);
    showToast({ title: m.checkout_success_title({}, o), description: m.checkout_success_body({}, o) });
    goToWelcome(locale);
  } catch {
    showToast({ title: m.error_title({}, o), description: m.payment_finalize_failed({}, o), variant: 'destructive' });
  }
}
