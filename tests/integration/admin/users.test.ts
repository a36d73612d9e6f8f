import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { getDb } from '~/server/db/client';
import { signedIn } from '../../factories/sessions';
import { createUser, FACTORY_PASSWORD } from '../../factories/users';
import { mailsTo } from '../mail';
import { expectEndedAtProvider, expectUntouched, payingMember } from '../payments/account-deletion';
import { providerDown } from '../payments/stripe-fake';
import { apiClient, call, postJson } from '../request';

const db = () => getDb(env.DB);
const json = async <T>(response: Response) => (await response.json()) as T;
const de = { 'x-rudel-locale': 'de' };

const form = (overrides: Record<string, unknown> = {}) => ({
  displayName: 'Hundefreundin',
  email: `neu-${crypto.randomUUID().slice(0, 8)}@example.test`,
  firstName: 'Greta',
  lastName: 'Berg',
  location: 'Bremen',
  bio: '',
  role: 'user',
  subscriptionTier: 'free',
  isEmailVerified: true,
  ...overrides,
});

const auditActions = async () => (await env.DB.prepare('SELECT action FROM audit_log ORDER BY id').all<{ action: string }>()).results.map((row) => row.action);

/** The temporary password in the newest mail to `email`. */
async function mailedPassword(email: string): Promise<string> {
  const [mail] = await mailsTo(email);
  const password = mail?.text.match(/(?:Vorläufiges Passwort|Temporary password): (\S+)/)?.[1];
  if (!password) throw new Error(`no temporary password mailed to ${email}`);
  return password;
}

describe('admin routes are for admins only', () => {
  it('answers 401 to visitors, 403 to members and moderators, and serves admins', async () => {
    const target = await createUser(db(), 'free', {}, { twoFactor: true });
    const routes = [
      ['GET', '/api/admin/users', undefined, 200],
      ['POST', '/api/admin/users', form(), 201],
      ['PUT', `/api/admin/users/${target.id}`, form({ email: target.email }), 200],
      ['POST', '/api/admin/reset-password', { userId: target.id }, 204],
      ['DELETE', `/api/admin/users/${target.id}/two-factor`, undefined, 204],
      ['DELETE', `/api/admin/users/${target.id}`, undefined, 204],
    ] as const;
    const callers = [
      ['visitor', undefined, 401],
      ['member', (await signedIn('paidYearly')).cookie, 403],
      ['moderator', (await signedIn('moderator')).cookie, 403],
    ] as const;
    for (const [who, cookie, status] of callers) {
      for (const [method, path, body] of routes)
        expect((await call(method, path, body, cookie ? { cookie } : {})).status, `${who} ${method} ${path}`).toBe(status);
    }
    const { cookie } = await signedIn('admin');
    for (const [method, path, body, status] of routes) expect((await call(method, path, body, { cookie })).status, `admin ${method} ${path}`).toBe(status);
  });
});

describe('GET /api/admin/users', () => {
  it('searches display name, email, first and last name on the server and pages by cursor', async () => {
    const { cookie } = await signedIn('admin');
    await createUser(db(), 'free', { displayName: 'Wuffi Wunder', email: 'w1@example.test' });
    await createUser(db(), 'free', { firstName: 'Wunderbar', email: 'w2@example.test' });
    await createUser(db(), 'free', { lastName: 'Wundermann', email: 'w3@example.test' });
    await createUser(db(), 'free', { email: 'wunder@example.test' });
    await createUser(db(), 'free', { displayName: 'Bello' });
    const users = (query: { q?: string; cursor?: string }) =>
      apiClient({ cookie })
        .admin.users.$get({ query })
        .then((response) => response.json());
    const found = await users({ q: 'WUNDER' });
    expect(found.users.map((u) => u.email).sort()).toEqual(['w1@example.test', 'w2@example.test', 'w3@example.test', 'wunder@example.test']);
    expect((await users({ q: '100%' })).users).toEqual([]);

    for (let i = 0; i < 20; i += 1) await createUser(db(), 'free');
    const first = await users({});
    expect(first.users).toHaveLength(20);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await users({ cursor: first.nextCursor ?? undefined });
    expect(second.users.length).toBeGreaterThan(0);
    expect(second.users.some((u) => first.users.some((f) => f.id === u.id))).toBe(false);
  });
});

