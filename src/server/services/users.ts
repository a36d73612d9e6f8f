/** The user as the API shows it (docs/product-rules.md §3): every field but secrets and internals. */
import { mediaUrl } from '~/shared/media';
import type { User } from '~/server/db/schema';

export function toPublicUser(user: User) {
  return {
    id: user.id,
    username: user.username,
    displayName: user.displayName,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    bio: user.bio,
    location: user.location,
    avatarUrl: mediaUrl(user.avatarKey),
    role: user.role,
    subscriptionTier: user.subscriptionTier,
    status: user.status,
    activitiesCreated: user.activitiesCreated,
    newsletterSubscribed: user.newsletterSubscribed,
    isEmailVerified: user.isEmailVerified,
    acceptedDisclaimer: user.acceptedDisclaimer,
    locale: user.locale,
    /** IANA zone the member's training days count in. */
    timeZone: user.timeZone,
    /** Followers see the member's dogs' mastered activities in their network feed. */
    shareMilestones: user.shareMilestones,
    /** Until when a moderator suspended the account; null when never (an ended one stays until lifted or cleaned up). */
    suspendedUntil: user.suspendedUntil?.toISOString() ?? null,
    createdAt: user.createdAt.toISOString(),
  };
}

export type PublicUser = ReturnType<typeof toPublicUser>;
