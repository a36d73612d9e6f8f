import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_PAGE_SIZE, type NotificationPage } from '~/shared/notifications';
import { getDb } from '~/server/db/client';
import { chunkRows } from '~/server/db/chunk';
import { notifications } from '~/server/db/schema';
import { createPost } from '../../factories/content';
import { signedIn, type SignedIn } from '../../factories/sessions';
import { createUser } from '../../factories/users';
import { call } from '../request';

const db = () => getDb(env.DB);
const en = { 'x-rudel-locale': 'en' };
const json = async <T>(response: Response) => (await response.json()) as T;

/** `n` mentions of the member, one second apart, the newest last: each its own entry (likes of one member would group). */
async function notified(member: SignedIn, n: number) {
  const actor = await createUser(db(), 'free');
  const post = await createPost(db(), member.user.id);
  const start = Date.now() - n * 1000;
  const rows = Array.from({ length: n }, (_, i) => ({
    recipientId: member.user.id,
    kind: 'mention' as const,
    actorId: actor.id,
    postId: post.id,
    createdAt: new Date(start + i * 1000),
  }));
  for (const chunk of chunkRows(notifications, rows)) await db().insert(notifications).values(chunk);
  return (await db().select({ id: notifications.id }).from(notifications).where(eq(notifications.recipientId, member.user.id)).orderBy(notifications.id)).map(
    (row) => row.id,
  );
}

describe('GET /api/notifications', () => {
  it('pages newest first by cursor, with the unread count and links in the reader language', async () => {
    const member = await signedIn('free');
    const ids = await notified(member, NOTIFICATION_PAGE_SIZE + 3);
    const first = await json<NotificationPage>(await call('GET', '/api/notifications', undefined, { cookie: member.cookie, headers: en }));
    expect(first.items).toHaveLength(NOTIFICATION_PAGE_SIZE);
    expect(first.items[0]?.id).toBe(ids.at(-1));
    expect(first.items[0]?.target.url).toMatch(/^\/en\/community\/posts\/\d+$/);
    expect(first.unread).toBe(NOTIFICATION_PAGE_SIZE + 3);
    const second = await json<NotificationPage>(
      await call('GET', `/api/notifications?cursor=${first.nextCursor}`, undefined, { cookie: member.cookie, headers: en }),
    );
    expect(second.items.map((item) => item.id)).toEqual(ids.slice(0, 3).reverse());
    expect(second.nextCursor).toBeNull();
    expect((await call('GET', '/api/notifications?cursor=kaputt', undefined, { cookie: member.cookie })).status).toBe(400);
  });

  it('answers visitors 401 before anything else', async () => {
    for (const [method, path] of [
      ['GET', '/api/notifications'],
      ['GET', '/api/notifications/unread-count'],
      ['POST', '/api/notifications/read'],
      ['GET', '/api/notification-preferences'],
      ['PUT', '/api/notification-preferences'],
      ['GET', '/api/users/search?q=an'],
    ] as const)
      expect((await call(method, path, method === 'GET' ? undefined : { all: true })).status).toBe(401);
  });
});

describe('POST /api/notifications/read', () => {
  it("marks the member's own by id or all of them; someone else's ids change nothing", async () => {
    const member = await signedIn('free');
    const other = await signedIn('free');
    const mine = await notified(member, 3);
    const count = async (who: SignedIn) => json<{ unread: number }>(await call('GET', '/api/notifications/unread-count', undefined, { cookie: who.cookie }));
    expect(await count(member)).toEqual({ unread: 3 });

    expect(await json(await call('POST', '/api/notifications/read', { ids: [mine[0]] }, { cookie: member.cookie }))).toEqual({ unread: 2 });
    expect(await json(await call('POST', '/api/notifications/read', { ids: mine }, { cookie: other.cookie }))).toEqual({ unread: 0 });
    expect(await count(member)).toEqual({ unread: 2 });
    const page = await json<NotificationPage>(await call('GET', '/api/notifications', undefined, { cookie: member.cookie }));
    expect(page.items.map((item) => item.read)).toEqual([false, false, true]);

    expect(await json(await call('POST', '/api/notifications/read', { all: true }, { cookie: member.cookie }))).toEqual({ unread: 0 });
    for (const body of [{}, { ids: [] }, { all: false }, { ids: ['1'] }, { ids: Array.from({ length: 101 }, (_, i) => i + 1) }, { ids: [1], all: true }]) {
      const refused = await call('POST', '/api/notifications/read', body, { cookie: member.cookie, headers: en });
      expect(refused.status).toBe(400);
      expect(await json(refused)).toMatchObject({ code: 'error_invalid_request', message: 'The request is invalid.' });
    }
  });

  it('counts at most 100 unread for the bell', async () => {
    const member = await signedIn('free');
    await notified(member, 120);
    expect(await json(await call('GET', '/api/notifications/unread-count', undefined, { cookie: member.cookie }))).toEqual({ unread: 100 });
  });
});