describe('POST /api/admin/users', () => {
  it('checks every field with the form messages', async () => {
    const { cookie } = await signedIn('admin');
    const cases = [
      [{ displayName: 'Jo' }, 'displayName', 'Anzeigename muss mindestens 3 Zeichen haben'],
      [{ displayName: 'Hunde\nfreundin' }, 'displayName', 'Bitte in einer Zeile, ohne Zeilenumbrüche'],
      [{ email: 'keine-adresse' }, 'email', 'Gültige E-Mail-Adresse erforderlich'],
      [{ role: 'king' }, 'role', 'Bitte wähle eine Rolle'],
      [{ subscriptionTier: 'gold' }, 'subscriptionTier', 'Bitte wähle einen Tarif'],
      [{ firstName: 'A' }, 'firstName', undefined],
    ] as const;
    for (const [change, field, message] of cases) {
      const response = await call('POST', '/api/admin/users', form(change), { cookie, headers: de });
      expect(response.status, field).toBe(400);
      const body = await json<{ field: string; message: string }>(response);
      expect(body.field).toBe(field);
      if (message) expect(body.message).toBe(message);
    }
  });

  it('creates the account with a temporary password that signs in once', async () => {
    const { cookie } = await signedIn('admin');
    const input = form({ role: 'moderator', subscriptionTier: 'premium' });
    const created = await call('POST', '/api/admin/users', input, { cookie });
    expect(created.status).toBe(201);
    expect(await json(created)).toMatchObject({
      displayName: 'Hundefreundin',
      role: 'moderator',
      subscriptionTier: 'premium',
      status: 'verified',
      isEmailVerified: true,
    });
    const duplicate = await call('POST', '/api/admin/users', form({ email: input.email }), { cookie, headers: de });
    expect(duplicate.status).toBe(409);
    expect(await json(duplicate)).toMatchObject({ field: 'email', message: 'Diese E-Mail-Adresse ist bereits registriert' });

    const password = await mailedPassword(input.email);
    const login = await postJson('/api/login', { email: input.email, password });
    expect(login.status).toBe(200);
    expect(await json(login)).toMatchObject({ passwordResetPath: expect.stringMatching(/^\/reset-password\/.+/) });
    expect((await postJson('/api/login', { email: input.email, password })).status).toBe(401);
  });

  it('names the account after the display name, with the first free number when the name is taken in any case', async () => {
    const { cookie } = await signedIn('admin');
    await createUser(db(), 'free', { username: 'ÖLAF' });
    await createUser(db(), 'free', { username: 'ölaf_2' });
    const created = await call('POST', '/api/admin/users', form({ displayName: 'Ölaf', email: 'olaf@example.test' }), { cookie });
    expect(created.status).toBe(201);
    expect(await json(created)).toMatchObject({ username: 'Ölaf_3' });
  });
});

describe('PUT and DELETE /api/admin/users/{id}', () => {
  it('saves the form and marks the account unverified when the flag is cleared', async () => {
    const { cookie } = await signedIn('admin');
    const target = await createUser(db(), 'free');
    const response = await call(
      'PUT',
      `/api/admin/users/${target.id}`,
      form({ email: target.email, displayName: 'Neuer Name', subscriptionTier: 'premium', isEmailVerified: false }),
      { cookie },
    );
    expect(await json(response)).toMatchObject({ displayName: 'Neuer Name', subscriptionTier: 'premium', status: 'unverified', isEmailVerified: false });
  });

  it('never leaves the product without an admin', async () => {
    const { user: admin, cookie } = await signedIn('admin');
    const demote = await call('PUT', `/api/admin/users/${admin.id}`, form({ email: admin.email, role: 'user' }), { cookie, headers: de });
    expect(demote.status).toBe(409);
    expect(await json(demote)).toMatchObject({ code: 'admin_last_admin', message: 'Es muss immer mindestens ein Admin bleiben.' });
    expect((await call('DELETE', `/api/admin/users/${admin.id}`, undefined, { cookie })).status).toBe(409);
    const second = await createUser(db(), 'admin');
    expect((await call('PUT', `/api/admin/users/${second.id}`, form({ email: second.email, role: 'moderator' }), { cookie })).status).toBe(200);
    expect((await call('DELETE', `/api/admin/users/${admin.id}`, undefined, { cookie })).status).toBe(409);
  });

  it('deletes an account with its content', async () => {
    const { cookie } = await signedIn('admin');
    const target = await createUser(db(), 'free');
    expect((await call('DELETE', `/api/admin/users/${target.id}`, undefined, { cookie })).status).toBe(204);
    expect((await call('DELETE', `/api/admin/users/${target.id}`, undefined, { cookie })).status).toBe(404);
    expect((await postJson('/api/login', { email: target.email, password: FACTORY_PASSWORD })).status).toBe(401);
  });
});

