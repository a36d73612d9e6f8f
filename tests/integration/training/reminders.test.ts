/**
 * The daily training reminder (decision 047): `PUT /api/reminders` with its guards and validation,
 * and the Cron Trigger's run at the member's local hour — by email and by push (the local push
 * service decrypts what arrives), never when the dog trained today or has nothing open, and at most
 * once a day, even when two runs overlap.
 */
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays } from '~/shared/training/days';
import { getDb } from '~/server/db/client';
import { dogProgress, trainingReminders } from '~/server/db/schema';
import { measure, sessionQueries } from '../../../bench/d1-meter';
import { pushServiceClient } from '../../../scripts/push-service/client';
import { createActivity } from '../../factories/content';
import { createDog, tickProgress } from '../../factories/dogs';
import { type SignedIn, signedIn } from '../../factories/sessions';
import { createSession } from '../../factories/training';
import worker from '../entry';
import { deliverySettled, mailsTo } from '../mail';
import { call } from '../request';

const db = () => getDb(env.DB);
const service = pushServiceClient(env.TEST_PUSH_SERVICE_URL);
const NEW_YORK = 'America/New_York';
/** 26 November 2026 in New York (UTC−5) at `hour`:`minute` local time. */
const newYork = (hour: number, minute = 10, day = 26) => Date.UTC(2026, 10, day, hour + 5, minute);

async function runScheduled(scheduledTime: number) {
  const context = createExecutionContext();
  await worker.scheduled(createScheduledController({ scheduledTime, cron: '*/15 * * * *' }), env, context);
  await waitOnExecutionContext(context);
}

const putReminder = (member: SignedIn | null, body: unknown) => call('PUT', '/api/reminders', body, member ? { cookie: member.cookie } : {});

/** `count` reviews of the dog due on `day` (mastered a week earlier). */
async function reviewsDue(dogId: number, authorId: number, day: string, count: number) {
  for (let i = 0; i < count; i++) {
    const activity = await createActivity(db(), authorId);
    await tickProgress(db(), dogId, activity.id, { tried: true, mastered: true });
    await db()
      .update(dogProgress)
      .set({ masteredOn: addDays(day, -7), reviewDue: day, reviewStep: 1 })
      .where(and(eq(dogProgress.dogId, dogId), eq(dogProgress.activityId, activity.id)));
  }
}

/** A paid member in New York with Balu, who has `due` reviews due on the 26th. */
async function household(locale: 'de' | 'en', due: number) {
  const member = await signedIn('paidYearly', { timeZone: NEW_YORK, locale });
  const dog = await createDog(db(), [member.user.id], { name: 'Balu' });
  await reviewsDue(dog.id, member.user.id, '2026-11-26', due);
  return { member, dog };
}

const sentOn = async (userId: number) => (await db().select().from(trainingReminders).where(eq(trainingReminders.userId, userId)))[0]?.sentOn ?? null;

