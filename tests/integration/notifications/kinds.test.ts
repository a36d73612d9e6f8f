import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { NotificationPage } from '~/shared/notifications';
import { getDb } from '~/server/db/client';
import { createActivity, createComment, createPost } from '../../factories/content';
import { createDog } from '../../factories/dogs';
import { signedIn, type SignedIn } from '../../factories/sessions';
import { createUser, establishedMember, FACTORY_PASSWORD } from '../../factories/users';
import { call } from '../request';

const db = () => getDb(env.DB);
const de = { 'x-rudel-locale': 'de' };

const inbox = async (member: SignedIn) => {
  const response = await call('GET', '/api/notifications', undefined, { cookie: member.cookie, headers: de });
  expect(response.status).toBe(200);
  return (await response.json()) as NotificationPage;
};
/** The kind of each notification the member was told, one per notification also where the inbox groups several into one entry. */
const kindsOf = async (member: SignedIn) => (await inbox(member)).items.flatMap((item) => item.ids.map(() => item.kind));
const comment = (member: SignedIn, postId: number, content: string, parentId: number | null = null) =>
  call('POST', `/api/posts/${postId}/comments`, { content, parentId }, { cookie: member.cookie });
const commentId = async (response: Response) => ((await response.json()) as { id: number }).id;

describe('comments and replies', () => {
  it("tell the post's author and the answered comment's author once each, and never the one who wrote", async () => {
    const author = await signedIn('paidYearly', { displayName: 'Bea' });
    const tom = await signedIn('paidYearly', { displayName: 'Tom' });
    const uli = await signedIn('paidYearly');
    const post = await createPost(db(), author.user.id, { content: 'Wie bringe ich Balu das Warten bei?', type: 'question' });

    const first = await comment(tom, post.id, 'Mit ganz kurzen Schritten anfangen.');
    expect(first.status).toBe(201);
    const firstId = await commentId(first);
    const [told] = (await inbox(author)).items;
    expect(told).toMatchObject({
      kind: 'comment',
      read: false,
      count: 1,
      actors: [{ id: tom.user.id, displayName: 'Tom' }],
      target: { type: 'comment', id: firstId, url: `/community/posts/${post.id}#comment-${firstId}` },
      excerpt: 'Mit ganz kurzen Schritten anfangen.',
    });
    expect(await kindsOf(tom)).toEqual([]);

    // A reply tells the comment's author (reply) and the post's author (comment); the replier hears nothing.
    await comment(uli, post.id, 'Und mit Leckerlis belohnen.', firstId);
    expect(await kindsOf(tom)).toEqual(['reply']);
    expect(await kindsOf(author)).toEqual(['comment', 'comment']);
    expect(await kindsOf(uli)).toEqual([]);

    // The post's author answering: the comment's author hears of it once, as a reply; nobody else.
    await comment(author, post.id, 'Danke euch!', firstId);
    expect(await kindsOf(tom)).toEqual(['reply', 'reply']);
    expect(await kindsOf(author)).toEqual(['comment', 'comment']);
    // Answering oneself tells nobody.
    await comment(tom, post.id, 'Nachtrag von mir.', firstId);
    expect(await kindsOf(tom)).toEqual(['reply', 'reply']);
  });

  it('go with the comment or post, and with hiding it; a hidden post takes comments no more', async () => {
    const author = await signedIn('paidYearly');
    const tom = await signedIn('paidYearly');
    const post = await createPost(db(), author.user.id);
    const id = await commentId(await comment(tom, post.id, 'Erster Kommentar'));
    await comment(tom, post.id, 'Zweiter Kommentar');
    expect(await kindsOf(author)).toEqual(['comment', 'comment']);

    expect((await call('DELETE', `/api/comments/${id}`, undefined, { cookie: tom.cookie })).status).toBe(204);
    expect(await kindsOf(author)).toEqual(['comment']);
    await env.DB.prepare('UPDATE posts SET hidden_at = ? WHERE id = ?').bind(Date.now(), post.id).run();
    expect(await inbox(author)).toMatchObject({ items: [], unread: 0 });
    expect((await comment(tom, post.id, 'Noch einer')).status).toBe(404);
    expect(await kindsOf(author)).toEqual([]);
  });

  it('tell nobody who muted or blocked the writer', async () => {
    const author = await signedIn('paidYearly');
    const loud = await signedIn('paidYearly');
    await call('POST', `/api/members/${loud.user.username}/mute`, undefined, { cookie: author.cookie });
    const post = await createPost(db(), author.user.id);
    expect((await comment(loud, post.id, 'Hört mich jemand?')).status).toBe(201);
    expect(await kindsOf(author)).toEqual([]);
  });
});

