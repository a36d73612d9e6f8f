/** "Reviews are due" through the Worker's scheduled handler, as the Cron Trigger runs it (decision 032). */
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { NotificationPage } from '~/shared/notifications';
import { getDb } from '~/server/db/client';
import { createActivity } from '../../factories/content';
import { createDog, tickProgress } from '../../factories/dogs';
import { sessionCookieFor } from '../../factories/sessions';
import { createUser } from '../../factories/users';
import worker from '../entry';
import { call } from '../request';

const db = () => getDb(env.DB);

async function runScheduled(scheduledTime: number) {
  const context = createExecutionContext();
  await worker.scheduled(createScheduledController({ scheduledTime, cron: '*/15 * * * *' }), env, context);
  await waitOnExecutionContext(context);
}

const inbox = async (userId: number) =>
  ((await (await call('GET', '/api/notifications', undefined, { cookie: await sessionCookieFor(env.SESSION, userId) })).json()) as NotificationPage).items;

describe('due reviews', () => {
  it("tell each owner once, in their own morning, how many of the dog's reviews are due", async () => {
    const berlin = await createUser(db(), 'paidYearly', { timeZone: 'Europe/Berlin' });
    const newYork = await createUser(db(), 'free', { timeZone: 'America/New_York' });
    const dog = await createDog(db(), [berlin.id, newYork.id], { name: 'Balu' });
    const due = ['2026-11-20', '2026-11-26', '2026-11-27'];
    for (const day of due) {
      const activity = await createActivity(db(), berlin.id);
      await tickProgress(db(), dog.id, activity.id, { tried: true, mastered: true });
      await env.DB.prepare('UPDATE dog_progress SET review_due = ? WHERE dog_id = ? AND activity_id = ?').bind(day, dog.id, activity.id).run();
    }

    // 05:10 UTC: 06:10 in Berlin, too early; 00:10 in New York.
    await runScheduled(Date.UTC(2026, 10, 26, 5, 10));
    expect(await inbox(berlin.id)).toEqual([]);
    // 06:10 UTC: 07:10 in Berlin. Two reviews are due (one overdue, one today), not tomorrow's.
    await runScheduled(Date.UTC(2026, 10, 26, 6, 10));
    await runScheduled(Date.UTC(2026, 10, 26, 6, 25));
    expect(await inbox(berlin.id)).toMatchObject([{ kind: 'reviews_due', count: 2, excerpt: 'Balu', target: { type: 'dog', id: dog.id, url: '/training' } }]);
    expect(await inbox(newYork.id)).toEqual([]);
    // 12:10 UTC: 07:10 in New York; Berlin's notice stays the one of today.
    await runScheduled(Date.UTC(2026, 10, 26, 12, 10));
    expect((await inbox(newYork.id)).map((item) => [item.kind, item.count])).toEqual([['reviews_due', 2]]);
    expect(await inbox(berlin.id)).toHaveLength(1);
    // The next morning: a new notice, now with tomorrow's review too.
    await runScheduled(Date.UTC(2026, 10, 27, 6, 10));
    expect((await inbox(berlin.id)).map((item) => item.count)).toEqual([3, 2]);
  });
});
