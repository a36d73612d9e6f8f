/**
 * The login and registration pages without JavaScript (docs/architecture.md §6.2): their loaders
 * hand the posted form to the API in-process and come back with the redirect, the code step or
 * the errors at their fields.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { getDb } from '~/server/db/client';
import { loadLogin, type LoginView } from '~/server/pages/login';
import { loadRegister } from '~/server/pages/register';
import { translate } from '~/shared/messages';
import { fakePage } from '../../factories/pages';
import { createUser, FACTORY_PASSWORD } from '../../factories/users';

const valid = { firstName: 'Lotte', lastName: 'Krause', username: 'lotte_k', email: 'lotte@example.org', password: 'Spazier1', timeZone: 'Europe/Berlin' };

describe('the login page', () => {
  it('signs in and answers 303 to the safe next page with the session cookie', async () => {
    const user = await createUser(getDb(env.DB), 'free');
    const page = fakePage('/login?next=/training', { form: { email: user.email, password: FACTORY_PASSWORD } });
    const answer = await loadLogin(page, env);
    await page.settled();
    expect(answer).toBeInstanceOf(Response);
    const response = answer as Response;
    expect([response.status, response.headers.get('location')]).toEqual([303, '/training']);
    expect(response.headers.getSetCookie().some((cookie) => cookie.startsWith('__Host-session='))).toBe(true);
  });

  it('keeps the email and shows the error, and refuses a form from another site', async () => {
    const page = fakePage('/en/login', { locale: 'en', form: { email: 'nobody@example.org', password: 'Wrong-Pass-1' } });
    const view = (await loadLogin(page, env)) as LoginView;
    await page.settled();
    expect(view.status).toBe(401);
    expect(view.email).toBe('nobody@example.org');
    expect(Object.keys(view.errors)).toHaveLength(1);

    const foreign = fakePage('/login', { form: { email: 'a@example.org' }, origin: 'https://evil.example' });
    expect(await loadLogin(foreign, env)).toMatchObject({
      status: 403,
      errors: { form: translate('error_origin', 'de') },
    });
  });

  it('asks for the second factor of an account that has one, keeping the challenge', async () => {
    const user = await createUser(getDb(env.DB), 'free', {}, { twoFactor: true });
    const first = fakePage('/login', { form: { email: user.email, password: FACTORY_PASSWORD } });
    const view = (await loadLogin(first, env)) as LoginView;
    expect(view.challenge).not.toBe('');
    const second = fakePage('/login', { form: { challenge: view.challenge, code: '000000' } });
    const wrong = (await loadLogin(second, env)) as LoginView;
    await Promise.all([first.settled(), second.settled()]);
    expect([wrong.status >= 400, wrong.challenge]).toEqual([true, view.challenge]);
  });
});

describe('the registration page', () => {
  it('registers and shows "check your email"', async () => {
    const page = fakePage('/register', { form: valid });
    const view = await loadRegister(page, env);
    await page.settled();
    expect(view.registered).toMatchObject({ email: 'lotte@example.org' });
  });

  it('marks every field with a problem at once and keeps the entries, never the password', async () => {
    const page = fakePage('/en/register', { locale: 'en', form: { ...valid, username: 'ab', email: 'lotte-at-example' } });
    const view = await loadRegister(page, env);
    await page.settled();
    expect(view.status).toBe(400);
    expect(Object.keys(view.errors)).toEqual(['username', 'email']);
    expect(view.errors.email).toBe('Valid email address required');
    expect(view.values).toMatchObject({ username: 'ab', email: 'lotte-at-example' });
    expect(view.values).not.toHaveProperty('password');
  });
});
