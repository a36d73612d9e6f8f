import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '~/server/db/client';
import {
  activityImages,
  activityLikes,
  activityFavorites,
  activityTags,
  activityViews,
  auditLog,
  commentLikes,
  comments,
  contactMessages,
  emailTokens,
  newsletterSubscriptions,
  postLikes,
  posts,
  reports,
  totpCredentials,
  totpRecoveryCodes,
  uploads,
  users,
} from '~/server/db/schema';
import { recomputeCounters } from '~/server/db/seed/seed';
import { createActivity, createComment, createPost } from '../../factories/content';
import { createDog, tickProgress } from '../../factories/dogs';
import { sessionCookieFor, signedIn } from '../../factories/sessions';
import { createUser, FACTORY_PASSWORD } from '../../factories/users';
import { expectEndedAtProvider, expectUntouched, payingMember } from '../payments/account-deletion';
import { providerDown } from '../payments/stripe-fake';
import { startAtFullHour } from '../clock';
import { apiClient, call } from '../request';

const db = () => getDb(env.DB);
/** The SDK retries an unreachable provider twice with a back-off before the deletion is refused. */
const PROVIDER_RETRIES_MS = 30_000;
const AVATAR = 'images/00000000-0000-4000-8000-00000000a7a7';
const avatarObjects = async () => (await env.MEDIA.list({ prefix: AVATAR })).objects;

/** A member who wrote, commented, liked and tracked, next to someone else's content. */
async function busyMember() {
  const member = await createUser(db(), 'paidYearly', { avatarKey: `${AVATAR}/thumbnail.jpg`, newsletterSubscribed: true });
  const other = await createUser(db(), 'free');
  await env.MEDIA.put(`${AVATAR}/thumbnail.jpg`, 'image');
  await env.MEDIA.put(`${AVATAR}/medium.jpg`, 'image');
  const ownActivity = await createActivity(db(), member.id);
  const othersActivity = await createActivity(db(), other.id);
  const ownPost = await createPost(db(), member.id);
  const othersPost = await createPost(db(), other.id);
  const ownComment = await createComment(db(), othersPost.id, member.id);
  await createComment(db(), othersPost.id, other.id, ownComment.id);
  await createComment(db(), othersPost.id, other.id);
  await db()
    .insert(postLikes)
    .values([
      { userId: member.id, postId: othersPost.id },
      { userId: other.id, postId: ownPost.id },
    ]);
  await db().insert(activityLikes).values({ userId: member.id, activityId: othersActivity.id });
  await db().insert(activityFavorites).values({ userId: member.id, activityId: othersActivity.id });
  await tickProgress(db(), (await createDog(db(), [member.id])).id, othersActivity.id, { mastered: true });
  await recomputeCounters(db());
  return { member, other, ownActivity, othersActivity, ownPost, othersPost, cookie: await sessionCookieFor(env.SESSION, member.id) };
}

