import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { getDb } from '~/server/db/client';
import { issueEmailToken } from '~/server/services/email-tokens';
import { signedIn } from '../../factories/sessions';
import { createUser, FACTORY_PASSWORD } from '../../factories/users';
import { mailsTo } from '../mail';
import { call } from '../request';

const db = () => getDb(env.DB);
const unique = () => crypto.randomUUID().slice(0, 8);
const registration = (password: string) => ({
  firstName: 'Eva',
  lastName: 'Muster',
  username: `eva_${unique()}`,
  email: `eva_${unique()}@example.test`,
  password,
});

describe('common passwords', () => {
  it("are refused at registration, in either letter case, with a message in the member's language", async () => {
    const german = registration('Password1');
    const refused = await call('POST', '/api/register', german);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      code: 'validation_password_common',
      field: 'password',
      message: 'Dieses Passwort ist zu verbreitet und leicht zu erraten. Bitte wähle ein anderes.',
    });
    expect(await mailsTo(german.email)).toHaveLength(0);

    const english = await call('POST', '/api/register', registration('pASSWORD1'), { headers: { 'x-rudel-locale': 'en' } });
    expect(await english.json()).toMatchObject({ field: 'password', message: 'This password is too common and easy to guess. Please choose another one.' });

    expect((await call('POST', '/api/register', registration('Rudel-Demo-2026'))).status).toBe(201);
  });

  it('are refused behind a reset link, which stays usable for a better one', async () => {
    const user = await createUser(db(), 'free');
    const token = await issueEmailToken(db(), user.id, 'reset_password');
    const refused = await call('POST', '/api/reset-password', { token, newPassword: 'Qwerty123' });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ field: 'newPassword', code: 'validation_password_common' });
    expect((await call('POST', '/api/login', { email: user.email, password: FACTORY_PASSWORD })).status).toBe(200);
    expect((await call('POST', '/api/reset-password', { token, newPassword: 'Hundewiese-42' })).status).toBe(200);
  });

  it('are refused as a changed password, and the old one stays', async () => {
    const { user, cookie } = await signedIn('free');
    const refused = await call('POST', '/api/change-password', { userId: user.id, currentPassword: FACTORY_PASSWORD, newPassword: 'Iloveyou1' }, { cookie });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ field: 'newPassword', code: 'validation_password_common' });
    expect((await call('GET', '/api/current-user', undefined, { cookie })).status).toBe(200);
    expect((await call('POST', '/api/login', { email: user.email, password: FACTORY_PASSWORD })).status).toBe(200);
  });
});
