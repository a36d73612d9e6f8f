/** Members as the API shows them (docs/product-rules.md §3), shared with the islands that show them. */
import type { Locale, Role, SubscriptionTier, UserStatus } from './enums';

/** The user as the API shows it: every field but secrets and internals. */
export interface PublicUser {
  id: number;
  username: string;
  displayName: string;
  firstName: string;
  lastName: string;
  email: string;
  bio: string;
  location: string;
  avatarUrl: string | null;
  role: Role;
  subscriptionTier: SubscriptionTier;
  status: UserStatus;
  activitiesCreated: number;
  newsletterSubscribed: boolean;
  isEmailVerified: boolean;
  acceptedDisclaimer: boolean;
  locale: Locale;
  /** IANA zone the member's training days count in. */
  timeZone: string;
  /** Followers see the member's dogs' mastered activities in their network feed. */
  shareMilestones: boolean;
  /** Other members see the member's dogs (name, breed, photo) on the member page. */
  showDogs: boolean;
  /** Until when a moderator suspended the account; null when never (an ended one stays until lifted or cleaned up). */
  suspendedUntil: string | null;
  createdAt: string;
}

/** An account as the user table shows it: with whether a second factor is set up (an admin can remove it). */
export type AdminUser = PublicUser & { twoFactorEnabled: boolean };

/** "User statistics" (docs/product-rules.md §3). */
export interface UserStats {
  activitiesCreated: number;
  activitiesCompleted: number;
  postsCreated: number;
  likesReceived: number;
  tier: 'premium' | 'free';
}
