import type { Role, SubscriptionTier } from './enums';

/** The copy of the signed-in user kept in localStorage `currentUser` (docs/product-rules.md §3). */
export interface StoredUser {
  id: number;
  username: string;
  displayName: string;
  role: Role;
  avatarUrl: string | null;
  subscriptionTier: SubscriptionTier;
  activitiesCreated: number;
}
