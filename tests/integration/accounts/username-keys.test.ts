/**
 * Names from before migration 0023 (`username_key` NULL): the migration keys the ASCII ones, the
 * scheduled housekeeping keys the rest and resolves names that turn out to be one (the older
 * account keeps it), and until then lookups find them as they did before.
 */
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { eq, isNull } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NotificationPage } from '~/shared/notifications';
import { getDb } from '~/server/db/client';
import { auditLog, users } from '~/server/db/schema';
import { USERNAME_KEY_BATCH } from '~/server/services/housekeeping/username-keys';
import { createDog } from '../../factories/dogs';
import { signedIn, type SignedIn } from '../../factories/sessions';
import { createUser } from '../../factories/users';
import { call } from '../request';
import worker from '../entry';

const db = () => getDb(env.DB);
const OLDER = new Date(Date.UTC(2024, 2, 1));
const NEWER = new Date(Date.UTC(2025, 5, 1));

/** An account as it was before migration 0023: its name has no key yet. */
const legacyUser = (username: string, createdAt = NEWER) => createUser(db(), 'free', { username, usernameKey: null, createdAt });

async function runScheduled() {
  const context = createExecutionContext();
  await worker.scheduled(createScheduledController({ scheduledTime: Date.now(), cron: '*/15 * * * *' }), env, context);
  await waitOnExecutionContext(context);
}

const nameOf = async (id: number) => (await db().select({ username: users.username, usernameKey: users.usernameKey }).from(users).where(eq(users.id, id)))[0];

afterEach(() => vi.restoreAllMocks());

describe('migration 0023', () => {
  it('keys names of printable ASCII by lower() and leaves every other name to housekeeping', async () => {
    const ascii = await legacyUser('Anna.Berg-2');
    const umlaut = await legacyUser('Jürgen');
    const fill = env.TEST_MIGRATIONS.find((m) => m.name.startsWith('0023_'))?.queries.find((q) => q.includes('UPDATE'));
    expect(fill).toBeDefined();
    await env.DB.prepare(fill as string).run();
    expect(await nameOf(ascii.id)).toEqual({ username: 'Anna.Berg-2', usernameKey: 'anna.berg-2' });
    expect(await nameOf(umlaut.id)).toEqual({ username: 'Jürgen', usernameKey: null });
  });
});

describe('the scheduled run keys the remaining names', () => {
  it('keeps the older of two names that differ only in a capital beyond ASCII, numbers the newer with a free number, and reports it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const older = await legacyUser('Ölaf', OLDER);
    await createUser(db(), 'free', { username: 'ölaf_2' });
    const newer = await legacyUser('ölaf');
    const alone = await legacyUser('Jürgen');

    await runScheduled();

    expect(await nameOf(older.id)).toEqual({ username: 'Ölaf', usernameKey: 'ölaf' });
    expect(await nameOf(newer.id)).toEqual({ username: 'ölaf_3', usernameKey: 'ölaf_3' });
    expect(await nameOf(alone.id)).toEqual({ username: 'Jürgen', usernameKey: 'jürgen' });
    const entries = await db().select().from(auditLog);
    expect(entries).toMatchObject([{ actorId: null, action: 'username_renamed', targetType: 'user', targetId: newer.id }]);
    expect(JSON.parse(entries[0]?.detail ?? '{}')).toEqual({ from: 'ölaf', to: 'ölaf_3', keptUserId: older.id });
    expect(warn).toHaveBeenCalledWith('username collision', JSON.stringify({ kept: older.id, renamed: newer.id }));

    await runScheduled();
    expect(await nameOf(newer.id)).toEqual({ username: 'ölaf_3', usernameKey: 'ölaf_3' });
    expect(await db().select().from(auditLog)).toHaveLength(1);
  });

  it('gives the name to an older unkeyed account when a newer one already holds its key', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const holder = await createUser(db(), 'free', { username: 'ﬁdo', createdAt: NEWER });
    const older = await legacyUser('ＦＩＤＯ', OLDER);

    await runScheduled();

    expect(await nameOf(older.id)).toEqual({ username: 'ＦＩＤＯ', usernameKey: 'fido' });
    expect(await nameOf(holder.id)).toEqual({ username: 'ﬁdo_2', usernameKey: 'fido_2' });
  });

  it('keys a bounded batch per run, oldest ids first', async () => {
    const waiting = [];
    for (let i = 0; i <= USERNAME_KEY_BATCH; i += 1) waiting.push(await legacyUser(`hündin_${i}`));

    await runScheduled();

    const left = await db().select({ id: users.id }).from(users).where(isNull(users.usernameKey));
    expect(left.map((row) => row.id)).toEqual([waiting.at(-1)?.id]);
  });
});

describe('a name still waiting for its key', () => {
  it('is found as before by its member page, a mention and an invitation', async () => {
    const jurgen = await signedIn('free', { username: 'Jürgen', usernameKey: null });
    const viewer = await signedIn('paidYearly');

    const page = await call('GET', `/api/members/${encodeURIComponent('jürgen')}`, undefined, { cookie: viewer.cookie });
    expect(page.status).toBe(200);
    expect(await page.json()).toMatchObject({ id: jurgen.user.id });

    expect((await call('POST', '/api/posts', { content: 'Hallo @JÜRGEN und @jürgen', type: 'post' }, { cookie: viewer.cookie })).status).toBe(201);
    const inbox = async (member: SignedIn) =>
      ((await (await call('GET', '/api/notifications', undefined, { cookie: member.cookie })).json()) as NotificationPage).items.map((item) => item.kind);
    expect(await inbox(jurgen)).toEqual(['mention']);

    const dog = await createDog(db(), [viewer.user.id]);
    const invited = await call('POST', `/api/dogs/${dog.id}/invitations`, { username: 'jürgen' }, { cookie: viewer.cookie });
    expect(invited.status).toBe(201);
    expect(await invited.json()).toMatchObject({ invitee: { id: jurgen.user.id } });
  });
});
