import { m } from '~/paraglide/messages.js';
import type { Locale, SubscriptionTier } from '~/shared/enums';

/** A tier as members read it: Community (free), Premium, Professional. */
export function tierLabel(tier: SubscriptionTier, locale: Locale): string {
  const o = { locale };
  return { free: m.profile_subscription_free({}, o), premium: m.profile_subscription_premium({}, o), professional: m.profile_subscription_professional({}, o) }[
    tier
  ];
}
