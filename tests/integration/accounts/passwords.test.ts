import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { getDb } from '~/server/db/client';
import { issueEmailToken } from '~/server/services/email-tokens';
import { sessionCookieFor, signedIn } from '../../factories/sessions';
import { createUser, FACTORY_PASSWORD } from '../../factories/users';
import { startAtFullHour } from '../clock';
import { latestLink, mailsTo } from '../mail';
import { apiClient, call, cookieFrom } from '../request';

const db = () => getDb(env.DB);
const forgotAnswer = {
  message: 'Falls ein Konto mit dieser E-Mail existiert, haben wir dir einen Link zum Zurücksetzen geschickt. Er ist eine Stunde gültig.',
};
const tokenOf = (path: string) => path.split('/').pop() ?? '';

describe('forgot and reset password', () => {
  it('answers the same for known and unknown addresses and mails only accounts', async () => {
    const user = await createUser(db(), 'free');
    const known = await call('POST', '/api/forgot-password', { email: user.email });
    const unknown = await call('POST', '/api/forgot-password', { email: 'niemand@example.org' });
    expect(known.status).toBe(200);
    expect(await known.json()).toEqual(forgotAnswer);
    expect(await unknown.json()).toEqual(forgotAnswer);
    expect(await mailsTo(user.email)).toHaveLength(1);
    expect(await latestLink(user.email)).toMatch(/^\/reset-password\/[\w-]{43}$/);
  });

  it("asks for the email with the spec's messages", async () => {
    expect(await (await call('POST', '/api/forgot-password', { email: '' })).json()).toMatchObject({ field: 'email', message: 'E-Mail erforderlich' });
    expect(await (await call('POST', '/api/forgot-password', {})).json()).toMatchObject({ field: 'email', message: 'E-Mail erforderlich' });
  });

  it('sets a new password once per link and ends every session', async () => {
    const { user, cookie: oldSession } = await signedIn('free', { locale: 'en' });
    await call('POST', '/api/forgot-password', { email: user.email });
    const link = await latestLink(user.email);
    expect(link.startsWith('/en/reset-password/')).toBe(true);
    const token = tokenOf(link);

    const reset = await call('POST', '/api/reset-password', { token, newPassword: 'NeuesPasswort9' });
    expect(reset.status).toBe(200);
    const [changedMail] = await mailsTo(user.email);
    expect(changedMail).toMatchObject({
      subject: 'Your Rudel password was changed',
      text: expect.stringContaining('The password of your Rudel account was just changed.'),
    });
    expect((await call('GET', '/api/current-user', undefined, { cookie: oldSession })).status).toBe(401);
    expect((await call('POST', '/api/login', { email: user.email, password: FACTORY_PASSWORD })).status).toBe(401);
    expect((await call('POST', '/api/login', { email: user.email, password: 'NeuesPasswort9' })).status).toBe(200);

    const reuse = await call('POST', '/api/reset-password', { token, newPassword: 'NochEinmal9x' });
    expect(reuse.status).toBe(400);
    expect(await reuse.json()).toMatchObject({ field: 'token', code: 'reset_invalid_token' });
  });

  it('tells the member by email when they replace a temporary password with their own', async () => {
    const user = await createUser(db(), 'free', { passwordTemporary: true });
    const login = await apiClient().login.$post({ json: { email: user.email, password: FACTORY_PASSWORD } });
    const body = await login.json();
    if (!('passwordResetPath' in body) || !body.passwordResetPath) throw new Error('a temporary password leads to the reset form');
    const { passwordResetPath } = body;
    expect(await mailsTo(user.email)).toEqual([]);
    expect((await call('POST', '/api/reset-password', { token: tokenOf(passwordResetPath), newPassword: 'Eigenes1Pass' })).status).toBe(200);
    expect(await mailsTo(user.email)).toEqual([expect.objectContaining({ subject: 'Dein Rudel-Passwort wurde geändert' })]);
  });

  it('refuses expired links, weak passwords and a missing token without changing anything', async () => {
    const user = await createUser(db(), 'free');
    const expired = await issueEmailToken(db(), user.id, 'reset_password', Date.now() - 61 * 60 * 1000);
    expect((await call('POST', '/api/reset-password', { token: expired, newPassword: 'NeuesPasswort9' })).status).toBe(400);
    const token = await issueEmailToken(db(), user.id, 'reset_password');
    const weak = await call('POST', '/api/reset-password', { token, newPassword: 'kurz' });
    expect(await weak.json()).toMatchObject({ field: 'newPassword', message: 'Passwort muss mindestens 8 Zeichen haben' });
    expect(await (await call('POST', '/api/reset-password', { newPassword: 'NeuesPasswort9' })).json()).toMatchObject({
      field: 'token',
      message: 'Ungültiger Link',
    });
    expect((await call('POST', '/api/login', { email: user.email, password: FACTORY_PASSWORD })).status).toBe(200);
  });
});

