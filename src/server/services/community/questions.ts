/**
 * Q&A (docs/decisions/029-questions-and-discussions.md): questions are posts of type question,
 * listed by filter and sort over one partial index per list order, counted for the statistics card
 * from a table the triggers keep, and answered by the comment the asker or a moderator accepts.
 */
import { and, desc, eq, isNotNull, isNull, not, sql, type SQL } from 'drizzle-orm';
import type { FeedPage, QuestionCounts, SimilarQuestion } from '~/shared/community';
import { firstLineOf } from '~/shared/cut-at-word';
import type { Locale } from '~/shared/enums';
import { can } from '~/shared/policy';
import { FEED_PAGE_SIZE, QUESTION_TITLE_MAX, SIMILAR_QUESTIONS_MAX, type QaQuery } from '~/shared/schemas/community';
import type { Db } from '~/server/db/client';
import { comments, posts, questionCounts } from '~/server/db/schema';
import { searchQuery } from '~/server/services/activities/search';
import { ApiError } from '~/server/errors';
import { decodeCursor, pageOf } from '~/server/services/cursor';
import { hiddenFromViewer } from '~/server/services/network/relations';
import { actorOf, type SessionUser } from '~/server/auth/session-user';
import { visibleComment } from './comments';
import { selectPosts, toPostView } from './feed';
import { bestPostMatches, facetsOf } from './search';

const TITLE_ONLY = '{title}';
/** The newest title matches among the language's questions looked at for similar questions, best first. */
const SIMILAR_CANDIDATES = 100;

/** Written as a literal, not a parameter, so SQLite can prove the partial indexes apply. */
const isQuestion = sql`${posts.type} = 'question'`;

const filters: Record<NonNullable<QaQuery['filter']>, (readerId: number) => SQL> = {
  unanswered: () => isNull(posts.acceptedCommentId),
  answered: () => isNotNull(posts.acceptedCommentId),
  mine: (readerId) => eq(posts.authorId, readerId),
};

/** One page of questions the reader may see: not hidden, not by someone they muted or blocked. */
export async function questionsPage(db: Db, reader: SessionUser, { filter, sort, cursor, lang }: QaQuery, limit = FEED_PAGE_SIZE): Promise<FeedPage> {
  const conditions: SQL[] = [isQuestion, isNull(posts.hiddenAt), not(hiddenFromViewer(reader.id, posts.authorId))];
  if (filter) conditions.push(filters[filter](reader.id));
  // One language walks the indexes that start with it (migrations/0033).
  if (lang && lang !== 'all') conditions.push(eq(posts.lang, lang));
  const key = sort === 'liked' ? posts.likes : posts.createdAt;
  const list = (...after: SQL[]) =>
    selectPosts(db, reader.id)
      .where(and(...conditions, ...after))
      .orderBy(desc(key), desc(posts.id))
      .limit(limit + 1);
  let rows: Awaited<ReturnType<typeof list>>;
  if (!cursor) rows = await list();
  else {
    const [value, id] = decodeCursor(cursor);
    if (sort === 'liked') {
      // SQLite seeks a row value `(likes, id) < (?, ?)` on likes alone (id is the rowid) and walks every
      // question of the same like count above the cursor: thousands deep in the 0 or 1 likes. The
      // rest of the tie (likes = ? and id < ?) and the fewer likes each seek their own range instead.
      const [tied, fewer] = await db.batch([list(sql`${posts.likes} = ${value}`, sql`${posts.id} < ${id}`), list(sql`${posts.likes} < ${value}`)]);
      rows = [...tied, ...fewer].slice(0, limit + 1);
    } else rows = await list(sql`(${key}, ${posts.id}) < (${value}, ${id})`);
  }
  const { page, nextCursor } = pageOf(rows.map(toPostView), limit, (last) => [sort === 'liked' ? last.likes : Date.parse(last.createdAt), last.id]);
  return { posts: page, nextCursor };
}

/**
 * Up to five questions in `lang` whose titles share words with what the asker typed, best match first
 * (the trigram index of migrations/0033, queried as activities are): questions the reader may read only,
 * not hidden and not by someone they muted or blocked.
 */
