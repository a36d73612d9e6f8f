/**
 * The community feed (docs/product-rules.md §2): posts newest first, 20 a page, by cursor over the feed index.
 * Author, comment count and the viewer's like come with each post in the same query, so a page
 * is one D1 round trip however many posts it has.
 */
import { and, desc, eq, isNull, not, sql, type SQL } from 'drizzle-orm';
import type { FeedPage, PostView } from '~/shared/community';
import { firstLineOf } from '~/shared/cut-at-word';
import { hashtagsOf } from '~/shared/linkify';
import { QUESTION_TITLE_MAX, type FeedFilter } from '~/shared/schemas/community';
import { mediaUrl } from '~/shared/media';
import type { Db } from '~/server/db/client';
import { pickColumns } from '~/server/db/pick-columns';
import { activities, comments, postLikes, posts, users } from '~/server/db/schema';
import { decodeCursor, pageOf } from '~/server/services/cursor';
import { hiddenFromViewer, isFollowing } from '~/server/services/network/relations';
import type { SessionUser } from '~/server/auth/session-user';
import { authorColumns, toAuthor } from './authors';

/** Posts with everything a card shows, for the feed, the Q&A list and an activity's discussions. */
export const selectPosts = (db: Db, viewerId: number) =>
  db
    .select({
      id: posts.id,
      content: posts.content,
      type: posts.type,
      imageKey: posts.imageKey,
      likes: posts.likes,
      commentsCount: posts.commentsCount,
      createdAt: posts.createdAt,
      editedAt: posts.editedAt,
      authorId: posts.authorId,
      acceptedCommentId: posts.acceptedCommentId,
      lang: posts.lang,
      // Named apart from the joined activity's `title` (D1 batches key rows by column name).
      title: sql<string | null>`${posts.title}`.as('question_title'),
      // The accepted answer by its primary key: one row more per answered question.
      acceptedAnswer: sql<
        string | null
      >`(select ${comments.content} from ${comments} where ${comments.id} = ${posts.acceptedCommentId} and ${comments.hiddenAt} is null)`.as('accepted_answer'),
      // The post's own column, not the joined activity's `id`: D1 batches key rows by column name.
      activityId: posts.activityId,
      // Null when the activity is hidden (the join leaves it out).
      activityTitle: activities.title,
      ...authorColumns,
      isLiked: sql<number>`exists (select 1 from ${postLikes} where ${postLikes.userId} = ${viewerId} and ${postLikes.postId} = ${posts.id})`,
      followsAuthor: sql<number>`${isFollowing(viewerId, posts.authorId)}`,
    })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.authorId))
    // A hidden activity is not named on the card.
    .leftJoin(activities, and(eq(activities.id, posts.activityId), isNull(activities.hiddenAt)))
    .$dynamic();

type PostRow = Awaited<ReturnType<typeof selectPosts>>[number];

/** The card's columns the row holds as the API shows them. */
const POST_AS_STORED = ['id', 'content', 'type', 'likes', 'commentsCount', 'authorId', 'acceptedCommentId', 'lang'] as const;

/** The answer's first line in the Q&A list, cut at a word. */
const ANSWER_PREVIEW_MAX = 140;

export function toPostView(row: PostRow): PostView {
  return {
    ...pickColumns(row, POST_AS_STORED),
    imageUrl: mediaUrl(row.imageKey),
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
    author: toAuthor(row.authorId, row),
    isLiked: Boolean(row.isLiked),
    followsAuthor: Boolean(row.followsAuthor),
    activity: row.activityId !== null && row.activityTitle !== null ? { id: row.activityId, title: row.activityTitle } : null,
    title: row.type === 'question' ? (row.title ?? firstLineOf(row.content, QUESTION_TITLE_MAX)) : null,
    acceptedPreview: row.acceptedAnswer ? firstLineOf(row.acceptedAnswer, ANSWER_PREVIEW_MAX) : null,
  };
}

/** `LIKE` finds a tag's candidates (any case of its first letter, as people write them); `feedFrom` then keeps the posts that really carry it. */
function mentionsTag(tag: string): SQL {
  const escaped = tag.replace(/[\\%_]/g, (char) => `\\${char}`);
  const capital = escaped.charAt(0).toLocaleUpperCase('de') + escaped.slice(1);
  return sql`(${posts.content} like ${`%#${escaped}%`} escape '\\' or ${posts.content} like ${`%#${capital}%`} escape '\\')`;
}

/**
 * The statement of a feed page for `readerId` (for a `db.batch`, beside the session lookup), narrowed to one
 * post type or one hashtag where asked (the community tabs, a hashtag's link): hidden by moderation (three
 * open reports, or a moderator's decision) or by the reader's mute or block, a post is out of the feed.
 */
export function feedStatement(db: Db, readerId: number, { limit, cursor, type, tag, lang }: FeedInput) {
  const conditions: SQL[] = [isNull(posts.hiddenAt), not(hiddenFromViewer(readerId, posts.authorId))];
  if (cursor) {
    const [createdAt, id] = decodeCursor(cursor);
    conditions.push(sql`(${posts.createdAt}, ${posts.id}) < (${createdAt}, ${id})`);
  }
  if (type) conditions.push(eq(posts.type, type));
  if (tag) conditions.push(mentionsTag(tag));
  if (lang && lang !== 'all') conditions.push(eq(posts.lang, lang));
  return selectPosts(db, readerId)
    .where(and(...conditions))
    .orderBy(desc(posts.createdAt), desc(posts.id))
    .limit(limit + 1);
}

type FeedInput = { limit: number; cursor?: string | undefined } & FeedFilter;

/**
 * The page `feedStatement` answered. The cursor follows the rows read, so a candidate that only looked like
 * the tag (`#leinen` for `#leine`) never ends the paging.
 */
export function feedFrom(rows: PostRow[], { limit, tag }: FeedInput): FeedPage {
  const { page, nextCursor } = pageOf(rows.map(toPostView), limit, (last) => [Date.parse(last.createdAt), last.id]);
  return { posts: tag ? page.filter((post) => hashtagsOf(post.content).includes(tag)) : page, nextCursor };
}

/** For a member who may read the feed (docs/product-rules.md §6 "read feed"; the route's guard and the page check it). */
export async function feedPage(db: Db, reader: SessionUser, input: FeedInput): Promise<FeedPage> {
  return feedFrom(await feedStatement(db, reader.id, input), input);
}

/** One post for its own page (where a notification leads): null when there is none or moderation hides it. */
export async function postById(db: Db, reader: SessionUser, id: number): Promise<PostView | null> {
  const [row] = await selectPosts(db, reader.id).where(and(eq(posts.id, id), isNull(posts.hiddenAt)));
  return row ? toPostView(row) : null;
}
