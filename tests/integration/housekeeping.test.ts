/**
 * Housekeeping through the Worker's scheduled handler, as the Cron Trigger runs it: exactly what
 * is due goes (rows and R2 objects), everything else stays, and each run takes a bounded batch.
 */
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { chunkRows } from '~/server/db/chunk';
import { getDb } from '~/server/db/client';
import { activityImages, emailTokens, loginChallenges, notifications, paymentEvents, rateLimits, revokedSessions, uploads, users } from '~/server/db/schema';
import { countHit, hitRateLimit, type RateLimitRule } from '~/server/services/rate-limits';
import { consumeEmailToken, issueEmailToken } from '~/server/services/email-tokens';
import { UPLOAD_BATCH } from '~/server/services/housekeeping/abandoned-uploads';
import { BATCH_ROWS } from '~/server/services/housekeeping/task';
import worker from './entry';
import { createActivity, createPost } from '../factories/content';
import { createDog } from '../factories/dogs';
import { createSession } from '../factories/training';
import { createUpload, objectsOf } from '../factories/uploads';
import { createUser } from '../factories/users';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** The run's scheduled time; every row below is placed relative to it. */
const NOW = Date.UTC(2026, 10, 23, 3, 15);
const CONTACT: RateLimitRule = { name: 'contact', limit: 5, windowSeconds: 600 };

const db = () => getDb(env.DB);

/** One run of the test Worker's `scheduled` handler (the one src/worker.ts exports), as the Cron Trigger starts it. */
async function runScheduled(scheduledTime = NOW) {
  const context = createExecutionContext();
  await worker.scheduled(createScheduledController({ scheduledTime, cron: '*/15 * * * *' }), env, context);
  await waitOnExecutionContext(context);
}

const count = async (table: typeof rateLimits | typeof uploads) => (await db().select({ n: sql<number>`count(*)` }).from(table))[0]?.n;

