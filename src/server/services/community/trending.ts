/** Trending hashtags for the community sidebar: counted in the latest visible posts, once per post. */
import { desc, isNull } from 'drizzle-orm';
import type { Db } from '~/server/db/client';
import { posts } from '~/server/db/schema';
import { hashtagsOf } from '~/shared/linkify';

const RECENT_POSTS = 200;
const TOP = 8;

export interface Hashtag {
  tag: string;
  count: number;
}

/** The most used hashtags in these texts, most first (ties alphabetical); each counts once per text. */
export function countHashtags(texts: string[], top = TOP): Hashtag[] {
  const counts = new Map<string, number>();
  for (const text of texts) {
    // The tags the post's text links (shared/linkify.ts), so a trending tag leads to its posts.
    for (const tag of hashtagsOf(text)) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  }
  return [...counts]
    .map(([tag, count]) => ({ tag, count }))
    .sort((a, b) => b.count - a.count || a.tag.localeCompare(b.tag, 'de'))
    .slice(0, top);
}

export async function trendingHashtags(db: Db): Promise<Hashtag[]> {
  // Hidden posts (reported or held by a moderator) do not make a tag trend.
  const recent = await db
    .select({ content: posts.content })
    .from(posts)
    .where(isNull(posts.hiddenAt))
    .orderBy(desc(posts.createdAt), desc(posts.id))
    .limit(RECENT_POSTS);
  return countHashtags(recent.map((post) => post.content));
}
