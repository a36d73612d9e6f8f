/** What the API answers about a member's subscription ("Subscription info", docs/product-rules.md §3). */
import type { PlanType, SubscriptionTier } from './enums';

export interface SubscriptionInfo {
  tier: SubscriptionTier;
  planType: PlanType | null;
  /** The provider's status (trialing, active, past_due, canceled, …); null without a subscription. */
  status: string | null;
  currentPeriodEnd: string | null;
  trialEnd: string | null;
  /** Premium ends with the current period and nothing more is charged. */
  cancelAtPeriodEnd: boolean;
  created: string | null;
}

/** What the pages hand the checkout islands: public values only. */
export interface StripeSettings {
  publishableKey: string;
  jsUrl: string;
  prices: Record<PlanType, string>;
}
