import { env } from 'cloudflare:workers';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { sessionCookieFor, signedIn } from '../../factories/sessions';
import { FACTORY_PASSWORD } from '../../factories/users';
import { startAtFullHour } from '../clock';
import type { NewUser } from '~/server/db/schema';
import { mailsTo, latestLink } from '../mail';
import { apiClient, call, cookieFrom, postJson } from '../request';

/** The code an authenticator app shows for `secret`, `offsetSteps` periods from now. */
const codeFor = (secret: string, offsetSteps = 0) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + offsetSteps * 30_000 });

const password = FACTORY_PASSWORD;

async function enrolled(overrides: Partial<NewUser> = {}) {
  const { user, cookie } = await signedIn('free', overrides);
  const other = await sessionCookieFor(env.SESSION, user.id);
  const started = await apiClient({ cookie })['two-factor'].enroll.$post({ json: { password } });
  expect(started.status).toBe(200);
  const { secret, uri } = await started.json();
  expect(uri).toBe(`otpauth://totp/Rudel:${encodeURIComponent(user.email)}?issuer=Rudel&secret=${secret}&algorithm=SHA1&digits=6&period=30`);
  const confirmed = await apiClient({ cookie })['two-factor'].confirm.$post({ json: { password, code: codeFor(secret) } });
  expect(confirmed.status).toBe(200);
  const { recoveryCodes } = await confirmed.json();
  return { user, secret, recoveryCodes, cookie: cookieFrom(confirmed), other };
}

const login = (email: string) => apiClient().login.$post({ json: { email, password: FACTORY_PASSWORD } });
async function challengeFor(email: string): Promise<string> {
  const answer = await login(email);
  expect(answer.status).toBe(200);
  expect(answer.headers.getSetCookie()).toEqual([]);
  const body = await answer.json();
  if (!('challenge' in body)) throw new Error('the login asked for no second factor');
  expect(body.secondFactorRequired).toBe(true);
  return body.challenge;
}
const secondFactor = (challenge: string, code: string) => call('POST', '/api/login/second-factor', { challenge, code });

/** Exactly one answer opened a session; every other one was refused without a cookie. */
function expectOneSession(answers: Response[]) {
  const [opened, ...others] = [...answers].sort((a, b) => a.status - b.status);
  expect(opened?.status).toBe(200);
  expect(cookieFrom(opened as Response)).toMatch(/^__Host-session=/);
  for (const refused of others) {
    expect([400, 429]).toContain(refused.status);
    expect(refused.headers.getSetCookie()).toEqual([]);
  }
}

