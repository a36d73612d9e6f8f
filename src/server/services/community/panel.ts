/** What the community side panel shows a member (docs/product-rules.md §2): their statistics and the trending hashtags. */
import { isMember } from '~/shared/policy';
import type { UserStats } from '~/shared/users';
import type { Db } from '~/server/db/client';
import { userStats } from '~/server/services/profile';
import { actorOf, type SessionUser } from '~/server/auth/session-user';
import { type Hashtag, trendingHashtags } from './trending';

export interface CommunityPanel {
  member: SessionUser;
  stats: UserStats | null;
  trending: Hashtag[];
}

/**
 * Null for visitors and unverified accounts (the community pages show them the login card). A
 * failed query leaves its card empty rather than failing the page.
 */
export async function communityPanel(db: Db, user: SessionUser | null): Promise<CommunityPanel | null> {
  if (!user || !isMember(actorOf(user))) return null;
  const [stats, trending] = await Promise.all([userStats(db, user).catch(() => null), trendingHashtags(db).catch(() => [])]);
  return { member: user, stats, trending };
}
