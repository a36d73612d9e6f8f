import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { getDb } from '~/server/db/client';
import { createActivity, createComment, createPost } from '../../factories/content';
import { sessionCookieFor, signedIn } from '../../factories/sessions';
import { createUser, establishedMember } from '../../factories/users';
import { trendingHashtags } from '~/server/services/community/trending';
import { mailsTo } from '../mail';
import { apiClient, call } from '../request';

const db = () => getDb(env.DB);
const de = { 'x-rudel-locale': 'de' };
const json = async <T>(response: Response) => (await response.json()) as T;

/** A member whose reports count (decision 016). */
const countedReporter = () => signedIn('paidYearly', establishedMember());

const report = (cookie: string, targetType: string, targetId: number, reason = 'spam', details = '') =>
  call('POST', '/api/reports', { targetType, targetId, reason, details }, { cookie, headers: de });

/** A post reported by three members: hidden and in the queue. */
async function reportedPost() {
  const author = await createUser(db(), 'paidYearly');
  const post = await createPost(db(), author.id, { content: 'Kauft meine Leckerlis! www.spam.example' });
  for (let i = 0; i < 3; i += 1) expect((await report((await countedReporter()).cookie, 'post', post.id)).status).toBe(201);
  return { author, post };
}

const feedIds = async (cookie: string) => (await (await apiClient({ cookie }).posts.$get({ query: {} })).json()).posts.map((p) => p.id);
const queueFor = async (cookie: string) => (await apiClient({ cookie }).moderation.reports.$get()).json();
const auditActions = async () => (await env.DB.prepare('SELECT action FROM audit_log ORDER BY id').all<{ action: string }>()).results.map((r) => r.action);

describe('POST /api/reports', () => {
  it("takes one report per member and item, never one's own, and asks for details on 'other'", async () => {
    const author = await createUser(db(), 'free');
    const post = await createPost(db(), author.id);
    const { cookie } = await countedReporter();
    const other = await report(cookie, 'post', post.id, 'other');
    expect(other.status).toBe(400);
    expect(await json(other)).toMatchObject({ field: 'details', message: 'Bitte beschreibe kurz, was nicht stimmt.' });
    expect((await report(cookie, 'post', post.id, 'animal_welfare')).status).toBe(201);
    const again = await report(cookie, 'post', post.id, 'spam');
    expect(again.status).toBe(409);
    expect(await json(again)).toMatchObject({ message: 'Du hast diesen Inhalt bereits gemeldet.' });
    const own = await report(await sessionCookieFor(env.SESSION, author.id), 'post', post.id);
    expect(await json(own)).toMatchObject({ code: 'report_own' });
    expect((await report(cookie, 'activity', 999_999)).status).toBe(404);
    expect((await call('POST', '/api/reports', { targetType: 'post', targetId: post.id, reason: 'spam' })).status).toBe(401);
  });

  it('hides an item at the third open report: out of the feed, comments and lists', async () => {
    const { cookie } = await countedReporter();
    const { post } = await reportedPost();
    expect(await feedIds(cookie)).not.toContain(post.id);

    const author = await createUser(db(), 'free');
    const comment = await createComment(db(), post.id, author.id);
    const activity = await createActivity(db(), author.id);
    for (let i = 0; i < 3; i += 1) {
      const reporter = (await countedReporter()).cookie;
      await report(reporter, 'comment', comment.id);
      await report(reporter, 'activity', activity.id, 'inappropriate');
    }
    expect((await call('GET', `/api/activities/${activity.id}`, undefined, { cookie })).status).toBe(404);
    const list = await (await apiClient({ cookie }).activities.$get({ query: { lang: 'all' } })).json();
    expect(list.activities.map((a) => a.id)).not.toContain(activity.id);
  });
});

