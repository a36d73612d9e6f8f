/**
 * Display texts of the Premium offer (docs/product-rules.md §5.4): an upsell's words by what the
 * member may be offered (the trial, named with its length from the plan catalogue, or the place's
 * own words), and the checkout button that says what today costs and what follows.
 */
import { m } from '~/paraglide/messages.js';
import type { Locale } from '~/shared/enums';
import { intlLocale } from '~/shared/intl-locale';
import { formatPrice, TRIAL_DAYS, type Plan } from '~/shared/plans';
import type { PremiumOffer } from '~/shared/policy';
import { DEFAULT_TIME_ZONE } from '~/shared/training/days';

/** The upsell's label, or null where the member's plan already gives what it sells (then it is not shown). */
export function upsellLabel(offer: PremiumOffer, plain: string, locale: Locale): string | null {
  if (offer === 'none') return null;
  return offer === 'trial' ? m.plan_upsell_trial({ days: String(TRIAL_DAYS) }, { locale }) : plain;
}

/** A day of the contract ('27. Dezember 2026'), as the plan page, the emails and the cancellation page write it. */
export const contractDate = (iso: string | Date, locale: Locale) =>
  new Date(iso).toLocaleDateString(intlLocale(locale), { dateStyle: 'long', timeZone: DEFAULT_TIME_ZONE });

/**
 * The checkout's submit: with a trial, what is charged today and from when the price applies
 * ('Heute 0 € – ab 27. Dezember 2026 2,99 €/Monat'); without one, 'Jetzt abonnieren' with the price.
 */
export function checkoutSubmitLabel(plan: Plan, trialEnd: string | null, locale: Locale): string {
  const o = { locale };
  const price = formatPrice(plan.cents, locale);
  if (!trialEnd) return m.checkout_submit({ price }, o);
  const terms = { free: formatPrice(0, locale), date: contractDate(trialEnd, locale), price };
  return plan.interval === 'year' ? m.checkout_submit_trial_year(terms, o) : m.checkout_submit_trial_month(terms, o);
}