describe('DELETE /api/admin/users/{id} of a paying member', () => {
  it('ends the subscription at once and deletes the customer at the provider', async () => {
    const { cookie } = await signedIn('admin');
    const member = await payingMember();
    expect((await call('DELETE', `/api/admin/users/${member.user.id}`, undefined, { cookie })).status).toBe(204);
    await expectEndedAtProvider(member);
  });

  it('refuses with a clear message and changes nothing when the provider fails', async () => {
    const { cookie } = await signedIn('admin');
    const member = await payingMember();
    const response = await call('DELETE', `/api/admin/users/${member.user.id}`, undefined, { cookie, bindings: providerDown(), headers: de });
    expect(response.status).toBe(502);
    expect(await json(response)).toMatchObject({ code: 'account_delete_payment_failed', message: expect.stringContaining('Das Konto wurde nicht gelöscht') });
    await expectUntouched(member);
    expect(await auditActions()).toEqual([]);
  }, 30_000); // The SDK retries an unreachable provider twice with a back-off first.
});

describe('DELETE /api/admin/users/{id}/suspension', () => {
  it('lets an admin lift a running suspension, audited; the member writes again', async () => {
    const member = await signedIn('paidYearly');
    const until = Date.now() + 7 * 86_400_000;
    await env.DB.prepare('UPDATE users SET suspended_until = ? WHERE id = ?').bind(until, member.user.id).run();
    const path = `/api/admin/users/${member.user.id}/suspension`;
    expect((await call('DELETE', path, undefined, { cookie: (await signedIn('moderator')).cookie })).status).toBe(403);
    const { user: admin, cookie } = await signedIn('admin');
    const lifted = await call('DELETE', path, undefined, { cookie });
    expect(lifted.status).toBe(200);
    expect(await json(lifted)).toMatchObject({ id: member.user.id, suspendedUntil: null });
    const audit = await env.DB.prepare("SELECT actor_id, target_id, detail FROM audit_log WHERE action = 'user_suspension_lifted'").all<{
      actor_id: number;
      target_id: number;
      detail: string;
    }>();
    expect(audit.results).toEqual([{ actor_id: admin.id, target_id: member.user.id, detail: JSON.stringify({ until: new Date(until).toISOString() }) }]);
    const write = await call('POST', '/api/posts', { content: 'Wieder dabei, danke!', type: 'post', authorId: member.user.id }, { cookie: member.cookie });
    expect(write.status).toBe(201);
    const again = await call('DELETE', path, undefined, { cookie, headers: de });
    expect(again.status).toBe(409);
    expect(await json(again)).toMatchObject({ message: 'Dieses Konto ist nicht gesperrt.' });
  });
});

describe('DELETE /api/admin/users/{id}/two-factor', () => {
  it('removes a lost second factor, audited, and tells the member by email with a reset link; the password stays', async () => {
    const member = await createUser(db(), 'free', { locale: 'en' }, { twoFactor: true });
    const path = `/api/admin/users/${member.id}/two-factor`;
    expect((await call('DELETE', path, undefined, { cookie: (await signedIn('moderator')).cookie })).status).toBe(403);
    const { user: admin, cookie } = await signedIn('admin');

    expect((await call('DELETE', path, undefined, { cookie })).status).toBe(204);
    const audit = await env.DB.prepare("SELECT actor_id, target_id FROM audit_log WHERE action = 'user_two_factor_removed'").all();
    expect(audit.results).toEqual([{ actor_id: admin.id, target_id: member.id }]);
    // The password alone signs in now.
    const login = await postJson('/api/login', { email: member.email, password: FACTORY_PASSWORD });
    expect(login.status).toBe(200);
    expect(await login.json()).not.toHaveProperty('challenge');
    const [mail] = await mailsTo(member.email);
    expect(mail?.subject).toBe('Two-factor sign-in removed by an admin');
    expect(mail?.text).toMatch(/http:\/\/\S+\/en\/reset-password\/\S+/);

    const again = await call('DELETE', path, undefined, { cookie, headers: de });
    expect(again.status).toBe(409);
    expect(await json(again)).toMatchObject({
      code: 'admin_two_factor_not_enabled',
      message: 'Für dieses Konto ist keine Zwei-Faktor-Anmeldung eingerichtet.',
    });
    expect((await call('DELETE', '/api/admin/users/999999/two-factor', undefined, { cookie })).status).toBe(404);
  });
});