describe('GET /api/account/export', () => {
  it('returns everything stored about the member as one JSON file', async () => {
    const { member, cookie, ownPost, ownActivity } = await busyMember();
    const response = await apiClient({ cookie }).account.export.$get();
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="rudel-${member.username}-data.json"`);
    const data = await response.json();
    expect(data.account).toMatchObject({ id: member.id, email: member.email, newsletterSubscribed: true });
    expect(data.account).not.toHaveProperty('passwordHash');
    expect(data.activities).toEqual([expect.objectContaining({ id: ownActivity.id, tags: [], images: [] })]);
    expect(data.posts).toEqual([expect.objectContaining({ id: ownPost.id })]);
    for (const key of ['comments', 'postLikes', 'activityLikes', 'activityFavorites', 'dogs', 'dogProgress', 'subscriptions'] as const)
      expect(data[key], key).toHaveLength(1);
    expect((await call('GET', '/api/account/export')).status).toBe(401);
  });
});

describe('GET /api/account/export, every table', () => {
  it('contains one row of every table that stores something about the member', async () => {
    const { member, cookie, ownActivity, othersActivity, ownPost, othersPost } = await busyMember();
    const other = othersPost.authorId;
    const ownComment = (await db().select().from(comments).where(eq(comments.authorId, member.id)))[0]!;
    await db().insert(activityTags).values({ activityId: ownActivity.id, tag: 'apportieren' });
    await db()
      .insert(activityImages)
      .values({ activityId: ownActivity.id, position: 0, thumbnailKey: 'images/x/thumbnail.jpg', mediumKey: 'images/x/medium.jpg', width: 10, height: 10 });
    await db().insert(activityViews).values({ activityId: othersActivity.id, userId: member.id, day: '2026-11-20' });
    await db().insert(commentLikes).values({ userId: member.id, commentId: ownComment.id });
    await db().insert(newsletterSubscriptions).values({ email: member.email, userId: member.id, locale: 'de' });
    await db()
      .insert(contactMessages)
      .values({ firstName: 'A', lastName: 'B', email: 'other-address@example.test', subject: 'general', message: 'Hallo', locale: 'de', userId: member.id });
    await db().insert(reports).values({ reporterId: member.id, targetType: 'post', targetId: othersPost.id, reason: 'spam' });
    await db().insert(uploads).values({ prefix: 'images/00000000-0000-4000-8000-00000000e4e4', userId: member.id });
    await db()
      .insert(emailTokens)
      .values({ userId: member.id, purpose: 'reset_password', tokenHash: 'secret-hash', expiresAt: new Date(Date.now() + 60_000) });
    await db()
      .insert(totpCredentials)
      .values({ userId: member.id, secret: 'TOTPSECRETBASE32', enabledAt: new Date(Date.UTC(2026, 10, 1)) });
    await db()
      .insert(totpRecoveryCodes)
      .values([
        { userId: member.id, codeHash: 'recovery-hash-1' },
        { userId: member.id, codeHash: 'recovery-hash-2' },
      ]);
    await db()
      .insert(auditLog)
      .values([
        { actorId: other, action: 'user_warned', targetType: 'user', targetId: member.id, detail: '{"because":"post:1"}' },
        { actorId: other, action: 'user_suspended', targetType: 'user', targetId: member.id, detail: '{"until":"2026-12-01T00:00:00.000Z"}' },
        { actorId: other, action: 'content_hidden', targetType: 'post', targetId: ownPost.id },
      ]);
    await db()
      .update(users)
      .set({ suspendedUntil: new Date(Date.UTC(2026, 11, 1)) })
      .where(eq(users.id, member.id));
    await call('PUT', '/api/notification-preferences', { like: { email: 'off', push: true } }, { cookie });

    const data = await (await apiClient({ cookie }).account.export.$get()).json();
    expect(data.notificationPreferences).toEqual([{ topic: 'like', email: 'off', push: true }]);
    expect(data.account).toMatchObject({ id: member.id, suspendedUntil: '2026-12-01T00:00:00.000Z' });
    expect(data.activities[0]).toMatchObject({ tags: ['apportieren'], images: [expect.objectContaining({ position: 0 })] });
    for (const key of [
      'activityFavorites',
      'dogs',
      'dogCoOwnerships',
      'dogProgress',
      'activityLikes',
      'activityViews',
      'posts',
      'postLikes',
      'comments',
      'commentLikes',
      'subscriptions',
      'newsletter',
      'contactMessages',
      'reportsFiled',
      'uploads',
      'emailLinks',
    ] as const) {
      expect(data[key], key).toHaveLength(1);
    }
    expect(data.moderation).toEqual([
      expect.objectContaining({ action: 'user_warned', detail: { because: 'post:1' } }),
      expect.objectContaining({ action: 'user_suspended' }),
      expect.objectContaining({ action: 'content_hidden', targetId: ownPost.id }),
    ]);
    expect(data.twoFactor).toEqual({ enabledAt: '2026-11-01T00:00:00.000Z', createdAt: expect.any(String), recoveryCodesLeft: 2 });
    // Secrets and other people stay out: no hashes, no second-factor secret, no acting moderator.
    const text = JSON.stringify(data);
    expect(text).not.toContain('secret-hash');
    expect(text).not.toContain('TOTPSECRETBASE32');
    expect(text).not.toContain('recovery-hash');
    expect(text).not.toContain('passwordHash');
    expect(data.moderation?.[0]).not.toHaveProperty('actorId');
  });
});

describe('POST /api/account/delete', () => {
  it('purges the contact messages and pseudonymises the audit entries of the member', async () => {
    const { member, cookie, othersPost } = await busyMember();
    const moderator = await createUser(db(), 'moderator');
    const message = { firstName: 'A', lastName: 'B', subject: 'general', message: 'Hallo', locale: 'de' } as const;
    await db()
      .insert(contactMessages)
      .values([
        { ...message, email: member.email },
        { ...message, email: 'sent-before-an-email-change@example.test', userId: member.id },
        { ...message, email: 'someone-else@example.test' },
      ]);
    await db()
      .insert(auditLog)
      .values([
        { actorId: moderator.id, action: 'user_warned', targetType: 'user', targetId: member.id, detail: JSON.stringify({ email: member.email }) },
        {
          actorId: moderator.id,
          action: 'content_deleted',
          targetType: 'post',
          targetId: 999,
          detail: JSON.stringify({ authorId: member.id, text: 'Mein Beitrag' }),
        },
        { actorId: member.id, action: 'content_hidden', targetType: 'post', targetId: othersPost.id },
        { actorId: moderator.id, action: 'user_warned', targetType: 'user', targetId: moderator.id, detail: '{"kept":true}' },
      ]);
    expect((await call('POST', '/api/account/delete', { password: FACTORY_PASSWORD, keepContent: true }, { cookie })).status).toBe(204);
    expect((await db().select({ email: contactMessages.email }).from(contactMessages)).map((row) => row.email)).toEqual(['someone-else@example.test']);
    const entries = await db()
      .select({ actorId: auditLog.actorId, action: auditLog.action, targetId: auditLog.targetId, detail: auditLog.detail })
      .from(auditLog)
      .orderBy(auditLog.id);
    expect(entries).toEqual([
      { actorId: moderator.id, action: 'user_warned', targetId: 0, detail: '{}' },
      { actorId: moderator.id, action: 'content_deleted', targetId: 999, detail: '{}' },
      { actorId: null, action: 'content_hidden', targetId: othersPost.id, detail: '{}' },
      { actorId: moderator.id, action: 'user_warned', targetId: moderator.id, detail: '{"kept":true}' },
    ]);
    expect(JSON.stringify(entries)).not.toContain(member.email);
  });

  it('ends the subscription at once and deletes the customer at the provider', async () => {
    const member = await payingMember();
    expect((await call('POST', '/api/account/delete', { password: FACTORY_PASSWORD }, { cookie: member.cookie })).status).toBe(204);
    await expectEndedAtProvider(member);
    expect(await db().select().from(users).where(eq(users.id, member.user.id))).toEqual([]);
  });

  it('completes on a retry after the database failed once the provider had already ended everything', async () => {
    const member = await payingMember();
    await env.DB.exec("CREATE TRIGGER refuse_deletion BEFORE DELETE ON users BEGIN SELECT RAISE(ABORT, 'refused'); END");
    expect((await call('POST', '/api/account/delete', { password: FACTORY_PASSWORD }, { cookie: member.cookie })).status).toBe(500);
    await expectEndedAtProvider(member);
    await env.DB.exec('DROP TRIGGER refuse_deletion');
    expect((await call('POST', '/api/account/delete', { password: FACTORY_PASSWORD }, { cookie: member.cookie })).status).toBe(204);
    expect(await db().select().from(users).where(eq(users.id, member.user.id))).toEqual([]);
  });

  it(
    "refuses the deletion in the member's language and changes nothing when the provider fails",
    async () => {
      const member = await payingMember();
      for (const [locale, text] of [
        ['de', 'Das Abonnement konnte beim Zahlungsanbieter nicht beendet werden'],
        ['en', 'The subscription could not be ended at the payment provider'],
      ] as const) {
        const response = await call(
          'POST',
          '/api/account/delete',
          { password: FACTORY_PASSWORD, keepContent: locale === 'de' },
          { cookie: member.cookie, bindings: providerDown(), headers: { 'x-rudel-locale': locale } },
        );
        expect(response.status).toBe(502);
        expect(await response.json()).toMatchObject({ code: 'account_delete_payment_failed', message: expect.stringContaining(text) });
      }
      await expectUntouched(member);
      expect((await call('GET', '/api/current-user', undefined, { cookie: member.cookie })).status).toBe(200);
    },
    PROVIDER_RETRIES_MS,
  );

  it('refuses a wrong password and changes nothing', async () => {
    const { member, cookie } = await busyMember();
    const response = await call('POST', '/api/account/delete', { password: 'Falsch123' }, { cookie });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ field: 'password' });
    expect((await db().select().from(users).where(eq(users.id, member.id)))[0]?.email).toBe(member.email);
  });

  it('puts the password check under the login lockout: after 5 wrong passwords even the right one waits', async () => {
    startAtFullHour();
    const { user: member, cookie } = await signedIn('free');
    const statuses = (await Promise.all(Array.from({ length: 30 }, () => call('POST', '/api/account/delete', { password: 'Falsch123' }, { cookie })))).map(
      (r) => r.status,
    );
    expect(statuses.filter((s) => s === 400).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(25);
    const right = await call('POST', '/api/account/delete', { password: FACTORY_PASSWORD }, { cookie });
    expect(right.status).toBe(429);
    expect(await right.json()).toMatchObject({ code: 'login_locked' });
    expect((await db().select().from(users).where(eq(users.id, member.id)))[0]?.email).toBe(member.email);
  }, 60_000);

  it('deletes the account with its content, its images and its session; counters stay true', async () => {
    const { member, cookie, othersPost, othersActivity } = await busyMember();
    const response = await call('POST', '/api/account/delete', { password: FACTORY_PASSWORD }, { cookie });
    expect(response.status).toBe(204);
    expect(await db().select().from(users).where(eq(users.id, member.id))).toEqual([]);
    expect(await db().select().from(posts).where(eq(posts.authorId, member.id))).toEqual([]);
    expect(await avatarObjects()).toEqual([]);
    expect((await call('GET', '/api/current-user', undefined, { cookie })).status).toBe(401);

    const [post] = await db().select().from(posts).where(eq(posts.id, othersPost.id));
    expect(post).toMatchObject({ likes: 0, commentsCount: 1 });
    expect(await db().select().from(comments).where(eq(comments.postId, othersPost.id))).toHaveLength(1);
    await expectCountersTrue();
    expect(othersActivity.id).toBeGreaterThan(0);
  });

  it('also removes uploads the member never attached', async () => {
    const { member, cookie } = await busyMember();
    const stray = 'images/00000000-0000-4000-8000-0000000057a7';
    await db().insert(uploads).values({ prefix: stray, userId: member.id });
    await env.MEDIA.put(`${stray}/medium.jpg`, 'image');
    expect((await call('POST', '/api/account/delete', { password: FACTORY_PASSWORD, keepContent: true }, { cookie })).status).toBe(204);
    expect((await env.MEDIA.list({ prefix: stray })).objects).toEqual([]);
  });

  it('keeps posts and comments anonymised when asked, removing personal data', async () => {
    const { member, cookie, ownPost } = await busyMember();
    await db().insert(totpCredentials).values({ userId: member.id, secret: 'TOTPSECRETBASE32', enabledAt: new Date() });
    await db().insert(totpRecoveryCodes).values({ userId: member.id, codeHash: 'recovery-hash' });
    const response = await call('POST', '/api/account/delete', { password: FACTORY_PASSWORD, keepContent: true }, { cookie });
    expect(response.status).toBe(204);
    const [tombstone] = await db().select().from(users).where(eq(users.id, member.id));
    expect(tombstone).toMatchObject({
      username: `deleted_${member.id}`,
      // The name is free again: its key goes with it.
      usernameKey: `deleted_${member.id}`,
      email: `deleted_${member.id}@deleted.invalid`,
      firstName: '',
      lastName: '',
      avatarKey: null,
      newsletterSubscribed: false,
    });
    expect(tombstone?.deletedAt).toBeInstanceOf(Date);
    expect(await db().select().from(posts).where(eq(posts.id, ownPost.id))).toHaveLength(1);
    expect(await avatarObjects()).toEqual([]);
    expect(await db().select().from(totpCredentials).where(eq(totpCredentials.userId, member.id))).toEqual([]);
    expect(await db().select().from(totpRecoveryCodes).where(eq(totpRecoveryCodes.userId, member.id))).toEqual([]);
    expect((await call('POST', '/api/login', { email: member.email, password: FACTORY_PASSWORD })).status).toBe(401);
    await expectCountersTrue();
  });
});

async function expectCountersTrue() {
  const wrong = await env.DB.prepare(
    `select
      (select count(*) from posts p where p.likes != (select count(*) from post_likes l where l.post_id = p.id)) +
      (select count(*) from posts p where p.comments_count != (select count(*) from comments c where c.post_id = p.id)) +
      (select count(*) from activities a where a.likes != (select count(*) from activity_likes l where l.activity_id = a.id)) +
      (select count(*) from activities a where a.completions != (select count(*) from dog_progress p where p.activity_id = a.id and p.mastered = 1)) as wrong`,
  ).first<{ wrong: number }>();
  expect(wrong?.wrong).toBe(0);
}