// Each test signs in several times: scrypt makes that slow on a busy machine.
describe('TOTP second factor', { timeout: 60_000 }, () => {
  it('enrolls with a confirming code, shows 10 recovery codes once and ends the other sessions', async () => {
    const { recoveryCodes, cookie, other } = await enrolled();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[A-Z2-7]{5}-[A-Z2-7]{5}$/);
    expect((await call('GET', '/api/current-user', undefined, { cookie: other })).status).toBe(401);
    expect(await (await call('GET', '/api/two-factor', undefined, { cookie })).json()).toEqual({ enabled: true, recoveryCodesLeft: 10 });
    expect(await (await call('POST', '/api/two-factor/enroll', { password }, { cookie })).json()).toMatchObject({ code: 'two_factor_already_enabled' });
  });

  it('refuses a wrong confirming code and stays off', async () => {
    const { user, cookie } = await signedIn('free');
    expect((await call('POST', '/api/two-factor/confirm', { password, code: '123456' }, { cookie })).status).toBe(409);
    const { secret } = await (await apiClient({ cookie })['two-factor'].enroll.$post({ json: { password } })).json();
    const wrong = await call('POST', '/api/two-factor/confirm', { password, code: codeFor(secret, 5) }, { cookie });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ field: 'code', message: 'Der Code ist ungültig oder wurde schon verwendet.' });
    expect((await login(user.email)).headers.getSetCookie()).not.toEqual([]);
  });

  it('asks for the code after the password; a code works once, a recovery code too', async () => {
    const { user, secret, recoveryCodes } = await enrolled();
    const next = codeFor(secret, 1);
    const signedIn = await secondFactor(await challengeFor(user.email), next);
    expect(signedIn.status).toBe(200);
    expect(await signedIn.json()).toMatchObject({ id: user.id, passwordResetPath: null });
    expect((await call('GET', '/api/current-user', undefined, { cookie: cookieFrom(signedIn) })).status).toBe(200);

    // The same code (or the older one) again: refused, in the member's language.
    const replay = await secondFactor(await challengeFor(user.email), next);
    expect(replay.status).toBe(400);
    expect(await replay.json()).toMatchObject({ code: 'two_factor_invalid_code' });
    expect((await secondFactor(await challengeFor(user.email), codeFor(secret))).status).toBe(400);

    const recovery = recoveryCodes[0] ?? '';
    const typed = ` ${recovery.toLowerCase().replace('-', ' ')} `;
    const challenge = await challengeFor(user.email);
    expect((await secondFactor(challenge, typed)).status).toBe(200);
    // A challenge is spent with its login, a recovery code with its use.
    expect(await (await secondFactor(challenge, recoveryCodes[1] ?? '')).json()).toMatchObject({ code: 'two_factor_challenge_expired' });
    expect((await secondFactor(await challengeFor(user.email), recovery)).status).toBe(400);
  });

  it('locks the code step like the password: of 30 parallel wrong codes at most 5 are evaluated', async () => {
    startAtFullHour();
    const { user, secret } = await enrolled();
    const challenge = await challengeFor(user.email);
    const statuses = (await Promise.all(Array.from({ length: 30 }, (_, i) => secondFactor(challenge, String(100000 + i))))).map((r) => r.status);
    expect(statuses.filter((s) => s === 400).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(25);
    expect((await secondFactor(challenge, codeFor(secret, 1))).status).toBe(429);
  });

  it('keeps the challenge through a mistyped code, so the right one still finishes the login', async () => {
    const { user, secret } = await enrolled();
    const challenge = await challengeFor(user.email);
    expect((await secondFactor(challenge, '000000')).status).toBe(400);
    expect((await secondFactor(challenge, codeFor(secret, 1))).status).toBe(200);
  });

  it('opens one session for 10 parallel submissions of the right code', async () => {
    startAtFullHour();
    const { user, secret } = await enrolled();
    const challenge = await challengeFor(user.email);
    const code = codeFor(secret, 1);
    const answers = await Promise.all(Array.from({ length: 10 }, () => secondFactor(challenge, code)));
    expectOneSession(answers);
  });

  it('opens one session for 10 parallel right codes of one challenge (the TOTP code and recovery codes)', async () => {
    startAtFullHour();
    const { user, secret, recoveryCodes } = await enrolled();
    const challenge = await challengeFor(user.email);
    const codes = [codeFor(secret, 1), ...recoveryCodes.slice(0, 9)];
    expectOneSession(await Promise.all(codes.map((code) => secondFactor(challenge, code))));
  });

  it('refuses an unknown challenge', async () => {
    expect(await (await secondFactor('unknown-challenge', '123456')).json()).toMatchObject({
      code: 'two_factor_challenge_expired',
      message: expect.stringContaining('abgelaufen'),
    });
  });

  it('turns off only with the current password and a code', async () => {
    const { user, secret, cookie } = await enrolled();
    expect((await call('POST', '/api/two-factor/disable', { password: 'Falsch123', code: codeFor(secret, 1) }, { cookie })).status).toBe(400);
    expect((await call('POST', '/api/two-factor/disable', { password: FACTORY_PASSWORD, code: '000000' }, { cookie })).status).toBe(400);
    expect((await call('POST', '/api/two-factor/disable', { password: FACTORY_PASSWORD, code: codeFor(secret, 1) }, { cookie })).status).toBe(204);
    expect((await login(user.email)).headers.getSetCookie()).not.toEqual([]);
  });

  it('asks for the current password to set up and to confirm, with the error at its field', async () => {
    const { cookie } = await signedIn('free');
    const missing = await call('POST', '/api/two-factor/enroll', {}, { cookie });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ field: 'password' });
    const wrong = await call('POST', '/api/two-factor/enroll', { password: 'Falsch-123' }, { cookie });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ code: 'change_password_wrong_current', field: 'password' });
    // Nothing was started: there is no enrollment to confirm.
    expect((await call('POST', '/api/two-factor/confirm', { password, code: '123456' }, { cookie })).status).toBe(409);

    const { secret } = await (await apiClient({ cookie })['two-factor'].enroll.$post({ json: { password } })).json();
    const unconfirmed = await call('POST', '/api/two-factor/confirm', { password: 'Falsch-123', code: codeFor(secret) }, { cookie });
    expect(unconfirmed.status).toBe(400);
    expect(await unconfirmed.json()).toMatchObject({ code: 'change_password_wrong_current', field: 'password' });
    expect(await (await call('GET', '/api/two-factor', undefined, { cookie })).json()).toMatchObject({ enabled: false });
  });

  it('counts wrong passwords at setup toward the login lockout, and refuses a locked account there', async () => {
    startAtFullHour();
    const { user, cookie } = await signedIn('free');
    for (let i = 0; i < 3; i++) expect((await call('POST', '/api/two-factor/enroll', { password: `Falsch-${i}` }, { cookie })).status).toBe(400);
    for (let i = 0; i < 2; i++) expect((await postJson('/api/login', { email: user.email, password: `Falsch-${i}` })).status).toBe(401);
    // Five failures between the two: the account is locked at the login and at setup alike.
    expect((await postJson('/api/login', { email: user.email, password })).status).toBe(429);
    const locked = await call('POST', '/api/two-factor/enroll', { password }, { cookie });
    expect(locked.status).toBe(429);
    expect(await locked.json()).toMatchObject({ code: 'login_locked' });
    expect((await call('POST', '/api/two-factor/confirm', { password, code: '123456' }, { cookie })).status).toBe(429);
  });

  it('emails the member in their language with a working reset link when the factor is turned on and off', async () => {
    const english = await enrolled({ locale: 'en' });
    const [on] = await mailsTo(english.user.email);
    expect(on?.subject).toBe('Two-factor sign-in turned on');
    expect(on?.text).toContain('If this was not you');
    const link = await latestLink(english.user.email);
    expect(link).toMatch(/^\/en\/reset-password\/\S+$/);
    const token = decodeURIComponent(link.split('/').at(-1) ?? '');
    expect((await postJson('/api/reset-password', { token, newPassword: 'Ganz-Neu-2026' })).status).toBe(200);

    const { user, secret, cookie } = await enrolled();
    expect((await mailsTo(user.email))[0]?.subject).toBe('Zwei-Faktor-Anmeldung eingeschaltet');
    expect((await call('POST', '/api/two-factor/disable', { password, code: codeFor(secret, 1) }, { cookie })).status).toBe(204);
    const [off] = await mailsTo(user.email);
    expect(off?.subject).toBe('Zwei-Faktor-Anmeldung ausgeschaltet');
    expect(off?.text).toContain('Warst du das nicht');
    expect(await latestLink(user.email)).toMatch(/^\/reset-password\/\S+$/);
  });

  it('is for signed-in members only', async () => {
    expect((await call('POST', '/api/two-factor/enroll', { password })).status).toBe(401);
    expect((await call('GET', '/api/two-factor')).status).toBe(401);
  });
});
