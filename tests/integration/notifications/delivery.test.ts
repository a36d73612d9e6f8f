/**
 * Notifications by email (decision 033): at once after the write that caused them, in the member's
 * language with a text part and a one-click unsubscribe; the daily and weekly digests from the
 * scheduled handler, only with news; unsubscribing without signing in.
 */
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { NotificationPreferences } from '~/shared/notifications';
import { getDb } from '~/server/db/client';
import { deliverNotifications } from '~/server/services/notifications/delivery';
import { DIGEST_GATHER_MS, DIGEST_PERIOD_MS } from '~/server/services/notifications/dispatch';
import { createComment, createPost } from '../../factories/content';
import { signedIn, type SignedIn } from '../../factories/sessions';
import worker from '../entry';
import { deliverySettled, mailsTo as mailsOf } from '../mail';
import { call } from '../request';

const db = () => getDb(env.DB);

const comment = (member: SignedIn, postId: number, content: string) =>
  call('POST', `/api/posts/${postId}/comments`, { content, parentId: null }, { cookie: member.cookie });
const like = (member: SignedIn, postId: number) => call('POST', `/api/posts/${postId}/like`, { userId: member.user.id }, { cookie: member.cookie });
const mailsTo = (member: SignedIn) => mailsOf(member.user.email);
const choose = (member: SignedIn, changes: Partial<NotificationPreferences>) =>
  call('PUT', '/api/notification-preferences', changes, { cookie: member.cookie });
const preferences = async (member: SignedIn) =>
  (await (await call('GET', '/api/notification-preferences', undefined, { cookie: member.cookie })).json()) as NotificationPreferences;

async function runScheduled(scheduledTime: number) {
  const context = createExecutionContext();
  await worker.scheduled(createScheduledController({ scheduledTime, cron: '*/15 * * * *' }), env, context);
  await waitOnExecutionContext(context);
}

/** The one-click address of an email's List-Unsubscribe header, as a mail client reads it. */
const oneClickOf = (headers: Record<string, string> | undefined) => /^<(.+)>$/.exec(headers?.['List-Unsubscribe'] ?? '')?.[1] ?? '';

