/**
 * Writing, editing, deleting and liking posts (docs/product-rules.md §6). Writing and liking need the first
 * own activity or a paid plan; only the author edits; the author, moderators and admins delete.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { Locale } from '../../../shared/enums';
import { can } from '../../../shared/policy';
import type { CreatePostInput } from '../../../shared/schemas/community';
import type { Db } from '../../db/client';
import { postLikes, posts } from '../../db/schema';
import { ApiError } from '../../errors';
import { contentChangeAudit } from '../admin/audit';
import { actorOf, type SessionUser } from '../session-user';
import { deleteUploads, ownedUploadKey } from '../uploads';

/** The author may participate (the route's guard checks `can.participate`). */
export async function createPost(db: Db, user: SessionUser, input: CreatePostInput, lang: Locale): Promise<{ id: number }> {
  const imageKey = input.imageUrl ? await ownedUploadKey(db, user.id, input.imageUrl, 'imageUrl') : null;
  const [created] = await db.insert(posts).values({ authorId: user.id, type: input.type, content: input.content, lang, imageKey }).returning({ id: posts.id });
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

export async function isPostLiked(db: Db, user: SessionUser, postId: number): Promise<boolean> {
  const [row] = await db.select({ userId: postLikes.userId }).from(postLikes).where(and(eq(postLikes.postId, postId), eq(postLikes.userId, user.id)));
  return row !== undefined;
}

/** Like and unlike are separate calls (docs/product-rules.md §4); the count follows the rows by trigger. The route's guard checks `can.participate`. */
export async function setPostLike(db: Db, user: SessionUser, postId: number, liked: boolean): Promise<{ isLiked: boolean; likes: number }> {
  const change = liked
    ? db
        .insert(postLikes)
        .select(
          db
            .select({ userId: sql<number>`${user.id}`.as('user_id'), postId: posts.id, createdAt: sql<Date>`${Date.now()}`.as('created_at') })
            .from(posts)
            .where(and(eq(posts.id, postId), isNull(posts.hiddenAt))),
        )
        .onConflictDoNothing()
    : db.delete(postLikes).where(and(eq(postLikes.postId, postId), eq(postLikes.userId, user.id)));
  const [, [post]] = await db.batch([change, db.select({ likes: posts.likes }).from(posts).where(and(eq(posts.id, postId), isNull(posts.hiddenAt)))]);
  if (!post) throw new ApiError(404, 'post_not_found');
  return { isLiked: liked, likes: post.likes };
}