describe('the moderation queue', () => {
  it('is for moderators and admins', async () => {
    const { post } = await reportedPost();
    expect((await call('GET', '/api/moderation/reports')).status).toBe(401);
    expect((await call('GET', '/api/moderation/reports', undefined, { cookie: (await signedIn('paidYearly')).cookie })).status).toBe(403);
    const decision = { action: 'dismiss' };
    expect((await call('POST', `/api/moderation/post/${post.id}`, decision, { cookie: (await signedIn('free')).cookie })).status).toBe(403);
    for (const state of ['moderator', 'admin'] as const) {
      const queue = await queueFor((await signedIn(state)).cookie);
      expect(queue).toEqual([expect.objectContaining({ targetType: 'post', targetId: post.id, hidden: true, text: post.content, reports: expect.any(Array) })]);
      expect(queue[0]?.reports).toHaveLength(3);
    }
  });

  it('dismissing shows the item again and empties the queue', async () => {
    const { post } = await reportedPost();
    const { cookie } = await signedIn('moderator');
    expect((await call('POST', `/api/moderation/post/${post.id}`, { action: 'dismiss' }, { cookie })).status).toBe(204);
    expect(await feedIds(cookie)).toContain(post.id);
    expect(await queueFor(cookie)).toEqual([]);
    expect(await auditActions()).toEqual(['reports_dismissed']);
  });

  it('deletes the item and warns its author', async () => {
    const { post, author } = await reportedPost();
    const { cookie } = await signedIn('moderator');
    expect((await call('POST', `/api/moderation/post/${post.id}`, { action: 'delete', sanction: 'warn' }, { cookie })).status).toBe(204);
    expect((await call('GET', `/api/posts/${post.id}/comments`, undefined, { cookie })).status).toBe(404);
    const [mail] = await mailsTo(author.email);
    expect(mail?.subject).toBe('Ein Hinweis vom Rudel-Moderationsteam');
    expect(await auditActions()).toEqual(['content_deleted', 'user_warned']);
  });

  it('deletes, resolves the reports and audits in one batch: a failed entry leaves the item and its reports', async () => {
    const { post } = await reportedPost();
    const { cookie } = await signedIn('moderator');
    await env.DB.exec("CREATE TRIGGER refuse_audit BEFORE INSERT ON audit_log BEGIN SELECT RAISE(ABORT, 'refused'); END");
    expect((await call('POST', `/api/moderation/post/${post.id}`, { action: 'delete', sanction: 'none' }, { cookie })).status).toBe(500);
    expect(await env.DB.prepare('SELECT count(*) AS n FROM posts WHERE id = ?').bind(post.id).first('n')).toBe(1);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM reports WHERE target_id = ? AND status = 'open'").bind(post.id).first('n')).toBe(3);
  });

  it('suspends the author: reading works, writing does not, until the suspension ends', async () => {
    const { post, author } = await reportedPost();
    const { cookie } = await signedIn('moderator');
    expect((await call('POST', `/api/moderation/post/${post.id}`, { action: 'hide', sanction: 'suspend', suspendDays: 7 }, { cookie })).status).toBe(204);
    expect(await auditActions()).toEqual(['content_hidden', 'user_suspended']);
    const authorCookie = await sessionCookieFor(env.SESSION, author.id);
    expect((await call('GET', '/api/posts', undefined, { cookie: authorCookie })).status).toBe(200);
    const write = await call(
      'POST',
      '/api/posts',
      { content: 'Ich schreibe trotzdem etwas.', type: 'post', authorId: author.id },
      { cookie: authorCookie, headers: de },
    );
    expect(write.status).toBe(403);
    expect(await json(write)).toMatchObject({
      code: 'account_suspended',
      message: 'Dein Konto ist vorübergehend gesperrt: Du kannst lesen, aber nichts schreiben.',
    });
    expect((await call('POST', `/api/activities/1/like`, {}, { cookie: authorCookie })).status).toBe(403);

    await env.DB.prepare('UPDATE users SET suspended_until = ? WHERE id = ?')
      .bind(Date.now() - 1000, author.id)
      .run();
    const after = await call('POST', '/api/posts', { content: 'Die Sperre ist vorbei, hallo!', type: 'post', authorId: author.id }, { cookie: authorCookie });
    expect(after.status).toBe(201);
  });
});

describe('GET /api/admin/audit-log', () => {
  it('shows admins who did what, and only admins', async () => {
    const { post } = await reportedPost();
    const { user: mod, cookie } = await signedIn('moderator');
    await call('POST', `/api/moderation/post/${post.id}`, { action: 'hide' }, { cookie });
    expect((await call('GET', '/api/admin/audit-log', undefined, { cookie })).status).toBe(403);
    const log = await (await apiClient({ cookie: (await signedIn('admin')).cookie }).admin['audit-log'].$get()).json();
    expect(log).toEqual([expect.objectContaining({ action: 'content_hidden', actor: mod.displayName, targetType: 'post', targetId: post.id })]);
  });
});