describe('likes', () => {
  it('group per item: the newest liker and how many liked since the member last read; liking again adds nothing', async () => {
    const author = await signedIn('paidYearly');
    const post = await createPost(db(), author.user.id, { content: 'Unser erster Agility-Kurs!' });
    const fans = await Promise.all([1, 2, 3].map(() => signedIn('paidYearly')));
    for (const fan of fans) expect((await call('POST', `/api/posts/${post.id}/like`, { userId: fan.user.id }, { cookie: fan.cookie })).status).toBe(200);
    // Liking twice, and the author's own like, count nothing.
    await call('POST', `/api/posts/${post.id}/like`, { userId: fans[2]?.user.id }, { cookie: fans[2]?.cookie ?? '' });
    await call('POST', `/api/posts/${post.id}/like`, { userId: author.user.id }, { cookie: author.cookie });

    const page = await inbox(author);
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({ kind: 'post_liked', count: 3, actors: [{ id: fans[2]?.user.id }], target: { type: 'post', id: post.id } });
    expect(page.unread).toBe(1);

    await call('POST', '/api/notifications/read', { all: true }, { cookie: author.cookie });
    await call('POST', `/api/posts/${post.id}/unlike`, { userId: fans[0]?.user.id }, { cookie: fans[0]?.cookie ?? '' });
    await call('POST', `/api/posts/${post.id}/like`, { userId: fans[0]?.user.id }, { cookie: fans[0]?.cookie ?? '' });
    expect((await inbox(author)).items).toMatchObject([{ kind: 'post_liked', count: 1, read: false, actors: [{ id: fans[0]?.user.id }] }]);
  });

  it('of comments and activities are their own kinds, linked to the comment and the activity', async () => {
    const author = await signedIn('paidYearly');
    const fan = await signedIn('paidYearly');
    const activity = await createActivity(db(), author.user.id);
    const post = await createPost(db(), fan.user.id);
    const reply = await createComment(db(), post.id, author.user.id);
    expect((await call('POST', `/api/activities/${activity.id}/like`, { userId: fan.user.id }, { cookie: fan.cookie })).status).toBe(200);
    expect((await call('POST', `/api/comments/${reply.id}/like`, { userId: fan.user.id }, { cookie: fan.cookie })).status).toBe(200);
    const items = (await inbox(author)).items;
    expect(items.map((item) => [item.kind, item.target.type, item.target.url])).toEqual([
      ['comment_liked', 'comment', `/community/posts/${post.id}#comment-${reply.id}`],
      ['activity_liked', 'activity', `/activities/${activity.id}`],
    ]);
    expect(items[1]?.excerpt).toBe(activity.title);
  });
});

describe('mentions', () => {
  it('tell each mentioned member once, at most ten, not the writer, not who blocked them, and not twice for the post author', async () => {
    const writer = await signedIn('paidYearly', { username: 'schreiberin' });
    const named = await Promise.all(Array.from({ length: 11 }, (_, i) => signedIn('free', { username: `erwaehnt_${i}` })));
    const blocker = await signedIn('free', { username: 'blockt_dich' });
    await call('POST', `/api/members/${writer.user.username}/block`, undefined, { cookie: blocker.cookie });
    const text = `${named.map((m) => `@${m.user.username}`).join(' ')} @blockt_dich @schreiberin @niemand_da`;
    expect((await call('POST', '/api/posts', { content: text, type: 'post', authorId: writer.user.id }, { cookie: writer.cookie })).status).toBe(201);
    const told = await Promise.all(named.map(kindsOf));
    expect(told.slice(0, 10)).toEqual(Array.from({ length: 10 }, () => ['mention']));
    expect(told[10]).toEqual([]);
    expect(await kindsOf(blocker)).toEqual([]);
    expect(await kindsOf(writer)).toEqual([]);

    // In a comment: the post's author is told once (comment), a mentioned third member once (mention).
    const postAuthor = await signedIn('paidYearly', { username: 'postautor' });
    const post = await createPost(db(), postAuthor.user.id);
    const id = await commentId(await comment(writer, post.id, 'Was meint ihr, @PostAutor und @erwaehnt_10?'));
    expect(await kindsOf(postAuthor)).toEqual(['comment']);
    expect((await inbox(named[10] as SignedIn)).items).toMatchObject([{ kind: 'mention', target: { type: 'comment', id } }]);
  });

  it('reach the member whose name the mention spells in any case, also beyond ASCII, and no one else', async () => {
    const writer = await signedIn('paidYearly');
    const olaf = await signedIn('free', { username: 'Ölaf' });
    const ascii = await signedIn('free', { username: 'olaf' });
    expect((await call('POST', '/api/posts', { content: 'Danke, @ölaf!', type: 'post' }, { cookie: writer.cookie })).status).toBe(201);
    expect(await kindsOf(olaf)).toEqual(['mention']);
    expect(await kindsOf(ascii)).toEqual([]);
  });
});

