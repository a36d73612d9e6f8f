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
import { call } from '../request';

const db = () => getDb(env.DB);
const open = (path: string) => app.request(path, { redirect: 'manual' }, env);

describe('email verification', () => {
  it("verifies once through the mailed link and lands on /email-verified in the member's language", async () => {
    const user = await createUser(db(), 'unverified', { locale: 'en' });
    await call('POST', `/api/resend-verification-email/${user.id}`);
    const link = await latestLink(user.email);

    const first = await open(link);
    expect(first.status).toBe(303);
    expect(first.headers.get('location')).toBe('/en/email-verified');
    expect(first.headers.get('referrer-policy')).toBe('no-referrer');
    const [verified] = await db().select().from(users).where(eq(users.id, user.id));
    expect(verified).toMatchObject({ status: 'verified', isEmailVerified: true });

    const again = await open(link);
    expect(again.headers.get('location')).toBe('/email-verified?error=invalid');
  });

  it('refuses unknown and expired links', async () => {
    expect((await open('/api/verify-email/not-a-token')).headers.get('location')).toBe('/email-verified?error=invalid');
    const user = await createUser(db(), 'unverified');
    const token = await issueEmailToken(db(), user.id, 'verify_email', Date.now() - 25 * 60 * 60 * 1000);
    expect((await open(`/api/verify-email/${token}`)).headers.get('location')).toBe('/email-verified?error=invalid');
    const [still] = await db().select().from(users).where(eq(users.id, user.id));
    expect(still?.status).toBe('unverified');
  });

  it('resending voids the previous link', async () => {
    const user = await createUser(db(), 'unverified');
    await call('POST', `/api/resend-verification-email/${user.id}`);
    const old = await latestLink(user.email);
    await call('POST', `/api/resend-verification-email/${user.id}`);
    const fresh = await latestLink(user.email);
    expect(fresh).not.toBe(old);
    expect((await open(old)).headers.get('location')).toBe('/email-verified?error=invalid');
    expect((await open(fresh)).headers.get('location')).toBe('/email-verified');
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