describe('who hides content by reporting', () => {
  it('counts only reports from established members toward hiding; moderators see every reporter by name', async () => {
    const author = await createUser(db(), 'free');
    const post = await createPost(db(), author.id);
    const fresh = [];
    for (let i = 0; i < 3; i += 1) {
      const reporter = await signedIn('free');
      fresh.push(reporter.user);
      expect(await json(await report(reporter.cookie, 'post', post.id))).toEqual({ hidden: false });
    }
    // An old account without anything of its own does not count either.
    const idle = await createUser(db(), 'free', { createdAt: new Date(Date.now() - 30 * 86_400_000) });
    expect(await json(await report(await sessionCookieFor(env.SESSION, idle.id), 'post', post.id))).toEqual({ hidden: false });
    expect(await feedIds((await countedReporter()).cookie)).toContain(post.id);

    const queue = await queueFor((await signedIn('moderator')).cookie);
    const item = queue.find((entry) => entry.targetId === post.id);
    expect(item?.reports.map((r) => r.reporterUsername).sort()).toEqual([...fresh.map((u) => u.username), idle.username].sort());
    expect(item?.reports.every((r) => !r.counts)).toBe(true);

    for (let i = 0; i < 2; i += 1) expect(await json(await report((await countedReporter()).cookie, 'post', post.id))).toEqual({ hidden: false });
    expect(await json(await report((await countedReporter()).cookie, 'post', post.id))).toEqual({ hidden: true });
  });

  it('takes at most ten reports an hour from one member', async () => {
    const { cookie } = await countedReporter();
    const author = await createUser(db(), 'free');
    for (let i = 0; i < 10; i += 1) expect((await report(cookie, 'post', (await createPost(db(), author.id)).id)).status).toBe(201);
    const eleventh = await report(cookie, 'post', (await createPost(db(), author.id)).id);
    expect(eleventh.status).toBe(429);
    expect(await json(eleventh)).toMatchObject({ code: 'error_rate_limited' });
  });
});

