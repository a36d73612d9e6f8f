import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sha256Hex } from '~/server/auth/crypto';
import { getDb } from '~/server/db/client';
import { users } from '~/server/db/schema';
import { countHit } from '~/server/services/rate-limits';
import { ADDRESS_LOCKOUT } from '~/server/services/login';
import { signedIn } from '../../factories/sessions';
import { createUser, FACTORY_PASSWORD } from '../../factories/users';
import { startAtFullHour } from '../clock';
import { call, cookieFrom } from '../request';

const db = () => getDb(env.DB);
const login = (email: string, password: string, headers: Record<string, string> = {}) => call('POST', '/api/login', { email, password }, { headers });

describe('POST /api/login', () => {
  it('starts a session: a __Host- cookie (HttpOnly, Secure, SameSite=Lax, Path=/) whose hash keys KV', async () => {
    const user = await createUser(db(), 'free');
    const response = await login(user.email.toUpperCase(), FACTORY_PASSWORD);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: user.id, username: user.username, displayName: user.displayName });
    const header = response.headers.getSetCookie().find((c) => c.startsWith('__Host-session=')) ?? '';
    expect(header).toMatch(/HttpOnly/);
    expect(header).toMatch(/Secure/);
    expect(header).toMatch(/SameSite=Lax/);
    expect(header).toMatch(/Path=\//);
    expect(header).toMatch(/Max-Age=2592000/);
    expect(header).not.toMatch(/Domain=/);
    const token = cookieFrom(response).split('=')[1] ?? '';
    expect(token).toHaveLength(43);
    expect(await env.SESSION.get(`session:${await sha256Hex(token)}`, 'json')).toMatchObject({ userId: user.id });
    expect(await env.SESSION.get(`session:${token}`)).toBeNull();

    const me = await call('GET', '/api/current-user', undefined, { cookie: cookieFrom(response) });
    expect(me.headers.get('cache-control')).toBe('no-store');
    expect(await me.json()).toMatchObject({ id: user.id });
  });

  it('answers a wrong password and an unknown email the same way', async () => {
    const user = await createUser(db(), 'free');
    const wrong = await login(user.email, 'Falsch123');
    const unknown = await login('niemand@example.org', 'Falsch123');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const expected = { code: 'login_invalid', message: 'Ungültige E-Mail oder Passwort' };
    expect(await wrong.json()).toEqual(expected);
    expect(await unknown.json()).toEqual(expected);
    expect(wrong.headers.getSetCookie()).toEqual([]);
  });

  it("validates the form with the spec's messages", async () => {
    expect(await (await login('kein-at', 'x')).json()).toMatchObject({ field: 'email', message: 'Gültige E-Mail-Adresse erforderlich' });
    expect(await (await login('a@b.de', '')).json()).toMatchObject({ field: 'password', message: 'Passwort erforderlich' });
  });

  it('asks unverified accounts to confirm their email first and starts no session', async () => {
    const user = await createUser(db(), 'unverified');
    const response = await login(user.email, FACTORY_PASSWORD);
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'login_unverified', userId: user.id });
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('locks an account after 5 failures, even for the right password, with a clear message', async () => {
    startAtFullHour();
    const user = await createUser(db(), 'free');
    for (let i = 0; i < 5; i += 1) expect((await login(user.email, 'Falsch123', { 'cf-connecting-ip': `192.0.2.${i}` })).status).toBe(401);
    const locked = await login(user.email, FACTORY_PASSWORD, { 'cf-connecting-ip': '192.0.2.99' });
    expect(locked.status).toBe(429);
    expect(await locked.json()).toMatchObject({ code: 'login_locked', message: expect.stringContaining('15 Minuten') });
  });

  it("says from the third failure on how many attempts are left before the lock, in the caller's language", async () => {
    startAtFullHour();
    const user = await createUser(db(), 'free');
    const fail = async (i: number) => (await login(user.email, 'Falsch123', { 'cf-connecting-ip': `192.0.2.${60 + i}` })).json();
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push(await fail(i));
    // The first two carry no count; then 2, 1, 0 are left (the message stays the product's).
    expect(answers.map((body) => (body as { attemptsLeft?: number }).attemptsLeft)).toEqual([undefined, undefined, 2, 1, 0]);
    expect(answers[2]).toEqual({ code: 'login_invalid', message: 'Ungültige E-Mail oder Passwort', attemptsLeft: 2 });
    // An unknown email counts the same way, so the count tells nothing about accounts.
    for (let i = 0; i < 3; i += 1) await login('niemand@example.org', 'Falsch123', { 'cf-connecting-ip': `192.0.2.${70 + i}` });
    const unknown = await login('niemand@example.org', 'Falsch123', { 'cf-connecting-ip': '192.0.2.79', 'accept-language': 'en' });
    expect(await unknown.json()).toEqual({ code: 'login_invalid', message: 'Invalid email or password', attemptsLeft: 1 });
  }, 30_000);

  it('counts the address too: the stricter counter decides how many attempts are left', async () => {
    startAtFullHour();
    const user = await createUser(db(), 'free');
    for (let i = 0; i < 18; i += 1) await countHit(db(), ADDRESS_LOCKOUT, '192.0.2.80');
    // The account's first failure, but the address's 19th: one attempt is left from there.
    expect(await (await login(user.email, 'Falsch123', { 'cf-connecting-ip': '192.0.2.80' })).json()).toMatchObject({ attemptsLeft: 1 });
  });

  it('locks an address after 20 failures across accounts', async () => {
    startAtFullHour();
    const victim = await createUser(db(), 'free');
    const ip = { 'cf-connecting-ip': '192.0.2.200' };
    for (let i = 0; i < 20; i += 1) await login(`probe${i}@example.org`, 'Falsch123', ip);
    expect((await login(victim.email, FACTORY_PASSWORD, ip)).status).toBe(429);
    expect((await login(victim.email, FACTORY_PASSWORD, { 'cf-connecting-ip': '192.0.2.201' })).status).toBe(200);
  }, 60_000);

  it('counts parallel guesses before checking them: of 30 at once at most 5 are evaluated, and the right password is refused while locked', async () => {
    startAtFullHour();
    const user = await createUser(db(), 'free');
    const ip = { 'cf-connecting-ip': '192.0.2.30' };
    const answers = await Promise.all(Array.from({ length: 30 }, () => login(user.email, 'Falsch123', ip)));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
    const refused = answers.filter((r) => r.status === 429);
    expect(refused.length).toBeGreaterThanOrEqual(25);
    expect(await refused[0]?.json()).toMatchObject({ code: 'login_locked' });
    const right = await login(user.email, FACTORY_PASSWORD, { 'cf-connecting-ip': '192.0.2.31' });
    expect(right.status).toBe(429);
    expect(right.headers.getSetCookie()).toEqual([]);
  }, 60_000);

  it('counts parallel guesses across accounts from one address: at most 20 are evaluated', async () => {
    startAtFullHour();
    const ip = { 'cf-connecting-ip': '192.0.2.40' };
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => login(`race${i}@example.org`, 'Falsch123', ip)));
    expect(answers.filter((r) => r.status === 401).length).toBeLessThanOrEqual(20);
    expect(answers.filter((r) => r.status === 429).length).toBeGreaterThanOrEqual(10);
  }, 60_000);

  it("successful logins do not use up the address's allowance", async () => {
    startAtFullHour();
    const user = await createUser(db(), 'free');
    // 19 failures from this address already: one short of the lock.
    for (let i = 0; i < 19; i += 1) await countHit(db(), ADDRESS_LOCKOUT, '192.0.2.50');
    for (let i = 0; i < 3; i += 1) expect((await login(user.email, FACTORY_PASSWORD, { 'cf-connecting-ip': '192.0.2.50' })).status).toBe(200);
  });

  it("a successful login clears the account's failures", async () => {
    startAtFullHour();
    const user = await createUser(db(), 'free');
    for (let i = 0; i < 4; i += 1) await login(user.email, 'Falsch123');
    expect((await login(user.email, FACTORY_PASSWORD)).status).toBe(200);
    for (let i = 0; i < 4; i += 1) await login(user.email, 'Falsch123');
    expect((await login(user.email, FACTORY_PASSWORD)).status).toBe(200);
  }, 30_000);
});

