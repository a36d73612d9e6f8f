/**
 * The inbox's groups (docs/decisions/050-notification-groups.md): the unread notifications of one
 * page that are of one kind about one thing, or likes of one member, become one entry. Likes of one
 * item are one row already (their `group_key`, decision 032); here several comments on one post
 * become "Tom and 2 others commented on your post", and one member's likes of several items "Tom
 * liked 5 of your activities". Read notifications stay one entry each: they were seen as they were.
 * Pure, over the rows a page read, so a page never reads more rows for its groups.
 */
import type { NotificationKind } from '~/shared/enums';
import type { NotificationView } from '~/shared/notifications';

const LIKES: ReadonlySet<NotificationKind> = new Set(['post_liked', 'comment_liked', 'activity_liked']);

/** Which group an entry belongs to, or null when it stands alone. */
function groupOf(entry: NotificationView): string | null {
  if (entry.read) return null;
  // Several comments on one post: "one kind about one thing".
  // The post's page, without the comment's anchor.
  if (entry.kind === 'comment') return `comment:${entry.target.url.split('#')[0]}`;
  // One member's likes of several items; a row that already groups several likers stays its own.
  const actor = entry.actors[0];
  if (LIKES.has(entry.kind) && entry.count === 1 && actor) return `${entry.kind}:${actor.id}`;
  return null;
}

/**
 * Entries in the page's order (newest first); a group stands where its newest member does, leads
 * where that one leads and carries all its members' ids.
 */
export function groupEntries(entries: NotificationView[]): NotificationView[] {
  const out: NotificationView[] = [];
  const groups = new Map<string, NotificationView>();
  for (const entry of entries) {
    const key = groupOf(entry);
    const head = key === null ? undefined : groups.get(key);
    if (key === null || head === undefined) {
      const own = { ...entry, ids: [...entry.ids], actors: [...entry.actors] };
      out.push(own);
      if (key !== null) groups.set(key, own);
      continue;
    }
    head.ids.push(...entry.ids);
    if (entry.kind === 'comment') {
      for (const actor of entry.actors) if (!head.actors.some((known) => known.id === actor.id)) head.actors.push(actor);
      head.count = Math.max(head.actors.length, 1);
    } else {
      head.targets += 1;
      // Several items: no one item's words stand for them all.
      head.excerpt = '';
    }
  }
  return out;
}
