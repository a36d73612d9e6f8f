/**
 * Writing, editing, deleting and liking posts (docs/product-rules.md §6). Writing and liking need the first
 * own activity or a paid plan; only the author edits; the author, moderators and admins delete.
 */
import { eq, isNull } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { can } from '~/shared/policy';
import { firstLineOf } from '~/shared/cut-at-word';
import { QUESTION_TITLE_MAX, type CreatePostInput } from '~/shared/schemas/community';
import type { Db } from '~/server/db/client';
import { postLikes, posts } from '~/server/db/schema';
import { ApiError } from '~/server/errors';
import { contentChangeAudit } from '~/server/services/admin/audit';
import { isLiked, setLike, type LikeKind, type LikeState } from '~/server/services/likes';
import { mentionNotifications } from '~/server/services/notifications/mentions';
import { actorOf, type SessionUser } from '~/server/auth/session-user';
import { deleteUploads, ownedUploadKey } from '~/server/services/uploads';
import { activityTitle } from './discussions';

/**
 * A question's title: the one written, or (for a call without one, as the original client makes) the
 * question's first line. Other posts have none.
 */
const titleOf = (input: CreatePostInput): string | null => (input.type === 'question' ? (input.title ?? firstLineOf(input.content, QUESTION_TITLE_MAX)) : null);

/**
 * The author may participate (the route's guard checks `can.participate`). The post is in the language the
 * form chose (the interface language by default), or for a call without one in the author's own language.
 */
export async function createPost(db: Db, user: SessionUser, input: CreatePostInput): Promise<{ id: number }> {
  const imageKey = input.imageUrl ? await ownedUploadKey(db, user.id, input.imageUrl, 'imageUrl') : null;
  // A post names only an activity its readers can open.
  if (input.activityId !== null && !(await activityTitle(db, input.activityId))) throw new ApiError(404, 'activity_not_found', 'activityId');
  const mentions = mentionNotifications(db, user.id, input.content, { in: 'post' });
  const [[created]] = await db.batch([
    db
      .insert(posts)
      .values({
        authorId: user.id,
        type: input.type,
        content: input.content,
        title: titleOf(input),
        lang: input.lang ?? user.locale,
        imageKey,
        activityId: input.activityId,
      })
      .returning({ id: posts.id }),
    ...(mentions ? [mentions] : []),
  ]);
  if (!created) throw new Error('post insert returned no row');
  return created;
}

async function postAuthor(db: Db, id: number) {
  const [post] = await db.select({ authorId: posts.authorId, imageKey: posts.imageKey, text: posts.content }).from(posts).where(eq(posts.id, id));
  if (!post) throw new ApiError(404, 'post_not_found');
  return { ...post, type: 'post' as const, id };
}

/** Only the author edits (docs/product-rules.md §6); the card then shows 'bearbeitet'. */
export async function updatePost(db: Db, user: SessionUser, id: number, content: string): Promise<{ id: number; content: string; editedAt: string }> {
  const post = await postAuthor(db, id);
  if (post.authorId !== user.id || !can.editContent(actorOf(user), post.authorId)) throw new ApiError(403, 'post_not_yours');
  const now = new Date();
  await db.update(posts).set({ content, editedAt: now, updatedAt: now }).where(eq(posts.id, id));
  return { id, content, editedAt: now.toISOString() };
}

/**
 * The author, moderators and admins delete; comments and likes go with it, the picture from R2.
 * Staff deleting someone else's post is audited in the same batch; a moderation decision passes
 * its own step (`decision`) to commit with the deletion.
 */
export async function deletePost(db: Db, media: R2Bucket, user: SessionUser, id: number, decision?: BatchItem<'sqlite'>): Promise<void> {
  const post = await postAuthor(db, id);
  if (!can.editContent(actorOf(user), post.authorId)) throw new ApiError(403, 'post_not_yours');
  await db.batch([db.delete(posts).where(eq(posts.id, id)), ...contentChangeAudit(db, user.id, 'content_deleted', post, decision)]);
  if (post.imageKey) await deleteUploads(db, media, [post.imageKey]);
}

/** A hidden post is out of reach: 404. */
const postLike: LikeKind = {
  rows: postLikes,
  member: postLikes.userId,
  item: postLikes.postId,
  items: posts,
  id: posts.id,
  likes: posts.likes,
  reachable: isNull(posts.hiddenAt),
  notFound: 'post_not_found',
};

export const isPostLiked = (db: Db, user: SessionUser, postId: number): Promise<boolean> => isLiked(db, postLike, user, postId);

/** Like and unlike are separate calls (docs/product-rules.md §4); the count follows the rows by trigger. The route's guard checks `can.participate`. */
export const setPostLike = (db: Db, user: SessionUser, postId: number, liked: boolean): Promise<LikeState> => setLike(db, postLike, user, postId, liked);
