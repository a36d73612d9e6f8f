/**
 * @mentions (docs/decisions/032-notifications.md): one statement, in the batch that writes the post
 * or comment, tells up to `MENTION_NOTIFY_LIMIT` mentioned members. Not the writer, not a member who
 * muted or blocked them, not an account others may not see, and not whoever the comment already
 * notifies as the post's author or the answered comment's author (the trigger ran first).
 */
import { and, ne, not, sql, type SQL } from 'drizzle-orm';
import { mentionedUsernames } from '~/shared/linkify';
import { MENTION_NOTIFY_LIMIT } from '~/shared/notifications';
import type { Db } from '~/server/db/client';
import { comments, notifications, posts, users } from '~/server/db/schema';
import { visibleMember } from '~/server/services/network/members';
import { hiddenFromViewer } from '~/server/services/network/relations';
import { usernameIn } from '~/server/services/usernames';
import { notifyMembers } from './write';

/** Where the mention was written: the newest post or comment of its writer, just inserted in the same batch. */
export type MentionPlace = { in: 'post' } | { in: 'comment'; postId: number };

/** The statement, or none when the text mentions nobody. */
export function mentionNotifications(db: Db, writerId: number, text: string, place: MentionPlace) {
  const names = mentionedUsernames(text, MENTION_NOTIFY_LIMIT);
  if (names.length === 0) return null;
  const newest = (table: typeof posts | typeof comments) => sql`(select max(${table.id}) from ${table} where ${table.authorId} = ${writerId})`;
  const [postId, commentId]: [SQL | number, SQL | null] = place.in === 'post' ? [newest(posts), null] : [place.postId, newest(comments)];
  const alreadyTold =
    commentId === null
      ? sql`0`
      : sql`exists (select 1 from ${notifications} where ${notifications.commentId} = ${commentId} and ${notifications.recipientId} = ${users.id})`;
  const recipients = and(usernameIn(names), ne(users.id, writerId), visibleMember(), not(hiddenFromViewer(users.id, writerId)), not(alreadyTold));
  return notifyMembers(db, { kind: 'mention', actorId: writerId, postId, commentId }, recipients);
}
