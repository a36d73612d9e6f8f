/**
 * Comments with one level of replies (docs/product-rules.md §6, §7.5). Who may comment: on one's own
 * post, with a yearly plan, or after the first own activity. A reply to a reply joins the thread
 * of its top comment, so a conversation never nests deeper and nothing a member wrote is refused.
 */
import { and, asc, eq, isNull, not, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { CommentThread, CommentView } from '~/shared/community';
import { can } from '~/shared/policy';
import type { CommentInput } from '~/shared/schemas/community';
import type { Db } from '~/server/db/client';
import { commentLikes, comments, posts, users } from '~/server/db/schema';
import { ApiError } from '~/server/errors';
import { contentChangeAudit } from '~/server/services/admin/audit';
import { toggleLike, type LikeKind, type LikeState } from '~/server/services/likes';
import { hiddenFromViewer, isBlockedBy } from '~/server/services/network/relations';
import { mentionNotifications } from '~/server/services/notifications/mentions';
import { actorOf, type SessionUser } from '~/server/auth/session-user';
import { authorColumns, toAuthor } from './authors';

/**
 * A comment members can reach: not hidden, not under a hidden comment, not on a hidden post.
 * Everything under a hidden item is out of reach (404) with it.
 */
export const visibleComment = sql`(${comments.hiddenAt} is null and (select hidden_at from ${posts} where ${posts.id} = ${comments.postId}) is null and (select parent.hidden_at from ${comments} as parent where parent.id = ${comments.parentId}) is null)`;

const commentLike: LikeKind = {
  rows: commentLikes,
  member: commentLikes.userId,
  item: commentLikes.commentId,
  items: comments,
  id: comments.id,
  likes: comments.likes,
  reachable: visibleComment,
  notFound: 'comment_not_found',
};

/** Every comment of a post in one query, threaded: top comments and their replies, oldest first. The route's guard checks `can.read`. */
export async function commentsOf(db: Db, reader: SessionUser, postId: number): Promise<CommentThread[]> {
  const [[post], rows] = await db.batch([
    db.select({ id: posts.id, type: posts.type, hiddenAt: posts.hiddenAt, acceptedCommentId: posts.acceptedCommentId }).from(posts).where(eq(posts.id, postId)),
    db
      .select({
        id: comments.id,
        postId: comments.postId,
        parentId: comments.parentId,
        content: comments.content,
        authorId: comments.authorId,
        likes: comments.likes,
        createdAt: comments.createdAt,
        updatedAt: comments.updatedAt,
        ...authorColumns,
        isLiked: sql<number>`exists (select 1 from ${commentLikes} where ${commentLikes.userId} = ${reader.id} and ${commentLikes.commentId} = ${comments.id})`,
      })
      .from(comments)
      .innerJoin(users, eq(users.id, comments.authorId))
      // The reader's mutes and blocks leave those members' comments out.
      .where(and(eq(comments.postId, postId), isNull(comments.hiddenAt), not(hiddenFromViewer(reader.id, comments.authorId))))
      .orderBy(asc(comments.createdAt), asc(comments.id)),
  ]);
  // A hidden post's thread is out of reach too; moderators read it to decide.
  if (!post || (post.hiddenAt && !can.moderate(actorOf(reader)))) throw new ApiError(404, 'post_not_found');
  const views = rows.map(
    (row): CommentView => ({
      id: row.id,
      postId: row.postId,
      parentId: row.parentId,
      content: row.content,
      authorId: row.authorId,
      author: toAuthor(row.authorId, row),
      likes: row.likes,
      isLiked: Boolean(row.isLiked),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    }),
  );
  const threads = new Map<number, CommentThread>(
    views.filter((view) => view.parentId === null).map((view) => [view.id, { ...view, replies: [], accepted: view.id === post.acceptedCommentId }]),
  );
  for (const view of views) if (view.parentId !== null) threads.get(view.parentId)?.replies.push(view);
  // A question's accepted answer comes first (docs/decisions/029-questions-and-discussions.md), then its
  // answers by likes, equal likes oldest first (the sort is stable); other posts' comments stay oldest first.
  const list = [...threads.values()];
  return post.type === 'question' ? list.sort((a, b) => Number(b.accepted) - Number(a.accepted) || b.likes - a.likes) : list;
}

export async function addComment(db: Db, user: SessionUser, postId: number, input: CommentInput): Promise<{ id: number; parentId: number | null }> {
  const [[post], [parent]] = await db.batch([
    db
      .select({ authorId: posts.authorId, blocked: sql<number>`${isBlockedBy(posts.authorId, user.id)}` })
      .from(posts)
      .where(and(eq(posts.id, postId), isNull(posts.hiddenAt))),
    db
      .select({ id: comments.id, parentId: comments.parentId })
      .from(comments)
      .where(and(eq(comments.id, input.parentId ?? 0), eq(comments.postId, postId), visibleComment)),
  ]);
  if (!post) throw new ApiError(404, 'post_not_found');
  if (!can.comment(actorOf(user), post.authorId)) throw new ApiError(403, 'comment_locked');
  // Blocked by the post's author: refused, with the same neutral words as a refused follow.
  if (post.blocked) throw new ApiError(403, 'network_refused');
  if (input.parentId && !parent) throw new ApiError(404, 'comment_not_found', 'parentId');
  const parentId = parent ? (parent.parentId ?? parent.id) : null;
  // The post's author and the answered comment's author hear of it by trigger (migrations/0020); the mentioned, here.
  const mentions = mentionNotifications(db, user.id, input.content, { in: 'comment', postId });
  const [[created]] = await db.batch([
    db.insert(comments).values({ postId, authorId: user.id, parentId, content: input.content }).returning({ id: comments.id }),
    ...(mentions ? [mentions] : []),
  ]);
  if (!created) throw new Error('comment insert returned no row');
  return { id: created.id, parentId };
}

async function ownComment(db: Db, user: SessionUser, id: number, { staffMayAct }: { staffMayAct: boolean }) {
  const [comment] = await db.select({ authorId: comments.authorId, text: comments.content }).from(comments).where(eq(comments.id, id));
  if (!comment) throw new ApiError(404, 'comment_not_found');
  const actor = actorOf(user);
  const allowed = staffMayAct ? can.editContent(actor, comment.authorId) : comment.authorId === user.id && can.editContent(actor, comment.authorId);
  if (!allowed) throw new ApiError(403, 'comment_not_yours');
  return { ...comment, type: 'comment' as const, id };
}

/** Only the author edits; the comment then counts as edited (updatedAt later than createdAt). */
export async function updateComment(db: Db, user: SessionUser, id: number, content: string): Promise<{ id: number; content: string; updatedAt: string }> {
  await ownComment(db, user, id, { staffMayAct: false });
  const now = new Date();
  await db.update(comments).set({ content, updatedAt: now }).where(eq(comments.id, id));
  return { id, content, updatedAt: now.toISOString() };
}

/**
 * The author, moderators and admins delete; replies and likes go with it. Staff deleting someone
 * else's comment is audited in the same batch, and a moderation `decision` commits with it.
 */
export async function deleteComment(db: Db, user: SessionUser, id: number, decision?: BatchItem<'sqlite'>): Promise<void> {
  const comment = await ownComment(db, user, id, { staffMayAct: true });
  await db.batch([db.delete(comments).where(eq(comments.id, id)), ...contentChangeAudit(db, user.id, 'content_deleted', comment, decision)]);
}

/** docs/product-rules.md §11: a comment like is persisted per member and toggles; the count follows by trigger. The route's guard checks `can.participate`. */
export const toggleCommentLike = (db: Db, user: SessionUser, id: number): Promise<LikeState> => toggleLike(db, commentLike, user, id);
