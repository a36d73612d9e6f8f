/** The user as the API shows it (docs/product-rules.md §3): every field but secrets and internals. */
import { mediaUrl } from '~/shared/media';
import type { PublicUser } from '~/shared/users';
import type { User } from '~/server/db/schema';

export function toPublicUser(user: User): PublicUser {
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
    timeZone: user.timeZone,
    shareMilestones: user.shareMilestones,
    showDogs: user.showDogs,
    suspendedUntil: user.suspendedUntil?.toISOString() ?? null,
    createdAt: user.createdAt.toISOString(),
  };
}