describe('POST /api/admin/reset-password', () => {
  it('mails a temporary password that works once and ends every old session', async () => {
    const { cookie } = await signedIn('admin');
    const { user: target, cookie: oldSession } = await signedIn('free');
    expect((await call('POST', '/api/admin/reset-password', { userId: target.id }, { cookie })).status).toBe(204);
    expect((await call('GET', '/api/current-user', undefined, { cookie: oldSession })).status).toBe(401);
    expect((await postJson('/api/login', { email: target.email, password: FACTORY_PASSWORD })).status).toBe(401);
    const password = await mailedPassword(target.email);
    expect((await postJson('/api/login', { email: target.email, password })).status).toBe(200);
    expect((await postJson('/api/login', { email: target.email, password })).status).toBe(401);
  });

  it('keeps the second factor: the temporary password still asks for the code', async () => {
    const { cookie } = await signedIn('admin');
    const target = await createUser(db(), 'free', {}, { twoFactor: true });
    expect((await call('POST', '/api/admin/reset-password', { userId: target.id }, { cookie })).status).toBe(204);
    const login = await postJson('/api/login', { email: target.email, password: await mailedPassword(target.email) });
    expect(login.status).toBe(200);
    expect(login.headers.getSetCookie()).toEqual([]);
    expect(await login.json()).toMatchObject({ secondFactorRequired: true });
  });
});

describe('audit log', () => {
  it('records every admin action with who did it', async () => {
    const { user: admin, cookie } = await signedIn('admin');
    const target = await createUser(db(), 'free');
    await call('POST', '/api/admin/users', form(), { cookie });
    await call('PUT', `/api/admin/users/${target.id}`, form({ email: target.email, role: 'moderator' }), { cookie });
    await call('POST', '/api/admin/reset-password', { userId: target.id }, { cookie });
    const update = await env.DB.prepare("SELECT detail FROM audit_log WHERE action = 'user_updated'").first<string>('detail');
    expect(JSON.parse(update ?? '{}')).toMatchObject({ role: { from: 'user', to: 'moderator' } });
    await call('DELETE', `/api/admin/users/${target.id}`, undefined, { cookie });
    expect(await auditActions()).toEqual(['user_created', 'user_updated', 'user_password_reset', 'user_deleted']);
    const actors = await env.DB.prepare('SELECT DISTINCT actor_id AS id FROM audit_log').all<{ id: number }>();
    expect(actors.results).toEqual([{ id: admin.id }]);
    // Once the account is gone, its entries keep the action and date only.
    const aboutTarget = await env.DB.prepare("SELECT action, target_id AS targetId, detail FROM audit_log WHERE action != 'user_created' ORDER BY id").all();
    expect(aboutTarget.results).toEqual(['user_updated', 'user_password_reset', 'user_deleted'].map((action) => ({ action, targetId: 0, detail: '{}' })));
  });

  it('writes each entry with its action: a refused creation leaves neither account nor entry', async () => {
    const { cookie } = await signedIn('admin');
    const taken = await createUser(db(), 'free');
    const response = await call('POST', '/api/admin/users', form({ email: taken.email }), { cookie });
    expect(response.status).toBe(409);
    expect(await auditActions()).toEqual([]);
    const created = await call('POST', '/api/admin/users', form(), { cookie });
    const { id } = await json<{ id: number }>(created);
    const entry = await env.DB.prepare("SELECT target_id AS targetId FROM audit_log WHERE action = 'user_created'").first<number>('targetId');
    expect(entry).toBe(id);
  });

  it('leaves neither the deletion nor its entry when the deletion fails', async () => {
    const { cookie } = await signedIn('admin');
    const target = await createUser(db(), 'free');
    // Any statement of the batch failing rolls back the whole batch.
    await env.DB.exec("CREATE TRIGGER refuse_deletion BEFORE DELETE ON users BEGIN SELECT RAISE(ABORT, 'refused'); END");
    expect((await call('DELETE', `/api/admin/users/${target.id}`, undefined, { cookie })).status).toBe(500);
    expect(await auditActions()).toEqual([]);
    expect(await env.DB.prepare('SELECT id FROM users WHERE id = ?').bind(target.id).first('id')).toBe(target.id);
  });
});
