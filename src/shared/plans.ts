/**
 * The plan catalog (DESIGN §8): the only place prices, intervals and limits are written down.
 * Every page and email reads it, so no two places can disagree on a price.
 */
import type { Locale } from './enums';

export const TRIAL_DAYS = 30;
/** Free members may own at most this many activities (SPEC §9). */
export const FREE_ACTIVITY_LIMIT = 5;
/** pending_payment members may own at most this many activities (SPEC §4). */
export const PENDING_PAYMENT_ACTIVITY_LIMIT = 1;

/**
 * SPEC §9 keeps two price readings: 2.99/29.99 € (upgrade page, terms) and 2.90/29.90 € (plan
 * page). DESIGN §9 uses the first; the second is this one value away.
 */
export const PRICE_READINGS = {
  upgradePage: { monthlyCents: 299, yearlyCents: 2999 },
  planPage: { monthlyCents: 290, yearlyCents: 2990 },
} as const;
export const PRICES = PRICE_READINGS.upgradePage;

export function formatPrice(cents: number, locale: Locale): string {
  return new Intl.NumberFormat(locale === 'de' ? 'de-DE' : 'en-IE', { style: 'currency', currency: 'EUR' }).format(cents / 100);
}