describe('moderation and dogs', () => {
  it('tell reporters the decision, the author of a warning or suspension, and an invitee of the invitation', async () => {
    const author = await signedIn('paidYearly');
    const reporter = await signedIn('paidYearly', establishedMember());
    const post = await createPost(db(), author.user.id);
    expect((await call('POST', '/api/reports', { targetType: 'post', targetId: post.id, reason: 'spam' }, { cookie: reporter.cookie })).status).toBe(201);
    const moderator = await signedIn('moderator');
    expect(
      (await call('POST', `/api/moderation/post/${post.id}`, { action: 'hide', sanction: 'suspend', suspendDays: 7 }, { cookie: moderator.cookie })).status,
    ).toBe(204);
    expect((await inbox(reporter)).items).toMatchObject([{ kind: 'report_decided', detail: 'actioned', target: { type: 'report', url: '/help' } }]);
    const [suspended] = (await inbox(author)).items;
    expect(suspended).toMatchObject({ kind: 'suspended', actors: [], target: { type: 'account' } });
    expect(Date.parse(suspended?.detail ?? '') - Date.now()).toBeGreaterThan(6.9 * 86_400_000);

    const owner = await signedIn('paidYearly', { displayName: 'Lena' });
    const dog = await createDog(db(), [owner.user.id], { name: 'Balu' });
    const guest = await signedIn('free');
    for (let i = 0; i < 2; i += 1)
      expect((await call('POST', `/api/dogs/${dog.id}/invitations`, { username: guest.user.username }, { cookie: owner.cookie })).status).toBe(201);
    // Invited twice: one notification, for the newer invitation.
    expect((await inbox(guest)).items).toMatchObject([
      { kind: 'dog_invitation', actors: [{ displayName: 'Lena' }], excerpt: 'Balu', target: { type: 'dog_invitation' } },
    ]);
  });

  it('warn: the author is told, without a target of their content', async () => {
    const author = await signedIn('paidYearly');
    const post = await createPost(db(), author.user.id);
    await call(
      'POST',
      '/api/reports',
      { targetType: 'post', targetId: post.id, reason: 'spam' },
      { cookie: (await signedIn('paidYearly', establishedMember())).cookie },
    );
    const moderator = await signedIn('moderator');
    expect((await call('POST', `/api/moderation/post/${post.id}`, { action: 'dismiss', sanction: 'warn' }, { cookie: moderator.cookie })).status).toBe(204);
    expect(await kindsOf(author)).toEqual(['warned']);
  });
});

describe('someone else', () => {
  it('a member who is not the author is never told about a post of theirs', async () => {
    const stranger = await createUser(db(), 'free');
    const author = await signedIn('paidYearly');
    const post = await createPost(db(), author.user.id);
    await comment(await signedIn('paidYearly'), post.id, 'Hallo');
    const rows = await env.DB.prepare('SELECT recipient_id FROM notifications WHERE post_id = ?').bind(post.id).all<{ recipient_id: number }>();
    expect(rows.results.map((row) => row.recipient_id)).toEqual([author.user.id]);
    expect(rows.results.map((row) => row.recipient_id)).not.toContain(stranger.id);
  });
});

describe('a deleted account', () => {
  it('takes what it was told and what others were told about it, also when its posts stay', async () => {
    const author = await signedIn('paidYearly');
    const leaving = await signedIn('paidYearly');
    const post = await createPost(db(), author.user.id);
    const own = await createPost(db(), leaving.user.id);
    await comment(leaving, post.id, 'Ich bin bald weg.');
    await comment(author, own.id, 'Schade!');
    await call('PUT', '/api/notification-preferences', { like: { email: 'off', push: false } }, { cookie: leaving.cookie });
    expect(await kindsOf(author)).toEqual(['comment']);

    const deleted = await call('POST', '/api/account/delete', { password: FACTORY_PASSWORD, keepContent: true }, { cookie: leaving.cookie });
    expect(deleted.status).toBe(204);
    expect(await kindsOf(author)).toEqual([]);
    const left = await env.DB.prepare(
      'SELECT (SELECT count(*) FROM notifications WHERE recipient_id = ?1) + (SELECT count(*) FROM notification_preferences WHERE user_id = ?1) AS n',
    )
      .bind(leaving.user.id)
      .first<number>('n');
    expect(left).toBe(0);
  });
});
