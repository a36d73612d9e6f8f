/**
 * The plan catalog (docs/product-rules.md §5.3): the only place plans, prices and intervals are written down.
 * Every page and email reads it, so no two places can disagree on a price. What each plan may do
 * (activity limits included) is the permission policy's (policy.ts).
 */
import type { Locale, PlanType } from './enums';
import { intlLocale } from './intl-locale';

export const TRIAL_DAYS = 30;

/**
 * The product texts give two price readings: 2.99/29.99 € (upgrade page, terms) and 2.90/29.90 € (plan
 * page). docs/product-rules.md §11 settles on the first; the second is this one value away.
 */
export const PRICE_READINGS = {
  upgradePage: { monthlyCents: 299, yearlyCents: 2999 },
  planPage: { monthlyCents: 290, yearlyCents: 2990 },
} as const;
export const PRICES = PRICE_READINGS.upgradePage;

export function formatPrice(cents: number, locale: Locale): string {
  // A whole amount reads '0 €', not '0,00 €' (the checkout's 'Heute 0 €'); no price in the catalogue is whole.
  return new Intl.NumberFormat(intlLocale(locale), { style: 'currency', currency: 'EUR', trailingZeroDisplay: 'stripIfInteger' }).format(cents / 100);
}

/** When a trial that starts at `now` ends, and with it the first charge (docs/product-rules.md §5.4). */
export const trialEndOf = (now: Date | number): Date => new Date(Number(now) + TRIAL_DAYS * 86_400_000);

export const PLAN_IDS = ['free', 'premium_monthly', 'premium_yearly'] as const;
export type PlanId = (typeof PLAN_IDS)[number];
export type PaidPlanId = Exclude<PlanId, 'free'>;

/** A plan (docs/product-rules.md §5.3): name and texts are message keys, the price comes from PRICES. */
export interface Plan {
  id: PlanId;
  /** The subscription's plan type; null for the free plan. */
  planType: PlanType | null;
  cents: number;
  interval: 'month' | 'year' | null;
  name: 'plan_free_name' | 'plan_monthly_name' | 'plan_yearly_name';
  features: readonly PlanFeature[];
  note: 'plan_free_note' | 'plan_monthly_note' | 'plan_yearly_note';
}

export type PlanFeature =
  | 'plan_feature_browse'
  | 'plan_feature_five_activities'
  | 'plan_feature_community'
  | 'plan_feature_unlimited'
  | 'plan_feature_progress'
  | 'plan_feature_share'
  | 'plan_feature_comments_after_activity'
  | 'plan_feature_comments'
  | 'plan_feature_priority_support';

export const PLANS: Record<PlanId, Plan> = {
  free: {
    id: 'free',
    planType: null,
    cents: 0,
    interval: null,
    name: 'plan_free_name',
    features: ['plan_feature_browse', 'plan_feature_five_activities', 'plan_feature_community'],
    note: 'plan_free_note',
  },
  premium_monthly: {
    id: 'premium_monthly',
    planType: 'monthly',
    cents: PRICES.monthlyCents,
    interval: 'month',
    name: 'plan_monthly_name',
    features: ['plan_feature_unlimited', 'plan_feature_progress', 'plan_feature_share', 'plan_feature_comments_after_activity'],
    note: 'plan_monthly_note',
  },
  premium_yearly: {
    id: 'premium_yearly',
    planType: 'yearly',
    cents: PRICES.yearlyCents,
    interval: 'year',
    name: 'plan_yearly_name',
    features: ['plan_feature_unlimited', 'plan_feature_progress', 'plan_feature_share', 'plan_feature_comments', 'plan_feature_priority_support'],
    note: 'plan_yearly_note',
  },
};

/** What a year of the yearly plan saves against twelve months, in whole euros ('Spare €6 pro Jahr'). */
export const yearlySavingEuros = () => Math.round((PRICES.monthlyCents * 12 - PRICES.yearlyCents) / 100);

/** How many months of the monthly price the yearly plan leaves out ('2 Monate gratis'). */
export const freeMonthsPerYear = () => 12 - Math.round(PRICES.yearlyCents / PRICES.monthlyCents);
