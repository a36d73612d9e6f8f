/**
 * The columns every activity answer reads, and their mapping to the API shape (docs/product-rules.md §3). Tags
 * and the first thumbnail come from correlated subqueries over their primary-key indexes, so a
 * page of cards stays one query.
 */
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { ActivitySummary } from '~/shared/activity';
import { activityKindOf } from '~/shared/activity-kind';
import { mediaUrl } from '~/shared/media';
import type { Db } from '~/server/db/client';
import { pickColumns } from '~/server/db/pick-columns';
import { activities, users } from '~/server/db/schema';

/** An activity's tags as a JSON array, and its first thumbnail: subqueries over their primary-key indexes (courses read them too). */
export const activityTagsJson = sql<string>`(select json_group_array(t.tag) from activity_tags t where t.activity_id = ${activities.id})`;
export const activityThumbnailKey = sql<
  string | null
>`(select i.thumbnail_key from activity_images i where i.activity_id = ${activities.id} order by i.position limit 1)`;

const summaryColumns = {
  id: activities.id,
  lang: activities.lang,
  title: activities.title,
  description: activities.description,
  difficulty: activities.difficulty,
  duration: activities.duration,
  location: activities.location,
  chosenKind: activities.kind,
  tagsJson: activityTagsJson,
  thumbnailKey: activityThumbnailKey,
  likes: activities.likes,
  completions: activities.completions,
  views: activities.views,
  isOfficial: activities.isOfficial,
  createdAt: activities.createdAt,
  authorId: activities.authorId,
  authorDisplayName: users.displayName,
  authorUsername: users.username,
  authorAvatarKey: users.avatarKey,
};

const detailColumns = {
  ...summaryColumns,
  content: activities.content,
  videoUrl: activities.videoUrl,
  isApproved: activities.isApproved,
  updatedAt: activities.updatedAt,
};

/** Activities with their authors, ready for conditions, order and limit. */
export const selectSummaries = (db: Db) => db.select(summaryColumns).from(activities).innerJoin(users, eq(users.id, activities.authorId)).$dynamic();

/** Activities joined to a search's best matches (`found`, relevance.ts), with each one's score for the cursor. */
export const selectRankedSummaries = (db: Db, found: SQL, on: SQL) =>
  db
    .select({ ...summaryColumns, score: sql<number>`found.score` })
    .from(activities)
    .innerJoin(found, on)
    .innerJoin(users, eq(users.id, activities.authorId))
    .$dynamic();

/** One activity with everything the detail shows; one hidden by moderation is not found. */
export const selectDetail = (db: Db, id: number) =>
  db
    .select(detailColumns)
    .from(activities)
    .innerJoin(users, eq(users.id, activities.authorId))
    .where(and(eq(activities.id, id), isNull(activities.hiddenAt)));

type SummaryRow = Awaited<ReturnType<typeof selectSummaries>>[number];

/** The summary's columns the row holds as the API shows them. */
const SUMMARY_AS_STORED = [
  'id',
  'lang',
  'title',
  'description',
  'difficulty',
  'duration',
  'location',
  'likes',
  'completions',
  'views',
  'isOfficial',
  'authorId',
] as const;

export function toSummary(row: SummaryRow): ActivitySummary {
  const tags = (JSON.parse(row.tagsJson) as string[]).sort();
  return {
    ...pickColumns(row, SUMMARY_AS_STORED),
    tags,
    kind: activityKindOf({ kind: row.chosenKind, tags, title: row.title, description: row.description, location: row.location }),
    thumbnail: mediaUrl(row.thumbnailKey),
    createdAt: row.createdAt.toISOString(),
    author: { id: row.authorId, displayName: row.authorDisplayName, username: row.authorUsername, avatarUrl: mediaUrl(row.authorAvatarKey) },
  };
}
