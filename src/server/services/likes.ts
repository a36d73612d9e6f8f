/**
 * Liking, for every kind of item members like (activities, posts, comments): one row per member
 * and item. The item's `likes` counter follows the rows by trigger, so it is exact under any
 * concurrency; an item members cannot reach (hidden by moderation, or under a hidden item) is a 404.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { MessageKey } from '~/shared/messages';
import type { Db } from '~/server/db/client';
import { ApiError } from '~/server/errors';
import type { SessionUser } from '~/server/auth/session-user';

export interface LikeKind {
  /** The like rows, with their member and item columns. */
  rows: SQLiteTable;
  member: SQLiteColumn;
  item: SQLiteColumn;
  /** The liked items, their id and trigger-kept counter, and when members may reach one. */
  items: SQLiteTable;
  id: SQLiteColumn;
  likes: SQLiteColumn;
  reachable: SQL;
  /** The 404 code of the kind. */
  notFound: MessageKey;
}

export interface LikeState {
  isLiked: boolean;
  likes: number;
}

const likeOf = (kind: LikeKind, memberId: number, id: number) => and(eq(kind.member, memberId), eq(kind.item, id));

/** The item's counter, read only when members may reach the item. */
const countOf = (db: Db, kind: LikeKind, id: number) =>
  db
    .select({ likes: sql<number>`${kind.likes}` })
    .from(kind.items)
    .where(and(eq(kind.id, id), kind.reachable));

/** Adds the like, only to an item members may reach; liking twice changes nothing. The select gives the like table's columns in order: member, item, time. */
const addLike = (db: Db, kind: LikeKind, memberId: number, id: number) =>
  db
    .insert(kind.rows)
    .select(sql`select ${memberId}, ${kind.id}, ${Date.now()} from ${kind.items} where ${kind.id} = ${id} and ${kind.reachable}`)
    .onConflictDoNothing();

export async function isLiked(db: Db, kind: LikeKind, user: SessionUser, id: number): Promise<boolean> {
  const [row] = await db
    .select({ member: kind.member })
    .from(kind.rows)
    .where(likeOf(kind, user.id, id));
  return row !== undefined;
}

/** Like and unlike as separate calls: the change and the new count in one batch. */
export async function setLike(db: Db, kind: LikeKind, user: SessionUser, id: number, liked: boolean): Promise<LikeState> {
  const change = liked ? addLike(db, kind, user.id, id) : db.delete(kind.rows).where(likeOf(kind, user.id, id));
  const [, [item]] = await db.batch([change, countOf(db, kind, id)]);
  if (!item) throw new ApiError(404, kind.notFound);
  return { isLiked: liked, likes: item.likes };
}

/** One call that flips the member's like: removed when there was one, otherwise added. */
export async function toggleLike(db: Db, kind: LikeKind, user: SessionUser, id: number): Promise<LikeState> {
  const [removed] = await db
    .delete(kind.rows)
    .where(and(likeOf(kind, user.id, id), sql`exists (select 1 from ${kind.items} where ${kind.id} = ${id} and ${kind.reachable})`))
    .returning({ member: kind.member });
  const [, [item]] = await db.batch([removed ? countOf(db, kind, id) : addLike(db, kind, user.id, id), countOf(db, kind, id)]);
  if (!item) throw new ApiError(404, kind.notFound);
  return { isLiked: !removed, likes: item.likes };
}
