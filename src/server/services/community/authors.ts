/** The author block posts and comments carry (docs/product-rules.md §3), read in the same query as the text. */
import type { CommunityAuthor } from '~/shared/community';
import { mediaUrl } from '~/shared/media';
import { users } from '~/server/db/schema';

export const authorColumns = {
  authorUsername: users.username,
  authorDisplayName: users.displayName,
  authorAvatarKey: users.avatarKey,
  authorTier: users.subscriptionTier,
};

export function toAuthor(
  id: number,
  row: { authorUsername: string; authorDisplayName: string; authorAvatarKey: string | null; authorTier: CommunityAuthor['subscriptionTier'] },
): CommunityAuthor {
  return { id, username: row.authorUsername, displayName: row.authorDisplayName, avatarUrl: mediaUrl(row.authorAvatarKey), subscriptionTier: row.authorTier };
}
