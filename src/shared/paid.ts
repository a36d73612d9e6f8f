/**
 * Who counts as paying (docs/product-rules.md §6), apart from the rest of the policy (./policy.ts,
 * which re-exports it): a post card shows the author's premium badge with this alone, so the feed's
 * first load need not carry the whole policy.
 */
import type { SubscriptionTier } from './enums';

const LIVE_SUBSCRIPTION = new Set(['active', 'trialing']);

/** `pro` appears in docs/product-rules.md §5.2 and is read as `professional`. */
const normaliseTier = (tier: SubscriptionTier | 'pro'): SubscriptionTier => (tier === 'pro' ? 'professional' : tier);

/**
 * Paid: a premium or professional tier backed by a live subscription. A tier granted by an admin
 * (no subscription at all) counts as paid too; a cancelled or failed one does not.
 */
export function isPaid(actor: { tier: SubscriptionTier | 'pro'; subscriptionStatus: string | null }): boolean {
  const tier = normaliseTier(actor.tier);
  if (tier === 'free') return false;
  return actor.subscriptionStatus === null || LIVE_SUBSCRIPTION.has(actor.subscriptionStatus);
}
