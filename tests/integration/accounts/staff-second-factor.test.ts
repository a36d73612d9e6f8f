import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { signedIn } from '../../factories/sessions';
import { FACTORY_PASSWORD } from '../../factories/users';
import { apiClient, call, cookieFrom } from '../request';

const STAFF_ROUTES = { admin: ['/api/admin/users', '/api/admin/audit-log'], moderation: ['/api/moderation/reports'] };
const ALL_ROUTES = [...STAFF_ROUTES.admin, ...STAFF_ROUTES.moderation];

const get = (path: string, cookie: string, locale = 'de') => call('GET', path, undefined, { cookie, headers: { 'x-rudel-locale': locale } });
const refusal = async (path: string, cookie: string, locale = 'de') => {
  const response = await get(path, cookie, locale);
  return { status: response.status, ...((await response.json()) as { code: string; message: string }) };
};

describe('a second factor for admins and moderators', () => {
  it('refuses an admin without one on every staff route with two_factor_required, in both languages', async () => {
    const { cookie } = await signedIn('admin', {}, { twoFactor: false });
    for (const path of ALL_ROUTES) {
      expect(await refusal(path, cookie)).toEqual({
        status: 403,
        code: 'two_factor_required',
        message: 'Admins und Moderator*innen brauchen die Zwei-Faktor-Anmeldung. Bitte richte sie zuerst in deinem Profil ein.',
      });
    }
    expect(await refusal('/api/moderation/reports', cookie, 'en')).toEqual({
      status: 403,
      code: 'two_factor_required',
      message: 'Admins and moderators need two-factor sign-in. Please set it up in your profile first.',
    });
  });

  it('refuses a moderator without one the queue for want of it, and the admin routes as forbidden', async () => {
    const { cookie } = await signedIn('moderator', {}, { twoFactor: false });
    expect(await refusal('/api/moderation/reports', cookie)).toMatchObject({ status: 403, code: 'two_factor_required' });
    for (const path of STAFF_ROUTES.admin) expect(await refusal(path, cookie)).toMatchObject({ status: 403, code: 'error_forbidden' });
  });

  it('lets staff with one through', async () => {
    const admin = await signedIn('admin');
    for (const path of ALL_ROUTES) expect((await get(path, admin.cookie)).status).toBe(200);
    const moderator = await signedIn('moderator');
    expect((await get('/api/moderation/reports', moderator.cookie)).status).toBe(200);
    expect(await refusal('/api/admin/users', moderator.cookie)).toMatchObject({ status: 403, code: 'error_forbidden' });
  });

  it('leaves members as they were: forbidden with or without a second factor, nothing asked of them', async () => {
    for (const twoFactor of [false, true]) {
      const { cookie } = await signedIn('paidYearly', {}, { twoFactor });
      for (const path of ALL_ROUTES) expect(await refusal(path, cookie)).toMatchObject({ status: 403, code: 'error_forbidden' });
      expect((await get('/api/posts', cookie)).status).toBe(200);
    }
  });

  it('lets a moderator in once they set up the second factor', async () => {
    const { cookie } = await signedIn('moderator', {}, { twoFactor: false });
    expect((await get('/api/moderation/reports', cookie)).status).toBe(403);
    const { secret } = await (await apiClient({ cookie })['two-factor'].enroll.$post({ json: { password: FACTORY_PASSWORD } })).json();
    expect((await get('/api/moderation/reports', cookie)).status).toBe(403);
    const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate();
    const confirmed = await call('POST', '/api/two-factor/confirm', { password: FACTORY_PASSWORD, code }, { cookie });
    expect(confirmed.status).toBe(200);
    expect((await get('/api/moderation/reports', cookieFrom(confirmed))).status).toBe(200);
  });
});