describe('notification preferences', () => {
  it('start from the defaults, change per topic, and refuse unknown topics and cadences', async () => {
    const member = await signedIn('free');
    const defaults = await json<Record<string, unknown>>(await call('GET', '/api/notification-preferences', undefined, { cookie: member.cookie }));
    expect(defaults).toMatchObject({
      reply: { email: 'instant', push: true },
      mention: { email: 'instant', push: true },
      like: { email: 'weekly', push: false },
    });

    const changed = await call(
      'PUT',
      '/api/notification-preferences',
      { like: { email: 'off', push: true }, reply: { email: 'daily', push: false } },
      { cookie: member.cookie },
    );
    expect(changed.status).toBe(200);
    expect(await json(changed)).toMatchObject({
      like: { email: 'off', push: true },
      reply: { email: 'daily', push: false },
      mention: { email: 'instant', push: true },
    });
    // Back to the default: nothing is stored for it any more.
    await call('PUT', '/api/notification-preferences', { like: { email: 'weekly', push: false } }, { cookie: member.cookie });
    const stored = await env.DB.prepare('SELECT topic FROM notification_preferences WHERE user_id = ?').bind(member.user.id).all<{ topic: string }>();
    expect(stored.results.map((row) => row.topic)).toEqual(['reply']);

    for (const body of [{ likes: { email: 'off', push: true } }, { like: { email: 'hourly', push: true } }, { like: { email: 'off' } }, 'nein']) {
      expect((await call('PUT', '/api/notification-preferences', body, { cookie: member.cookie })).status).toBe(400);
    }
  });
});

describe('GET /api/users/search', () => {
  it('finds members by the start of username or display name, not oneself, the unverified or who blocked one; at most ten', async () => {
    const me = await signedIn('free', { username: 'suchende', displayName: 'Suchende' });
    await createUser(db(), 'free', { username: 'bella_f', displayName: 'Franzi' });
    await createUser(db(), 'free', { username: 'hundefreund', displayName: 'Bella Braun' });
    await createUser(db(), 'unverified', { username: 'bella_neu', displayName: 'Neu' });
    const blocker = await signedIn('free', { username: 'bella_blockt', displayName: 'Blockt' });
    await call('POST', `/api/members/${me.user.username}/block`, undefined, { cookie: blocker.cookie });
    const search = async (q: string) =>
      (
        await json<{ members: { username: string }[] }>(await call('GET', `/api/users/search?q=${encodeURIComponent(q)}`, undefined, { cookie: me.cookie }))
      ).members.map((member) => member.username);
    expect(await search('BELL')).toEqual(['bella_f', 'hundefreund']);
    expect(await search('such')).toEqual([]);
    for (let i = 0; i < 12; i += 1) await createUser(db(), 'free', { username: `viele_${i}` });
    expect(await search('viele')).toHaveLength(10);
    expect((await call('GET', '/api/users/search?q=', undefined, { cookie: me.cookie })).status).toBe(400);
    expect((await call('GET', `/api/users/search?q=${'x'.repeat(51)}`, undefined, { cookie: me.cookie })).status).toBe(400);
  });

  it('compares usernames by their key: capitals beyond ASCII and full-width letters match', async () => {
    const me = await signedIn('free');
    await createUser(db(), 'free', { username: 'Özil_fan', displayName: 'Mesut' });
    await createUser(db(), 'free', { username: 'ozzy', displayName: 'Ozzy' });
    const search = async (q: string) =>
      (
        await json<{ members: { username: string }[] }>(await call('GET', `/api/users/search?q=${encodeURIComponent(q)}`, undefined, { cookie: me.cookie }))
      ).members.map((member) => member.username);
    expect(await search('özil')).toEqual(['Özil_fan']);
    expect(await search('ÖZ')).toEqual(['Özil_fan']);
    expect(await search('ＯＺＺ')).toEqual(['ozzy']);
  });
});