describe('POST /api/change-password', () => {
  it('checks the current password, then keeps this device signed in and ends the others', async () => {
    const { user, cookie: here } = await signedIn('free');
    const elsewhere = await sessionCookieFor(env.SESSION, user.id);

    const wrong = await call('POST', '/api/change-password', { userId: user.id, currentPassword: 'Falsch123', newPassword: 'Andere1Pass' }, { cookie: here });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ field: 'currentPassword', message: 'Das aktuelle Passwort ist nicht korrekt.' });

    expect(await mailsTo(user.email)).toEqual([]);
    const changed = await call(
      'POST',
      '/api/change-password',
      { userId: user.id, currentPassword: FACTORY_PASSWORD, newPassword: 'Andere1Pass' },
      { cookie: here },
    );
    expect(changed.status).toBe(204);
    const [changedMail] = await mailsTo(user.email);
    expect(changedMail).toMatchObject({ subject: 'Dein Rudel-Passwort wurde geändert', text: expect.stringContaining('Passwort vergessen?') });
    expect((await call('GET', '/api/current-user', undefined, { cookie: cookieFrom(changed) })).status).toBe(200);
    expect((await call('GET', '/api/current-user', undefined, { cookie: elsewhere })).status).toBe(401);
    expect((await call('GET', '/api/current-user', undefined, { cookie: here })).status).toBe(401);
  });

  it('puts the current-password check under the login lockout: of 30 parallel guesses at most 5 are evaluated, then even the right one waits', async () => {
    startAtFullHour();
    const { user, cookie } = await signedIn('free');
    const guess = (currentPassword: string) => call('POST', '/api/change-password', { currentPassword, newPassword: 'Andere1Pass' }, { cookie });
    const statuses = (await Promise.all(Array.from({ length: 30 }, () => guess('Falsch123')))).map((r) => r.status);
    expect(statuses.filter((s) => s === 400).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(25);
    const right = await guess(FACTORY_PASSWORD);
    expect(right.status).toBe(429);
    expect(await right.json()).toMatchObject({ code: 'login_locked' });
    // Guesses here and at the login share the account's counter.
    expect((await call('POST', '/api/login', { email: user.email, password: FACTORY_PASSWORD })).status).toBe(429);
  }, 60_000);

  it('requires every field and the password rule', async () => {
    const { cookie } = await signedIn('free');
    expect(await (await call('POST', '/api/change-password', { newPassword: 'Andere1Pass' }, { cookie })).json()).toMatchObject({
      field: 'currentPassword',
      message: 'Bitte gib dein aktuelles Passwort ein.',
    });
    expect(await (await call('POST', '/api/change-password', { currentPassword: FACTORY_PASSWORD, newPassword: 'schwach' }, { cookie })).json()).toMatchObject({
      field: 'newPassword',
    });
    expect((await call('POST', '/api/change-password', { currentPassword: FACTORY_PASSWORD, newPassword: 'Andere1Pass' })).status).toBe(401);
  });
});