describe('hidden items', () => {
  const commentsCount = async (postId: number) =>
    (await env.DB.prepare('SELECT comments_count AS n FROM posts WHERE id = ?').bind(postId).first<{ n: number }>())?.n;

  it("puts a hidden post's thread out of reach of members (404), not of moderators", async () => {
    const { post } = await reportedPost();
    const commenter = await createUser(db(), 'paidYearly');
    const comment = await createComment(db(), post.id, commenter.id);
    const { user, cookie } = await countedReporter();
    expect((await call('GET', `/api/posts/${post.id}/comments`, undefined, { cookie })).status).toBe(404);
    expect((await call('POST', `/api/posts/${post.id}/comments`, { content: 'Ich schreibe trotzdem.' }, { cookie })).status).toBe(404);
    expect((await call('POST', `/api/posts/${post.id}/like`, {}, { cookie })).status).toBe(404);
    expect((await call('POST', `/api/comments/${comment.id}/like`, {}, { cookie })).status).toBe(404);
    expect((await env.DB.prepare('SELECT count(*) AS n FROM post_likes WHERE user_id = ?').bind(user.id).first<{ n: number }>())?.n).toBe(0);
    expect((await env.DB.prepare('SELECT count(*) AS n FROM comment_likes WHERE user_id = ?').bind(user.id).first<{ n: number }>())?.n).toBe(0);
    const moderator = (await signedIn('moderator')).cookie;
    const thread = await call('GET', `/api/posts/${post.id}/comments`, undefined, { cookie: moderator });
    expect(thread.status).toBe(200);
    expect(await json(thread)).toEqual([expect.objectContaining({ id: comment.id })]);
  });

  it('puts replies of a hidden comment out of reach, and counts only visible comments', async () => {
    const author = await createUser(db(), 'paidYearly');
    const post = await createPost(db(), author.id);
    const comment = await createComment(db(), post.id, author.id);
    const reply = await createComment(db(), post.id, author.id, comment.id);
    expect(await commentsCount(post.id)).toBe(2);
    for (let i = 0; i < 3; i += 1) await report((await countedReporter()).cookie, 'comment', comment.id);
    expect(await commentsCount(post.id)).toBe(1);
    const { cookie } = await countedReporter();
    expect((await call('POST', `/api/comments/${reply.id}/like`, {}, { cookie })).status).toBe(404);
    expect((await call('POST', `/api/posts/${post.id}/comments`, { content: 'Antwort auf Verstecktes', parentId: comment.id }, { cookie })).status).toBe(404);
    expect((await call('POST', `/api/moderation/comment/${comment.id}`, { action: 'dismiss' }, { cookie: (await signedIn('moderator')).cookie })).status).toBe(
      204,
    );
    expect(await commentsCount(post.id)).toBe(2);
    expect((await call('POST', `/api/comments/${reply.id}/like`, {}, { cookie })).status).toBe(200);
  });

  it('keeps hidden posts out of the trending hashtags', async () => {
    const author = await createUser(db(), 'paidYearly');
    const hidden = await createPost(db(), author.id, { content: 'Nur hier: #verstecktertag' });
    await createPost(db(), author.id, { content: 'Sichtbar: #sichtbarertag' });
    await env.DB.prepare('UPDATE posts SET hidden_at = ? WHERE id = ?').bind(Date.now(), hidden.id).run();
    const tags = (await trendingHashtags(db())).map((t) => t.tag);
    expect(tags).toContain('sichtbarertag');
    expect(tags).not.toContain('verstecktertag');
  });

  it("puts a hidden activity's likes and progress out of reach", async () => {
    const author = await createUser(db(), 'free');
    const activity = await createActivity(db(), author.id);
    const { user, cookie } = await countedReporter();
    expect((await call('POST', `/api/activity-progress/${user.id}/${activity.id}`, { tried: true }, { cookie })).status).toBe(200);
    await env.DB.prepare('UPDATE activities SET hidden_at = ? WHERE id = ?').bind(Date.now(), activity.id).run();
    expect((await call('POST', `/api/activities/${activity.id}/like`, {}, { cookie })).status).toBe(404);
    expect((await call('GET', `/api/activity-progress/${user.id}/${activity.id}`, undefined, { cookie })).status).toBe(404);
    expect((await call('POST', `/api/activity-progress/${user.id}/${activity.id}`, { mastered: true }, { cookie })).status).toBe(404);
    expect((await call('GET', `/api/activities/${activity.id}`, undefined, { cookie })).status).toBe(404);
  });
});

describe('sanctions on staff', () => {
  const suspend = { action: 'hide', sanction: 'suspend', suspendDays: 7 };

  it('lets only an admin warn or suspend a moderator or an admin', async () => {
    for (const state of ['moderator', 'admin'] as const) {
      const staff = await createUser(db(), state);
      const post = await createPost(db(), staff.id);
      const refused = await call('POST', `/api/moderation/post/${post.id}`, suspend, { cookie: (await signedIn('moderator')).cookie, headers: de });
      expect(refused.status).toBe(403);
      expect(await json(refused)).toMatchObject({ code: 'moderation_staff_sanction_admin_only' });
      expect(
        (await env.DB.prepare('SELECT suspended_until FROM users WHERE id = ?').bind(staff.id).first<{ suspended_until: number | null }>())?.suspended_until,
      ).toBeNull();
      expect((await call('POST', `/api/moderation/post/${post.id}`, suspend, { cookie: (await signedIn('admin')).cookie })).status).toBe(204);
    }
  });

  it('takes the queue away from a suspended moderator', async () => {
    const { post } = await reportedPost();
    const { user, cookie } = await signedIn('moderator');
    await env.DB.prepare('UPDATE users SET suspended_until = ? WHERE id = ?')
      .bind(Date.now() + 86_400_000, user.id)
      .run();
    expect((await call('GET', '/api/moderation/reports', undefined, { cookie })).status).toBe(403);
    expect((await call('POST', `/api/moderation/post/${post.id}`, { action: 'dismiss' }, { cookie })).status).toBe(403);
  });
});