describe('the daily reminder is sent', () => {
  it('by email at the chosen local hour, in the member’s language, once a day even when runs repeat or overlap', async () => {
    const { member } = await household('de', 2);
    expect((await putReminder(member, { enabled: true, hour: 18, channel: 'email' })).status).toBe(200);

    // 17:10 in New York (22:10 UTC): not yet.
    await runScheduled(newYork(17));
    expect(await mailsTo(member.user.email)).toEqual([]);
    // 18:10 in New York: the reminder, counted.
    await runScheduled(newYork(18));
    const [mail, ...more] = await mailsTo(member.user.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('Zeit für Balu: 2 Schritte heute');
    expect(mail?.text).toMatch(/\/today/);
    expect(await sentOn(member.user.id)).toBe('2026-11-26');
    // A second run in the same hour sends nothing more.
    await runScheduled(newYork(18, 25));
    expect(await mailsTo(member.user.email)).toHaveLength(1);
    // The next day, two runs at once: one reminder.
    await Promise.all([runScheduled(newYork(18, 10, 27)), runScheduled(newYork(18, 10, 27))]);
    expect(await mailsTo(member.user.email)).toHaveLength(2);
    expect(await sentOn(member.user.id)).toBe('2026-11-27');
  });

  it('by push to each device, encrypted for it, in English with one step', async () => {
    const { member } = await household('en', 1);
    const phone = await service.subscribe(env.VAPID_PUBLIC_KEY);
    const subscribed = await call(
      'POST',
      '/api/push-subscriptions',
      { endpoint: phone.endpoint, expirationTime: null, keys: phone.keys },
      { cookie: member.cookie },
    );
    expect(subscribed.status).toBe(201);
    expect((await putReminder(member, { enabled: true, hour: 9, channel: 'push' })).status).toBe(200);

    await runScheduled(newYork(9));
    await deliverySettled();
    const [message, ...more] = await service.messages(phone.id);
    expect(more).toEqual([]);
    expect(message?.payload).toMatchObject({ title: 'Time for Balu: 1 step today', url: '/en/today' });
    expect(await mailsTo(member.user.email)).toEqual([]);
  });

  it('not when the dog trained today, nor when nothing is open', async () => {
    const trained = await household('de', 2);
    const activity = await createActivity(db(), trained.member.user.id);
    await createSession(
      db(),
      { dogId: trained.dog.id, activityId: activity.id, userId: trained.member.user.id },
      { startedAt: new Date(newYork(9)), day: '2026-11-26' },
    );
    const idle = await household('de', 0);
    for (const { member } of [trained, idle]) expect((await putReminder(member, { enabled: true, hour: 18, channel: 'email' })).status).toBe(200);

    await runScheduled(newYork(18));
    expect(await mailsTo(trained.member.user.email)).toEqual([]);
    expect(await mailsTo(idle.member.user.email)).toEqual([]);
    // Both were looked at for the day: nothing later that day either.
    expect(await sentOn(trained.member.user.id)).toBe('2026-11-26');
    expect(await sentOn(idle.member.user.id)).toBe('2026-11-26');
  });

  it('not when turned off', async () => {
    const { member } = await household('de', 2);
    await putReminder(member, { enabled: true, hour: 18, channel: 'email' });
    expect((await putReminder(member, { enabled: false, hour: 18, channel: 'email' })).status).toBe(200);
    await runScheduled(newYork(18));
    expect(await mailsTo(member.user.email)).toEqual([]);
    expect(await sentOn(member.user.id)).toBeNull();
  });
});

describe('PUT /api/reminders', () => {
  it('answers what was saved, in at most three round trips with the session', async () => {
    const { member } = await household('de', 0);
    const body = { enabled: true, hour: 6, channel: 'email' };
    const { result, body: saved } = await measure('reminder', '/api/reminders', member.cookie, await sessionQueries(member.cookie), () => null, {
      method: 'PUT',
      body,
    });
    expect(result.status).toBe(200);
    expect(saved).toEqual(body);
    expect(result.roundTrips).toBeLessThanOrEqual(3);
    console.info(`PUT /api/reminders: ${result.roundTrips} round trips, ${result.rowsRead} rows read, ${result.rowsWritten} written`);
  });

  it('refuses visitors, then bad input at its field, with its message', async () => {
    expect((await putReminder(null, { enabled: 'yes' })).status).toBe(401);
    const member = await signedIn('paidYearly');
    const hour = await putReminder(member, { enabled: true, hour: 24, channel: 'email' });
    expect(hour.status).toBe(400);
    expect(await hour.json()).toMatchObject({ code: 'validation_reminder_hour', field: 'hour', message: 'Wähle eine volle Stunde zwischen 0 und 23 Uhr.' });
    const several = await putReminder(member, { enabled: 'yes', hour: 1.5, channel: 'sms', extra: 1 });
    expect(several.status).toBe(400);
    const { issues } = (await several.json()) as { issues: { field?: string; code: string }[] };
    expect(issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'enabled', code: 'validation_reminder_enabled' }),
        expect.objectContaining({ field: 'hour', code: 'validation_reminder_hour' }),
        expect.objectContaining({ field: 'channel', code: 'validation_reminder_channel' }),
      ]),
    );
  });

  it('turns on only with a dog the member may track and, for push, a device; off always', async () => {
    const noDog = await signedIn('paidYearly');
    expect(await (await putReminder(noDog, { enabled: true, hour: 18, channel: 'email' })).json()).toMatchObject({ code: 'reminder_no_dog' });

    const free = await signedIn('free');
    await createDog(db(), [free.user.id]);
    const refused = await putReminder(free, { enabled: true, hour: 18, channel: 'email' });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'training_premium' });
    expect(await db().select().from(trainingReminders).where(eq(trainingReminders.userId, free.user.id))).toEqual([]);
    // Off is always possible.
    expect((await putReminder(free, { enabled: false, hour: 18, channel: 'push' })).status).toBe(200);

    // A free co-owner of a dog a paid owner covers may.
    const paid = await signedIn('paidMonthly');
    const coOwner = await signedIn('free');
    await createDog(db(), [paid.user.id, coOwner.user.id]);
    expect((await putReminder(coOwner, { enabled: true, hour: 18, channel: 'email' })).status).toBe(200);

    // Push needs a device: the refusal is at the channel.
    const push = await putReminder(paid, { enabled: true, hour: 18, channel: 'push' });
    expect(push.status).toBe(409);
    expect(await push.json()).toMatchObject({ code: 'reminder_push_no_device', field: 'channel' });
  });

  it('is refused while suspended', async () => {
    const member = await signedIn('paidYearly', { suspendedUntil: new Date(Date.now() + 86_400_000) });
    expect((await putReminder(member, { enabled: false, hour: 18, channel: 'email' })).status).toBe(403);
  });
});
