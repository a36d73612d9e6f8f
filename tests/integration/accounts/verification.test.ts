import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { app } from '~/server/app';
import { getDb } from '~/server/db/client';
import { users } from '~/server/db/schema';
import { issueEmailToken } from '~/server/services/email-tokens';
import { createUser } from '../../factories/users';
import { latestLink, mailsTo } from '../mail';
import { startAtFullHour } from '../clock';
import { call, cookieFrom } from '../request';

const sessionCookies = (response: Response) => response.headers.getSetCookie().filter((c) => c.startsWith('__Host-session='));

const db = () => getDb(env.DB);
const open = (path: string) => app.request(path, { redirect: 'manual' }, env);

describe('email verification', () => {
  it("verifies once through the mailed link, signs the member in on that browser and leads to the setup in the member's language", async () => {
    const user = await createUser(db(), 'unverified', { locale: 'en' });
    await call('POST', `/api/resend-verification-email/${user.id}`);
    const link = await latestLink(user.email);

    const first = await open(link);
    expect(first.status).toBe(303);
    expect(first.headers.get('location')).toBe('/en/welcome');
    expect(first.headers.get('referrer-policy')).toBe('no-referrer');
    const [verified] = await db().select().from(users).where(eq(users.id, user.id));
    expect(verified).toMatchObject({ status: 'verified', isEmailVerified: true });
    const session = await call('GET', '/api/current-user', undefined, { cookie: cookieFrom(first) });
    expect(session.status).toBe(200);
    expect(await session.json()).toMatchObject({ id: user.id });

    const again = await open(link);
    expect(again.headers.get('location')).toBe('/email-verified?error=invalid');
    expect(sessionCookies(again)).toEqual([]);
  });

  it('refuses unknown links and links past their 24 hours, opening no session', async () => {
    const unknown = await open('/api/verify-email/not-a-token');
    expect(unknown.headers.get('location')).toBe('/email-verified?error=invalid');
    expect(sessionCookies(unknown)).toEqual([]);
    const user = await createUser(db(), 'unverified');
    const expired = await issueEmailToken(db(), user.id, 'verify_email', Date.now() - 24 * 60 * 60 * 1000 - 1000);
    const late = await open(`/api/verify-email/${expired}`);
    expect(late.headers.get('location')).toBe('/email-verified?error=invalid');
    expect(sessionCookies(late)).toEqual([]);
    const [still] = await db().select().from(users).where(eq(users.id, user.id));
    expect(still?.status).toBe('unverified');

    // Just inside the 24 hours the link still works.
    const fresh = await issueEmailToken(db(), user.id, 'verify_email', Date.now() - 24 * 60 * 60 * 1000 + 60_000);
    expect((await open(`/api/verify-email/${fresh}`)).headers.get('location')).toBe('/welcome');
  });

  it('verifies staff, second-factor and temporary-password accounts without signing them in: they log in', async () => {
    const accounts = [
      await createUser(db(), 'unverified', { role: 'moderator' }),
      await createUser(db(), 'unverified', { role: 'admin' }),
      await createUser(db(), 'unverified', {}, { twoFactor: true }),
      await createUser(db(), 'unverified', { passwordTemporary: true }),
    ];
    for (const user of accounts) {
      const token = await issueEmailToken(db(), user.id, 'verify_email');
      const answer = await open(`/api/verify-email/${token}`);
      expect(answer.headers.get('location')).toBe('/email-verified');
      expect(sessionCookies(answer)).toEqual([]);
      const [verified] = await db().select().from(users).where(eq(users.id, user.id));
      expect(verified?.isEmailVerified).toBe(true);
    }
  });

  it('resending voids the previous link', async () => {
    const user = await createUser(db(), 'unverified');
    await call('POST', `/api/resend-verification-email/${user.id}`);
    const old = await latestLink(user.email);
    await call('POST', `/api/resend-verification-email/${user.id}`);
    const fresh = await latestLink(user.email);
    expect(fresh).not.toBe(old);
    expect((await open(old)).headers.get('location')).toBe('/email-verified?error=invalid');
    expect((await open(fresh)).headers.get('location')).toBe('/welcome');
  });

  it('answers every id alike and mails only unverified accounts', async () => {
    const verified = await createUser(db(), 'free');
    expect((await call('POST', `/api/resend-verification-email/${verified.id}`)).status).toBe(204);
    expect((await call('POST', '/api/resend-verification-email/987654')).status).toBe(204);
    expect(await mailsTo(verified.email)).toEqual([]);
  });

  it('is rate-limited per address', async () => {
    startAtFullHour();
    const user = await createUser(db(), 'unverified');
    const from = { headers: { 'cf-connecting-ip': '198.51.100.4' } };
    for (let i = 0; i < 5; i += 1) expect((await call('POST', `/api/resend-verification-email/${user.id}`, undefined, from)).status).toBe(204);
    expect((await call('POST', `/api/resend-verification-email/${user.id}`, undefined, from)).status).toBe(429);
    expect(await mailsTo(user.email)).toHaveLength(5);
  });
});