export async function similarQuestions(db: Db, reader: SessionUser, text: string, lang: Locale): Promise<SimilarQuestion[]> {
  const words = searchQuery(text, { columns: TITLE_ONLY, anyWord: true });
  if (!words) return [];
  // D1 counts every match FTS5 scores as a row read, so FTS5 narrows to questions in the language
  // inside the index (its facets) and hands over its newest matches only, with their scores; the
  // rows read stay bounded however common a word is (docs/decisions/054-search-by-relevance.md).
  const match = `(${words}) AND ${facetsOf('question', lang)}`;
  const rows = await db.all<{ id: number; title: string | null; content: string }>(sql`
    select ${posts.id} as id, ${posts.title} as title, ${posts.content} as content
    from ${bestPostMatches(match, SIMILAR_CANDIDATES)}
    join ${posts} on ${posts.id} = found.hit
    where ${and(isQuestion, eq(posts.lang, lang), isNull(posts.hiddenAt), not(hiddenFromViewer(reader.id, posts.authorId)))}
    order by found.score, found.hit desc
    limit ${SIMILAR_QUESTIONS_MAX}`);
  return rows.map((row) => ({ id: row.id, title: row.title ?? firstLineOf(row.content, QUESTION_TITLE_MAX) }));
}

/** Visible questions, open and answered: two rows the triggers of migrations/0018 keep. */
export async function countQuestions(db: Db): Promise<QuestionCounts> {
  const rows = await db.select().from(questionCounts);
  const of = (state: 'open' | 'answered') => Math.max(0, rows.find((row) => row.state === state)?.n ?? 0);
  return { open: of('open'), answered: of('answered') };
}

/**
 * The asker or a moderator may choose the answer of a visible question. Anyone else learns only
 * that they may not (the question itself is visible to them anyway).
 */
async function answerablePost(db: Db, user: SessionUser, postId: number) {
  const [post] = await db
    .select({ authorId: posts.authorId, type: posts.type })
    .from(posts)
    .where(and(eq(posts.id, postId), isNull(posts.hiddenAt)));
  if (!post) throw new ApiError(404, 'post_not_found');
  if (post.authorId !== user.id && !can.moderate(actorOf(user))) throw new ApiError(403, 'qa_accept_not_allowed');
  if (post.type !== 'question') throw new ApiError(400, 'qa_not_question');
}

/**
 * Accepts a visible top comment of the question as its answer, replacing an earlier one. The
 * update checks the comment again, so one hidden or deleted meanwhile is never accepted.
 */
export async function acceptAnswer(db: Db, user: SessionUser, postId: number, commentId: number): Promise<{ acceptedCommentId: number }> {
  await answerablePost(db, user, postId);
  const [comment] = await db
    .select({ parentId: comments.parentId })
    .from(comments)
    .where(and(eq(comments.id, commentId), eq(comments.postId, postId), visibleComment));
  if (!comment) throw new ApiError(404, 'comment_not_found', 'commentId');
  if (comment.parentId !== null) throw new ApiError(400, 'qa_answer_is_reply', 'commentId');
  const updated = await db
    .update(posts)
    .set({ acceptedCommentId: commentId })
    .where(
      and(
        eq(posts.id, postId),
        sql`exists (select 1 from ${comments} where ${comments.id} = ${commentId} and ${comments.postId} = ${postId} and ${comments.parentId} is null and ${comments.hiddenAt} is null)`,
      ),
    )
    .returning({ id: posts.id });
  if (updated.length === 0) throw new ApiError(404, 'comment_not_found', 'commentId');
  return { acceptedCommentId: commentId };
}

/** Takes the accepted answer back: the question is open again. */
export async function withdrawAnswer(db: Db, user: SessionUser, postId: number): Promise<{ acceptedCommentId: null }> {
  await answerablePost(db, user, postId);
  await db.update(posts).set({ acceptedCommentId: null }).where(eq(posts.id, postId));
  return { acceptedCommentId: null };
}
