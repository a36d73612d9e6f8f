import { env } from 'cloudflare:workers';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '~/server/db/client';
import { users } from '~/server/db/schema';
import { mailsTo } from '../mail';
import { postJson } from '../request';

const valid = { firstName: 'Lotte', lastName: 'Krause', username: 'lotte_k', email: 'Lotte@Example.org', password: 'Spazier1', displayName: 'lotte_k' };
const userCount = async () => (await getDb(env.DB).select({ n: count() }).from(users))[0]?.n;

describe('POST /api/register', () => {
  it('creates an unverified account named by its username and mails a verification link', async () => {
    const response = await postJson('/api/register', valid, { 'x-rudel-locale': 'en' });
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toMatchObject({
      username: 'lotte_k',
      displayName: 'lotte_k',
      email: 'lotte@example.org',
      status: 'unverified',
      isEmailVerified: false,
      locale: 'en',
    });
    expect(body).not.toHaveProperty('passwordHash');
    const [mail] = await mailsTo('lotte@example.org');
    expect(mail?.subject).toBe('Please confirm your email address');
    expect(mail?.text).toMatch(/http:\/\/localhost\/api\/verify-email\/[\w-]{43}/);
    expect(mail?.html).toContain('<a href="http://localhost/api/verify-email/');
  });

  it.each([
    [{ username: 'ab' }, 'username', 'Benutzername muss mindestens 3 Zeichen haben'],
    [{ username: 'a'.repeat(51) }, 'username', 'Benutzername darf maximal 50 Zeichen haben'],
    [{ email: 'lotte-at-example' }, 'email', 'Gültige E-Mail-Adresse erforderlich'],
    [{ password: 'Kurz1' }, 'password', 'Passwort muss mindestens 8 Zeichen haben'],
    [{ password: 'nurkleinbuchstaben1' }, 'password', 'Passwort muss mindestens einen Kleinbuchstaben, einen Großbuchstaben und eine Zahl enthalten'],
    [{ password: 'OhneZiffern' }, 'password', 'Passwort muss mindestens einen Kleinbuchstaben, einen Großbuchstaben und eine Zahl enthalten'],
    [{ firstName: 'L' }, 'firstName', 'Vorname muss zwischen 2 und 50 Zeichen haben'],
    [{ lastName: 'K'.repeat(51) }, 'lastName', 'Nachname muss zwischen 2 und 50 Zeichen haben'],
    [{ firstName: 'Lotte\nBcc: alle' }, 'firstName', 'Bitte in einer Zeile, ohne Zeilenumbrüche'],
  ])('refuses %o with the message at the field and writes nothing', async (patch, field, message) => {
    const response = await postJson('/api/register', { ...valid, ...patch });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ field, message });
    expect(await userCount()).toBe(0);
    expect(await mailsTo('lotte@example.org')).toEqual([]);
  });

  it("answers a taken email or username with the field's message, case-insensitively", async () => {
    expect((await postJson('/api/register', valid)).status).toBe(201);
    const sameEmail = await postJson('/api/register', { ...valid, username: 'other_name', email: 'LOTTE@example.org' });
    expect(sameEmail.status).toBe(409);
    expect(await sameEmail.json()).toMatchObject({ field: 'email', message: 'Diese E-Mail-Adresse ist bereits registriert' });
    const sameName = await postJson('/api/register', { ...valid, username: 'Lotte_K', email: 'other@example.org' });
    expect(sameName.status).toBe(409);
    expect(await sameName.json()).toMatchObject({ field: 'username', message: 'Dieser Benutzername ist bereits vergeben' });
    expect(await userCount()).toBe(1);
  });

  it('answers a username that differs from a taken one only in a capital beyond ASCII as taken', async () => {
    expect((await postJson('/api/register', { ...valid, username: 'Ölaf' })).status).toBe(201);
    for (const [username, email] of [
      ['ölaf', 'olaf@example.org'],
      ['ÖLAF', 'olaf2@example.org'],
    ]) {
      const taken = await postJson('/api/register', { ...valid, username, email });
      expect(taken.status).toBe(409);
      expect(await taken.json()).toMatchObject({ field: 'username', message: 'Dieser Benutzername ist bereits vergeben' });
    }
    expect(await userCount()).toBe(1);
  });

  it('never takes role, tier or status from the request', async () => {
    await postJson('/api/register', { ...valid, role: 'admin', subscriptionTier: 'premium', status: 'active' });
    const [user] = await getDb(env.DB).select().from(users).where(eq(users.username, 'lotte_k'));
    expect(user).toMatchObject({ role: 'user', subscriptionTier: 'free', status: 'unverified' });
  });

  it('keeps the browser’s time zone when one is sent, Berlin otherwise, and refuses an unknown one', async () => {
    await postJson('/api/register', { ...valid, timeZone: 'America/New_York' });
    await postJson('/api/register', { ...valid, username: 'ben_k', email: 'ben@example.org' });
    const zones = await getDb(env.DB).select({ username: users.username, timeZone: users.timeZone }).from(users).orderBy(users.username);
    expect(zones).toEqual([
      { username: 'ben_k', timeZone: 'Europe/Berlin' },
      { username: 'lotte_k', timeZone: 'America/New_York' },
    ]);
    const refused = await postJson('/api/register', { ...valid, username: 'kim_k', email: 'kim@example.org', timeZone: 'Nowhere/City' });
    expect([refused.status, ((await refused.json()) as { field: string }).field]).toEqual([400, 'timeZone']);
  });
});
