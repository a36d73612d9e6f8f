import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { sha256Hex } from '~/server/auth/crypto';
import { SESSION_TTL_SECONDS } from '~/server/auth/session';
import { getDb } from '~/server/db/client';
import { revokedSessions } from '~/server/db/schema';
import { sessionCookieFor, signedIn } from '../../factories/sessions';
import { call } from '../request';

const db = () => getDb(env.DB);
const DAY = 24 * 60 * 60 * 1000;
const currentUser = (cookie: string) => call('GET', '/api/current-user', undefined, { cookie });
const kvKeyOf = async (cookie: string) => `session:${await sha256Hex(cookie.split('=')[1] ?? '')}`;

describe('session lifetime', () => {
  it('ends 90 days after the login even when the session is used (and so refreshed) all the time', async () => {
    const start = Date.UTC(2026, 0, 1, 9, 0, 0);
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true, now: start });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const { cookie } = await signedIn('free');

    // Every third day: each use is more than a day after the last, so each one refreshes the record.
    for (let day = 3; day < 90; day += 3) {
      vi.setSystemTime(start + day * DAY);
      expect((await currentUser(cookie)).status, `day ${day}`).toBe(200);
    }
    vi.setSystemTime(start + 90 * DAY);
    expect((await currentUser(cookie)).status).toBe(401);
    // The record is still in KV (its TTL runs on KV's own clock): the age check alone refuses it.
    expect(await env.SESSION.get(await kvKeyOf(cookie))).not.toBeNull();
  }, 60_000);
});

describe('logout', () => {
  it('ends the session at once, even where KV still has the record', async () => {
    const { user, cookie } = await signedIn('free');
    const otherDevice = await sessionCookieFor(env.SESSION, user.id);
    const key = await kvKeyOf(cookie);
    const record = await env.SESSION.get(key);
    expect(record).not.toBeNull();

    expect((await call('POST', '/api/logout', undefined, { cookie })).status).toBe(204);
    expect(await env.SESSION.get(key)).toBeNull();
    // Another location still serving the deleted record (KV takes up to a minute to propagate).
    await env.SESSION.put(key, record ?? '');
    expect((await currentUser(cookie)).status).toBe(401);
    expect((await call('POST', '/api/logout', undefined, { cookie })).status).toBe(204);
    // Only that session ended.
    expect((await currentUser(otherDevice)).status).toBe(200);
  });

  it('keeps the revocation until the session would have expired anyway', async () => {
    const { cookie } = await signedIn('free');
    const { refreshedAt } = JSON.parse((await env.SESSION.get(await kvKeyOf(cookie))) ?? '{}') as { refreshedAt: number };
    await call('POST', '/api/logout', undefined, { cookie });
    const keyHash = (await kvKeyOf(cookie)).slice('session:'.length);
    const [row] = await db().select().from(revokedSessions).where(eq(revokedSessions.keyHash, keyHash));
    expect(row?.expiresAt.getTime()).toBe(refreshedAt + SESSION_TTL_SECONDS * 1000);
  });
});