describe('sessions', () => {
  it('logout needs no body: an empty POST declared as such is accepted', async () => {
    const { cookie } = await signedIn('free');
    const out = await call('POST', '/api/logout', undefined, { cookie, headers: { 'content-length': '0' } });
    expect(out.status).toBe(204);
  });

  it('logout ends the session on the server and clears the cookie', async () => {
    const user = await createUser(db(), 'free');
    const cookie = cookieFrom(await login(user.email, FACTORY_PASSWORD));
    const out = await call('POST', '/api/logout', undefined, { cookie });
    expect(out.status).toBe(204);
    expect(out.headers.getSetCookie().join()).toMatch(/__Host-session=;.*Max-Age=0/);
    const me = await call('GET', '/api/current-user', undefined, { cookie });
    expect(me.status).toBe(401);
    expect(await me.json()).toMatchObject({ code: 'error_not_logged_in', message: 'Nicht angemeldet' });
  });

  it('sessions created before sessions_valid_after are dead at once', async () => {
    const { user, cookie } = await signedIn('free');
    expect((await call('GET', '/api/current-user', undefined, { cookie })).status).toBe(200);
    await db()
      .update(users)
      .set({ sessionsValidAfter: new Date(Date.now() + 1) })
      .where(eq(users.id, user.id));
    expect((await call('GET', '/api/current-user', undefined, { cookie })).status).toBe(401);
  });

  it('refresh-user-session answers the current row', async () => {
    const { user, cookie } = await signedIn('free');
    await db().update(users).set({ subscriptionTier: 'premium' }).where(eq(users.id, user.id));
    expect(await (await call('POST', '/api/refresh-user-session', undefined, { cookie })).json()).toMatchObject({ subscriptionTier: 'premium' });
  });

  it('a forged or unknown cookie is a visitor', async () => {
    expect((await call('GET', '/api/current-user', undefined, { cookie: '__Host-session=forged' })).status).toBe(401);
  });
});
