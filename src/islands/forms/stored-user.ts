import type { StoredUser } from '~/shared/current-user';

/** The fields of the API's user that the spec keeps in localStorage `currentUser`. */
export function toStoredUser(user: StoredUser): StoredUser {
  const { id, username, displayName, role, avatarUrl, subscriptionTier, activitiesCreated } = user;
  return { id, username, displayName, role, avatarUrl, subscriptionTier, activitiesCreated };
}
