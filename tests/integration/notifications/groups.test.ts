/**
 * The inbox's groups (docs/decisions/050-notification-groups.md): one member's likes of several
 * items, and several comments on one post, become one entry while unread; opening it marks all of
 * it read; a page reads its own rows whatever the groups.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { notificationText } from '~/shared/notification-text';
import { NOTIFICATION_PAGE_SIZE, type NotificationPage, UNREAD_COUNT_CAP } from '~/shared/notifications';
import { getDb } from '~/server/db/client';
import { chunkRows } from '~/server/db/chunk';
import { notifications } from '~/server/db/schema';
import { measure, sessionQueries } from '../../../bench/d1-meter';
import { createActivity, createComment, createPost } from '../../factories/content';
import { signedIn, type SignedIn } from '../../factories/sessions';
import { createUser } from '../../factories/users';
import { call } from '../request';

const db = () => getDb(env.DB);

const inbox = async (member: SignedIn, cursor?: string) => {
  const response = await call('GET', `/api/notifications${cursor ? `?cursor=${cursor}` : ''}`, undefined, { cookie: member.cookie });
  expect(response.status).toBe(200);
  return (await response.json()) as NotificationPage;
};
const like = async (fan: SignedIn, activityId: number) =>
  expect((await call('POST', `/api/activities/${activityId}/like`, { userId: fan.user.id }, { cookie: fan.cookie })).status).toBe(200);
const markRead = async (member: SignedIn, ids: number[]) =>
  (await (await call('POST', '/api/notifications/read', { ids }, { cookie: member.cookie })).json()) as { unread: number };

describe('grouped notifications', () => {
  it("group one member's likes of several items, apart from an item several members liked", async () => {
    const author = await signedIn('paidYearly');
    const ben = await signedIn('paidYearly');
    const tom = await signedIn('paidYearly');
    const activities = await Promise.all([1, 2, 3, 4].map(() => createActivity(db(), author.user.id)));
    for (const activity of activities) await like(ben, activity.id);
    // Tom likes the last one too: that item's row now counts two likers, Tom the newest, and stands alone.
    await like(tom, activities[3]?.id ?? 0);

    const page = await inbox(author);
    expect(page.unread).toBe(4);
    expect(page.items).toHaveLength(2);
    const [single, group] = page.items;
    expect(single).toMatchObject({ kind: 'activity_liked', count: 2, targets: 1, actors: [{ id: tom.user.id }], target: { id: activities[3]?.id } });
    expect(group).toMatchObject({ kind: 'activity_liked', count: 1, targets: 3, actors: [{ id: ben.user.id }], excerpt: '' });
    expect(group?.ids).toHaveLength(3);
    // It leads to the newest of the liked items.
    expect(group?.target.id).toBe(activities[2]?.id);
    const name = ben.user.displayName;
    if (!group || !single) throw new Error('no entries');
    expect(notificationText(group, 'de')).toBe(`${name} gefallen 3 deiner Aktivitäten`);
    expect(notificationText(group, 'en')).toBe(`${name} liked 3 of your activities`);
    expect(notificationText(single, 'de')).toBe(`${tom.user.displayName} und einer weiteren Person gefällt deine Aktivität`);
  });

  it('group several comments on one post by their writers, not comments on another post nor read ones', async () => {
    const author = await signedIn('free');
    const post = await createPost(db(), author.user.id);
    const other = await createPost(db(), author.user.id);
    const writers = await Promise.all([1, 2, 3].map(() => createUser(db(), 'free')));
    for (const writer of writers) await createComment(db(), post.id, writer.id);
    // The first writer again: a writer counts once.
    await createComment(db(), post.id, writers[0]?.id ?? 0);
    await createComment(db(), other.id, writers[1]?.id ?? 0);

    const page = await inbox(author);
    expect(page.items.map((item) => [item.kind, item.ids.length, item.count])).toEqual([
      ['comment', 1, 1],
      ['comment', 4, 3],
    ]);
    const group = page.items[1];
    if (!group) throw new Error('no group');
    expect(group.actors.map((actor) => actor.id)).toEqual([writers[0]?.id, writers[2]?.id, writers[1]?.id]);
    expect(group.target.url).toMatch(new RegExp(`^/community/posts/${post.id}#comment-\\d+$`));
    expect(notificationText(group, 'de')).toBe(`${writers[0]?.displayName} und 2 weitere haben deinen Beitrag kommentiert`);
    expect(notificationText(group, 'en')).toBe(`${writers[0]?.displayName} and 2 others commented on your post`);

    // Opening the group marks all its members read, and then each stands alone as it was.
    expect(await markRead(author, group.ids)).toEqual({ unread: 1 });
    const after = await inbox(author);
    expect(after.items.map((item) => [item.read, item.ids.length])).toEqual([[false, 1], ...group.ids.map(() => [true, 1])]);
  });

  it("leave someone else's group as it is: its ids change nothing for the one who sends them", async () => {
    const author = await signedIn('free');
    const stranger = await signedIn('free');
    const post = await createPost(db(), author.user.id);
    for (const writer of await Promise.all([1, 2].map(() => createUser(db(), 'free')))) await createComment(db(), post.id, writer.id);
    const [group] = (await inbox(author)).items;
    expect(group?.ids).toHaveLength(2);
    expect(await markRead(stranger, group?.ids ?? [])).toEqual({ unread: 0 });
    expect((await inbox(author)).unread).toBe(2);
  });

  it('read a page of rows whatever the groups, and continue by cursor where the page ended', async () => {
    const member = await signedIn('free');
    const fan = await createUser(db(), 'free');
    const posts = await Promise.all(Array.from({ length: 5 }, () => createPost(db(), member.user.id)));
    const start = Date.now() - 1_000_000;
    // 150 unread likes of one member, spread over five posts: beyond the bell's cap, all one group.
    const rows = Array.from({ length: 150 }, (_, i) => ({
      recipientId: member.user.id,
      kind: 'post_liked' as const,
      actorId: fan.id,
      postId: posts[i % 5]?.id ?? 0,
      createdAt: new Date(start + i * 1000),
    }));
    for (const chunk of chunkRows(notifications, rows)) await db().insert(notifications).values(chunk);

    const { result, body } = await measure('notifications', '/api/notifications', member.cookie, await sessionQueries(member.cookie));
    expect(result.status).toBe(200);
    const page = body as NotificationPage;
    // The page's rows make one entry; the next page's rows make their own.
    expect(page.items).toHaveLength(1);
    expect(page.items[0]?.ids).toHaveLength(NOTIFICATION_PAGE_SIZE);
    expect(page.items[0]?.targets).toBe(NOTIFICATION_PAGE_SIZE);
    expect(page.unread).toBe(UNREAD_COUNT_CAP);
    const next = await inbox(member, page.nextCursor ?? '');
    expect(next.items[0]?.ids).toHaveLength(NOTIFICATION_PAGE_SIZE);
    expect(next.items[0]?.ids.some((id) => page.items[0]?.ids.includes(id))).toBe(false);

    // The page's rows and one more, each with its actor and post, and the bell's capped count.
    const bound = (NOTIFICATION_PAGE_SIZE + 1) * 3 + UNREAD_COUNT_CAP;
    expect(result.roundTrips).toBeLessThanOrEqual(3);
    expect(result.rowsRead - result.sessionRowsRead).toBeLessThanOrEqual(bound);
    console.info(
      `inbox at 150 unread: ${result.roundTrips} round trips, ${result.rowsRead - result.sessionRowsRead} rows read besides the session's (bound ${bound})`,
    );
  });
});