describe('the scheduled housekeeping run', () => {
  it('drops rate-limit windows that began over a day ago and keeps younger ones', async () => {
    await countHit(db(), CONTACT, 'old-address', NOW - DAY_MS - 600_000);
    await countHit(db(), CONTACT, 'recent-address', NOW - DAY_MS + 600_000);
    await countHit(db(), CONTACT, 'current-address', NOW);

    await runScheduled();

    const left = await db().select({ key: rateLimits.key }).from(rateLimits);
    expect(left.map((row) => row.key).sort()).toEqual(['contact:current-address', 'contact:recent-address']);
  });

  it('drops used and expired email links and keeps a link that still works', async () => {
    const [expired, used, waiting] = await Promise.all([createUser(db(), 'unverified'), createUser(db(), 'unverified'), createUser(db(), 'free')]);
    await issueEmailToken(db(), expired.id, 'verify_email', NOW - 2 * DAY_MS);
    const token = await issueEmailToken(db(), used.id, 'verify_email', NOW - HOUR_MS);
    expect(await consumeEmailToken(db(), token, 'verify_email', NOW - HOUR_MS + 60_000)).toBe(used.id);
    const stillValid = await issueEmailToken(db(), waiting.id, 'reset_password', NOW - 10 * 60_000);

    await runScheduled();

    const left = await db().select({ userId: emailTokens.userId }).from(emailTokens);
    expect(left.map((row) => row.userId)).toEqual([waiting.id]);
    expect(await consumeEmailToken(db(), stillValid, 'reset_password', NOW)).toBe(waiting.id);
  });

  it('forgets payment events after 90 days, when no provider retry or resend can bring them back', async () => {
    await db()
      .insert(paymentEvents)
      .values([
        { id: 'evt_old', type: 'customer.subscription.updated', processedAt: new Date(NOW - 91 * DAY_MS) },
        { id: 'evt_recent', type: 'customer.subscription.updated', processedAt: new Date(NOW - 89 * DAY_MS) },
      ]);

    await runScheduled();

    expect((await db().select({ id: paymentEvents.id }).from(paymentEvents)).map((row) => row.id)).toEqual(['evt_recent']);
  });

  it('removes notifications read over 90 days ago, and keeps younger read ones and every unread one', async () => {
    const member = await createUser(db(), 'free');
    const actor = await createUser(db(), 'free');
    const post = await createPost(db(), member.id);
    const at = (days: number) => new Date(NOW - days * DAY_MS);
    const note = (readDaysAgo: number | null, createdDaysAgo: number) => ({
      recipientId: member.id,
      kind: 'post_liked' as const,
      actorId: actor.id,
      postId: post.id,
      readAt: readDaysAgo === null ? null : at(readDaysAgo),
      createdAt: at(createdDaysAgo),
    });
    await db()
      .insert(notifications)
      .values([note(91, 200), note(89, 200), note(null, 400), note(1, 2)]);

    await runScheduled();

    const left = await db().select({ readAt: notifications.readAt }).from(notifications).orderBy(notifications.id);
    expect(left.map((row) => row.readAt?.getTime() ?? null)).toEqual([at(89).getTime(), null, at(1).getTime()]);
  });

  it('forgets a session revocation once the session it names would have expired anyway', async () => {
    await db()
      .insert(revokedSessions)
      .values([
        { keyHash: 'session:expired', expiresAt: new Date(NOW - 60_000) },
        { keyHash: 'session:alive', expiresAt: new Date(NOW + DAY_MS) },
      ]);

    await runScheduled();

    expect((await db().select({ key: revokedSessions.keyHash }).from(revokedSessions)).map((row) => row.key)).toEqual(['session:alive']);
  });

  it('forgets a login challenge nobody finished once it has expired', async () => {
    const member = await createUser(db(), 'free');
    await db()
      .insert(loginChallenges)
      .values([
        { tokenHash: 'challenge:expired', userId: member.id, expiresAt: new Date(NOW - 60_000) },
        { tokenHash: 'challenge:alive', userId: member.id, expiresAt: new Date(NOW + 60_000) },
      ]);

    await runScheduled();

    expect((await db().select({ hash: loginChallenges.tokenHash }).from(loginChallenges)).map((row) => row.hash)).toEqual(['challenge:alive']);
  });

  it('clears suspensions that have ended and keeps running ones, without touching updated_at', async () => {
    const updatedAt = new Date(NOW - 7 * DAY_MS);
    const ended = await createUser(db(), 'free', { suspendedUntil: new Date(NOW - 60_000), updatedAt });
    const running = await createUser(db(), 'free', { suspendedUntil: new Date(NOW + DAY_MS) });

    await runScheduled();

    const [endedRow] = await db().select().from(users).where(eq(users.id, ended.id));
    const [runningRow] = await db().select().from(users).where(eq(users.id, running.id));
    expect(endedRow?.suspendedUntil).toBeNull();
    expect(endedRow?.updatedAt).toEqual(updatedAt);
    expect(runningRow?.suspendedUntil).toEqual(new Date(NOW + DAY_MS));
  });

  it('deletes uploads nobody attached within a day with their R2 objects, and keeps attached and young ones', async () => {
    const member = await createUser(db(), 'free');
    const old = new Date(NOW - DAY_MS - HOUR_MS);
    const abandoned = await createUpload(db(), env.MEDIA, member.id, old);
    const ownerGone = await createUpload(db(), env.MEDIA, null, old);
    const young = await createUpload(db(), env.MEDIA, member.id, new Date(NOW - HOUR_MS));
    const avatar = await createUpload(db(), env.MEDIA, member.id, old);
    const postImage = await createUpload(db(), env.MEDIA, member.id, old);
    const activityPicture = await createUpload(db(), env.MEDIA, member.id, old);
    const dogPhoto = await createUpload(db(), env.MEDIA, member.id, old);
    const sessionPhoto = await createUpload(db(), env.MEDIA, member.id, old);
    const dog = await createDog(db(), [member.id], { photoKey: dogPhoto.mediumKey });
    await db().update(users).set({ avatarKey: avatar.thumbnailKey }).where(eq(users.id, member.id));
    await createPost(db(), member.id, { imageKey: postImage.mediumKey });
    const activity = await createActivity(db(), member.id);
    await db().insert(activityImages).values({
      activityId: activity.id,
      position: 0,
      thumbnailKey: activityPicture.thumbnailKey,
      mediumKey: activityPicture.mediumKey,
      width: 1280,
      height: 960,
    });
    await createSession(db(), { dogId: dog.id, activityId: activity.id, userId: member.id }, { imageKey: sessionPhoto.mediumKey });

    await runScheduled();

    const rows = await db().select().from(uploads);
    const kept = [young, avatar, postImage, activityPicture, dogPhoto, sessionPhoto];
    expect(rows.map((row) => row.prefix).sort()).toEqual(kept.map((upload) => upload.prefix).sort());
    for (const upload of [abandoned, ownerGone]) expect(await objectsOf(env.MEDIA, upload)).toEqual([]);
    for (const upload of kept) expect(await objectsOf(env.MEDIA, upload)).toEqual([upload.mediumKey, upload.thumbnailKey].sort());
    // Attached ones are confirmed and not looked at again; the young one waits for its day.
    const confirmed = new Map(rows.map((row) => [row.prefix, row.confirmedAt?.getTime() ?? null]));
    expect([avatar, postImage, activityPicture, dogPhoto, sessionPhoto].map((upload) => confirmed.get(upload.prefix))).toEqual([NOW, NOW, NOW, NOW, NOW]);
    expect(confirmed.get(young.prefix)).toBeNull();
    expect(rows.find((row) => row.prefix === avatar.prefix)?.userId).toBe(member.id);
  });

  it('finishes an upload a stopped run left behind: its objects already gone, its row still there', async () => {
    const halfDone = await createUpload(db(), env.MEDIA, null, new Date(NOW - 2 * DAY_MS));
    await env.MEDIA.delete([halfDone.thumbnailKey, halfDone.mediumKey]);

    await runScheduled();

    expect(await count(uploads)).toBe(0);
  });

  it('leaves everything alone when nothing is due, run after run', async () => {
    const member = await createUser(db(), 'free', { suspendedUntil: new Date(NOW + DAY_MS) });
    const young = await createUpload(db(), env.MEDIA, member.id, new Date(NOW - HOUR_MS));
    await countHit(db(), CONTACT, 'current-address', NOW);

    await runScheduled();
    await runScheduled();

    expect(await count(rateLimits)).toBe(1);
    expect(await objectsOf(env.MEDIA, young)).toHaveLength(2);
    expect((await db().select().from(users).where(eq(users.id, member.id)))[0]?.suspendedUntil).toEqual(new Date(NOW + DAY_MS));
  });

  it('removes at most one batch of rows per run; the next run continues', async () => {
    const windowStart = Math.floor((NOW - 2 * DAY_MS) / 1000);
    const rows = Array.from({ length: BATCH_ROWS + 20 }, (_, i) => ({ key: `contact:address-${i}`, windowStart, count: 1 }));
    await db().batch(chunkRows(rateLimits, rows).map((chunk) => db().insert(rateLimits).values(chunk)) as [never, ...never[]]);

    await runScheduled();
    expect(await count(rateLimits)).toBe(20);

    await runScheduled();
    expect(await count(rateLimits)).toBe(0);
  });

  it('deletes at most one batch of abandoned uploads per run; the next run continues', async () => {
    const old = new Date(NOW - 2 * DAY_MS);
    await Promise.all(Array.from({ length: UPLOAD_BATCH + 3 }, () => createUpload(db(), env.MEDIA, null, old)));

    await runScheduled();
    expect(await count(uploads)).toBe(3);

    await runScheduled();
    expect(await count(uploads)).toBe(0);
    expect((await env.MEDIA.list()).objects).toEqual([]);
  }, 30_000);
});

describe('rate-limit rules', () => {
  it('refuse windows longer than housekeeping keeps them', async () => {
    await expect(hitRateLimit(db(), { name: 'too-long', limit: 1, windowSeconds: 2 * 24 * 60 * 60 }, 'address')).rejects.toThrow(/longer than a day/);
  });
});