describe('email at once', () => {
  it("mails the post's author about a comment, in their language, with a text part and a one-click unsubscribe", async () => {
    const author = await signedIn('paidYearly', { displayName: 'Bea', firstName: 'Bea', locale: 'en' });
    const tom = await signedIn('paidYearly', { displayName: 'Tom' });
    const post = await createPost(db(), author.user.id, { content: 'How do I teach Balu to wait?' });

    expect((await comment(tom, post.id, 'Start with very short steps.')).status).toBe(201);
    const [mail, ...more] = await mailsTo(author);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('Tom commented on your post');
    expect(mail?.text).toContain('Tom commented on your post: “Start with very short steps.”');
    expect(mail?.text).toMatch(new RegExp(`http://localhost/en/community/posts/${post.id}#comment-\\d+`));
    expect(mail?.html).toContain('lang="en"');
    expect(mail?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(oneClickOf(mail?.headers)).toMatch(/^http:\/\/localhost\/api\/notifications\/unsubscribe\?token=/);
    // The writer hears nothing of their own comment.
    expect(await mailsTo(tom)).toEqual([]);
  });

  it('keeps a subject on one line when a name stored before names had to be one line breaks it', async () => {
    const author = await signedIn('paidYearly', { locale: 'en' });
    const forger = await signedIn('paidYearly', { displayName: 'Tom\r\nBcc: everyone@example.org' });
    const post = await createPost(db(), author.user.id);

    await comment(forger, post.id, 'Hello there.');
    expect((await mailsTo(author)).map((mail) => mail.subject)).toEqual(['Tom Bcc: everyone@example.org commented on your post']);
  });

  it('writes in German for German members, and skips unconfirmed addresses and what is chosen off', async () => {
    const author = await signedIn('paidYearly', { displayName: 'Bea', locale: 'de' });
    const unconfirmed = await signedIn('unverified');
    const tom = await signedIn('paidYearly', { displayName: 'Tom' });
    const post = await createPost(db(), author.user.id);
    const theirs = await createPost(db(), unconfirmed.user.id);

    await comment(tom, post.id, 'Super Idee!');
    expect((await mailsTo(author)).map((mail) => mail.subject)).toEqual(['Tom hat deinen Beitrag kommentiert']);
    await comment(tom, theirs.id, 'Auch hier.');
    expect(await mailsTo(unconfirmed)).toEqual([]);

    await choose(author, { comment: { email: 'off', push: false } });
    await comment(tom, post.id, 'Noch ein Gedanke.');
    expect(await mailsTo(author)).toHaveLength(1);
  });

  it('sends each notification once, however many writes follow', async () => {
    const author = await signedIn('paidYearly');
    const tom = await signedIn('paidYearly', { displayName: 'Tom' });
    const post = await createPost(db(), author.user.id);
    await comment(tom, post.id, 'Eins.');
    await Promise.all(Array.from({ length: 5 }, () => choose(tom, { like: { email: 'weekly', push: false } })));
    await runScheduled(Date.now());
    expect(await mailsTo(author)).toHaveLength(1);
  });
});

/**
 * As if `ms` passed: what was written and scheduled moves that far into the past. The notification
 * passes the writes queued run first, so what they schedule moves too.
 */
async function timePasses(ms: number) {
  await deliverySettled();
  await env.DB.batch([
    env.DB.prepare('UPDATE notifications SET created_at = created_at - ?1').bind(ms),
    env.DB.prepare('UPDATE email_digests SET due_at = due_at - ?1, sent_at = sent_at - ?1').bind(ms),
  ]);
}

describe('digests', () => {
  it('collect the unread news of their topics, go no earlier than gathered and a period apart, and not without news', async () => {
    const author = await signedIn('paidYearly', { displayName: 'Bea', locale: 'en' });
    const fans = await Promise.all(['Tom', 'Uli', 'Vera'].map((displayName) => signedIn('paidYearly', { displayName })));
    const [tom, uli] = fans as [SignedIn, SignedIn, SignedIn];
    const post = await createPost(db(), author.user.id, { content: 'Balu waited a whole minute today!' });
    await choose(author, { comment: { email: 'daily', push: false } });

    for (const fan of fans) await like(fan, post.id);
    await comment(tom, post.id, 'Well done!');
    // Likes wait for the weekly digest, the comment for the daily one: nothing is mailed yet.
    await runScheduled(Date.now());
    expect(await mailsTo(author), 'at once').toEqual([]);
    await timePasses(DIGEST_GATHER_MS / 2);
    await runScheduled(Date.now());
    expect(await mailsTo(author), 'gathering').toEqual([]);

    await timePasses(DIGEST_GATHER_MS / 2 + 60_000);
    await runScheduled(Date.now());
    const mails = await mailsTo(author);
    expect(mails.map((mail) => mail.subject).sort()).toEqual(['Your daily Rudel digest (1 new)', 'Your weekly Rudel digest (1 new)']);
    const daily = mails.find((mail) => mail.subject.includes('daily'));
    expect(daily?.text).toContain('Tom commented on your post: “Well done!”');
    expect(daily?.text).not.toContain('liked');
    expect(daily?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    // The weekly one: one grouped entry for the three likes.
    const weekly = mails.find((mail) => mail.subject.includes('weekly'));
    expect(weekly?.text).toContain('Vera and 2 others liked your post: “Balu waited a whole minute today!”');
    expect(weekly?.text).not.toContain('commented');

    // A new comment waits until a day after the last daily digest, and that digest holds only it.
    await comment(uli, post.id, 'Wow!');
    await timePasses(DIGEST_GATHER_MS * 2);
    await runScheduled(Date.now());
    expect(await mailsTo(author)).toHaveLength(2);
    await timePasses(DIGEST_PERIOD_MS.daily);
    await runScheduled(Date.now());
    const [next] = await mailsTo(author);
    expect(next?.subject).toBe('Your daily Rudel digest (1 new)');
    expect(next?.text).toContain('Uli commented on your post: “Wow!”');
    expect(next?.text).not.toContain('Well done!');

    // Nothing new since: later runs send nothing more.
    await timePasses(DIGEST_PERIOD_MS.weekly * 2);
    await runScheduled(Date.now());
    expect(await mailsTo(author)).toHaveLength(3);
  });

  it("hold, the first time, the news that scheduled them and not the member's older unread notifications", async () => {
    const author = await signedIn('paidYearly', { locale: 'en' });
    const [tom, uli] = [await signedIn('paidYearly', { displayName: 'Tom' }), await signedIn('paidYearly', { displayName: 'Uli' })];
    const post = await createPost(db(), author.user.id);
    await comment(tom, post.id, 'Old news.');
    expect(await mailsTo(author)).toHaveLength(1);
    await timePasses(3 * DIGEST_PERIOD_MS.daily);

    await choose(author, { comment: { email: 'daily', push: false } });
    await comment(uli, post.id, 'Fresh news.');
    await timePasses(DIGEST_GATHER_MS + 60_000);
    await runScheduled(Date.now());
    const [digest] = await mailsTo(author);
    expect(digest?.subject).toBe('Your daily Rudel digest (1 new)');
    expect(digest?.text).toContain('Fresh news.');
    expect(digest?.text).not.toContain('Old news.');
  });

  it('leave out what the member already read in the app, and then are not sent at all', async () => {
    const author = await signedIn('paidYearly');
    const tom = await signedIn('paidYearly');
    const post = await createPost(db(), author.user.id);
    await like(tom, post.id);
    expect((await call('POST', '/api/notifications/read', { all: true }, { cookie: author.cookie })).status).toBe(200);
    await timePasses(DIGEST_PERIOD_MS.weekly);
    await runScheduled(Date.now());
    expect(await mailsTo(author)).toEqual([]);
  });
});

describe('without the unsubscribe secret', () => {
  it('sends no email and takes nothing: the notifications wait until it is set', async () => {
    const author = await signedIn('paidYearly');
    const tom = await signedIn('paidYearly');
    const post = await createPost(db(), author.user.id);
    // Written as the comment route writes it, without the pass its request queues: that pass runs with the secret set.
    await createComment(db(), post.id, tom.user.id);
    const unset = { ...env, UNSUBSCRIBE_SECRET: '' };
    await expect(deliverNotifications(db(), unset, Date.now())).rejects.toThrow('UNSUBSCRIBE_SECRET');
    expect(await mailsTo(author)).toEqual([]);
    const waiting = await env.DB.prepare('SELECT count(*) AS n FROM notifications WHERE recipient_id = ? AND dispatched_at IS NULL')
      .bind(author.user.id)
      .first<number>('n');
    expect(waiting).toBe(1);

    await runScheduled(Date.now());
    expect(await mailsTo(author)).toHaveLength(1);
  });
});

describe('one-click unsubscribe', () => {
  it("turns off that email's topics without a session or an origin, and refuses a forged token", async () => {
    const author = await signedIn('paidYearly', { locale: 'en' });
    const tom = await signedIn('paidYearly');
    const post = await createPost(db(), author.user.id);
    await comment(tom, post.id, 'Hallo!');
    const [mail] = await mailsTo(author);
    const url = new URL(oneClickOf(mail?.headers));

    // As a mail client posts it (RFC 8058): a form body, no cookie, no Origin.
    const oneClick = () =>
      worker.fetch(
        new Request(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' }),
        env,
        createExecutionContext(),
      );
    const response = await oneClick();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ unsubscribed: ['comment'] });
    const after = await preferences(author);
    expect(after.comment).toEqual({ email: 'off', push: true });
    expect(after.reply.email).toBe('instant');
    // Again: still done, nothing else changes.
    expect((await oneClick()).status).toBe(200);

    const token = url.searchParams.get('token') ?? '';
    const forged = token.replace(/^\d+/, String(tom.user.id));
    const refused = await worker.fetch(
      new Request(`http://localhost/api/notifications/unsubscribe?token=${encodeURIComponent(forged)}`, { method: 'POST' }),
      env,
      createExecutionContext(),
    );
    expect(refused.status).toBe(400);
    expect((await preferences(tom)).comment.email).toBe('instant');
  });

  it('leaves every other cross-site form post to the origin check, the unsubscribe page included', async () => {
    const member = await signedIn('paidYearly');
    const formPost = (path: string, headers: Record<string, string> = {}) =>
      worker.fetch(
        new Request(`http://localhost${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: member.cookie, ...headers },
          body: 'List-Unsubscribe=One-Click',
        }),
        env,
        createExecutionContext(),
      );
    // A signed-in member's browser, sent a form from another site.
    for (const path of ['/notifications/unsubscribe?token=x', '/api/notifications/read', '/api/notification-preferences', '/api/auth/logout']) {
      expect((await formPost(path)).status, path).toBe(403);
      expect((await formPost(path, { origin: 'https://evil.example' })).status, path).toBe(403);
    }
    // Only the exact route: a form post to a path below it is no one-click unsubscribe.
    expect((await formPost('/api/notifications/unsubscribe/again?token=x')).status).toBe(403);
  });
});
