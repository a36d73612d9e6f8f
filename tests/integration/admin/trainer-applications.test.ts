/** Becoming a trainer (docs/decisions/045-trainer-applications.md): applying, the admins' decisions, withdrawing the tier. */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { getDb } from '~/server/db/client';
import { signedIn } from '../../factories/sessions';
import { createUser } from '../../factories/users';
import { mailsTo } from '../mail';
import { call } from '../request';

const db = () => getDb(env.DB);
const json = async <T>(response: Response) => (await response.json()) as T;
const de = { 'x-rudel-locale': 'de' };
const en = { 'x-rudel-locale': 'en' };

const application = (overrides: Record<string, unknown> = {}) => ({
  school: 'Hundeschule Pfotenglück',
  qualification: 'Erlaubnis nach §11 TierSchG, Veterinäramt München, 2021. IHK-zertifiziert.',
  website: 'https://pfotenglueck.example',
  ...overrides,
});

const apply = (cookie: string, body: unknown = application(), headers = de) => call('POST', '/api/trainer-applications', body, { cookie, headers });
const decide = (cookie: string, id: number, action: 'approve' | 'decline' | 'withdraw', body?: unknown, headers = de) =>
  call('POST', `/api/admin/trainer-applications/${id}/${action}`, body ?? (action === 'decline' ? {} : undefined), { cookie, headers });

const rowsOf = async <T>(query: string, ...binds: unknown[]) =>
  (
    await env.DB.prepare(query)
      .bind(...binds)
      .all<T>()
  ).results;
const tierOf = async (id: number) => (await rowsOf<{ tier: string }>('SELECT subscription_tier AS tier FROM users WHERE id = ?', id))[0]?.tier;
const auditOf = (targetId: number) =>
  rowsOf<{ action: string; actor_id: number; detail: string }>(
    "SELECT action, actor_id, detail FROM audit_log WHERE target_type = 'user' AND target_id = ? ORDER BY id",
    targetId,
  );

describe('POST /api/trainer-applications', () => {
  it('guards before it validates: 401 for visitors, 403 for unconfirmed, unaccepted and suspended members', async () => {
    expect((await call('POST', '/api/trainer-applications', { school: 1 })).status).toBe(401);
    for (const state of ['unverified', 'verified'] as const) {
      const { cookie } = await signedIn(state);
      expect((await apply(cookie, { school: 1 })).status, state).toBe(403);
    }
    const suspended = await signedIn('free', { suspendedUntil: new Date(Date.now() + 86_400_000) });
    const refused = await apply(suspended.cookie, { school: 1 });
    expect(refused.status).toBe(403);
    expect(await json(refused)).toMatchObject({
      code: 'trainer_application_forbidden',
      message: 'Bewerben können nur aktive Mitglieder, deren Konto nicht gesperrt ist.',
    });
    expect(await rowsOf('SELECT id FROM trainer_applications')).toEqual([]);
  });

  it('answers bad input at its field in the caller’s language and writes nothing', async () => {
    const { cookie, user } = await signedIn('free');
    const cases = [
      [{ school: 'A' }, 'school', 'Der Name braucht 2 bis 120 Zeichen.'],
      [{ school: 'x'.repeat(121) }, 'school', 'Der Name braucht 2 bis 120 Zeichen.'],
      [{ school: 'Hunde\nschule' }, 'school', 'Bitte in einer Zeile, ohne Zeilenumbrüche'],
      [{ qualification: 'kurz' }, 'qualification', 'Beschreib deine Qualifikation in 10 bis 1.000 Zeichen.'],
      [{ qualification: 'x'.repeat(1001) }, 'qualification', 'Beschreib deine Qualifikation in 10 bis 1.000 Zeichen.'],
      [{ website: 'javascript:alert(1)' }, 'website', 'Bitte eine Webadresse, die mit https:// oder http:// beginnt.'],
      [{ website: 'ftp://files.example' }, 'website', 'Bitte eine Webadresse, die mit https:// oder http:// beginnt.'],
      [{ website: 'https://user:pw@evil.example' }, 'website', 'Bitte eine Webadresse, die mit https:// oder http:// beginnt.'],
      [{ website: `https://a.example/${'x'.repeat(200)}` }, 'website', 'Die Webadresse darf höchstens 200 Zeichen haben.'],
    ] as const;
    for (const [change, field, message] of cases) {
      const response = await apply(cookie, application(change));
      expect(response.status, field).toBe(400);
      expect(await json(response), JSON.stringify(change)).toMatchObject({ field, message });
    }
    const english = await apply(cookie, { school: '', qualification: '' }, en);
    expect(await json(english)).toMatchObject({
      issues: [
        { field: 'school', message: 'The name needs 2 to 120 characters.' },
        { field: 'qualification', message: 'Describe your qualification in 10 to 1,000 characters.' },
      ],
    });
    expect(await rowsOf('SELECT id FROM trainer_applications WHERE user_id = ?', user.id)).toEqual([]);
  });

  it('files the application, audits it and confirms receipt by email; a second one waits (409)', async () => {
    const { cookie, user } = await signedIn('free');
    const created = await apply(cookie, application({ website: '' }));
    expect(created.status).toBe(201);
    const body = await json<{ id: number; status: string }>(created);
    expect(body).toMatchObject({ status: 'pending', school: 'Hundeschule Pfotenglück', reason: null });
    const [row] = await rowsOf<{ website: string | null }>('SELECT website FROM trainer_applications WHERE id = ?', body.id);
    expect(row?.website).toBeNull();
    expect(await auditOf(user.id)).toEqual([
      { action: 'trainer_application_submitted', actor_id: user.id, detail: JSON.stringify({ applicationId: body.id }) },
    ]);
    const [mail] = await mailsTo(user.email);
    expect(mail?.subject).toBe('Deine Bewerbung als Trainer:in ist da');

    const again = await apply(cookie);
    expect(again.status).toBe(409);
    expect(await json(again)).toMatchObject({
      code: 'trainer_application_pending',
      message: 'Deine Bewerbung liegt schon bei uns. Warte bitte, bis entschieden ist.',
    });
  });

  it('refuses a member who already is a trainer (409)', async () => {
    const { cookie } = await signedIn('professional');
    const refused = await apply(cookie, application(), en);
    expect(refused.status).toBe(409);
    expect(await json(refused)).toMatchObject({ code: 'trainer_application_already_trainer', message: 'You are already approved as a trainer.' });
  });
});

describe('admin decisions', () => {
  it('are for admins with staff powers only: 401 visitors, 403 members, moderators and admins without a second factor', async () => {
    const { cookie: memberCookie } = await signedIn('free');
    const { id } = await json<{ id: number }>(await apply(memberCookie));
    const routes = [
      ['GET', '/api/admin/trainer-applications'],
      ['POST', `/api/admin/trainer-applications/${id}/approve`],
      ['POST', `/api/admin/trainer-applications/${id}/decline`],
      ['POST', `/api/admin/trainer-applications/${id}/withdraw`],
    ] as const;
    const callers = [
      ['visitor', undefined, 401],
      ['member', memberCookie, 403],
      ['professional', (await signedIn('professional')).cookie, 403],
      ['moderator', (await signedIn('moderator')).cookie, 403],
      ['admin without a second factor', (await signedIn('admin', {}, { twoFactor: false })).cookie, 403],
    ] as const;
    for (const [who, cookie, status] of callers) {
      for (const [method, path] of routes)
        expect((await call(method, path, method === 'POST' ? { reason: 1 } : undefined, cookie ? { cookie } : {})).status, `${who} ${method} ${path}`).toBe(
          status,
        );
    }
    expect((await rowsOf<{ status: string }>('SELECT status FROM trainer_applications WHERE id = ?', id))[0]?.status).toBe('pending');
  });

  it('approve sets the professional tier without a subscription, audited and emailed; deciding twice is 409, an unknown id 404', async () => {
    const { cookie: adminCookie, user: admin } = await signedIn('admin');
    const { cookie, user } = await signedIn('free', { locale: 'en' });
    const { id } = await json<{ id: number }>(await apply(cookie));
    const approved = await decide(adminCookie, id, 'approve');
    expect(approved.status).toBe(200);
    expect(await json(approved)).toEqual({ id, status: 'approved' });
    expect(await tierOf(user.id)).toBe('professional');
    expect((await auditOf(user.id)).at(-1)).toEqual({
      action: 'trainer_application_approved',
      actor_id: admin.id,
      detail: JSON.stringify({ applicationId: id, tier: { from: 'free', to: 'professional' } }),
    });
    expect((await mailsTo(user.email)).map((mail) => mail.subject)).toContain('You are now a trainer on Rudel');
    // The member page shows the badge; a trainer cannot apply again.
    const page = await call('GET', `/api/members/${user.username}`, undefined, { cookie: adminCookie });
    expect(await json(page)).toMatchObject({ isTrainer: true });
    expect((await apply(cookie)).status).toBe(409);

    for (const action of ['approve', 'decline'] as const) {
      const twice = await decide(adminCookie, id, action);
      expect(twice.status, action).toBe(409);
      expect(await json(twice)).toMatchObject({ code: 'trainer_application_decided', message: 'Über diese Bewerbung ist schon entschieden.' });
    }
    expect((await decide(adminCookie, 999_999, 'approve')).status).toBe(404);
    expect((await decide(adminCookie, 999_999, 'decline')).status).toBe(404);
    expect((await decide(adminCookie, 999_999, 'withdraw')).status).toBe(404);
  });

  it('decline keeps the tier, stores and mails the reason, and lets the member apply again', async () => {
    const { cookie: adminCookie, user: admin } = await signedIn('admin');
    const { cookie, user } = await signedIn('free');
    const { id } = await json<{ id: number }>(await apply(cookie));
    const tooLong = await decide(adminCookie, id, 'decline', { reason: 'x'.repeat(501) });
    expect(tooLong.status).toBe(400);
    expect(await json(tooLong)).toMatchObject({ field: 'reason', message: 'Die Begründung darf höchstens 500 Zeichen haben.' });
    const reason = 'Bitte reich deine Erlaubnis nach §11 TierSchG nach.';
    expect((await decide(adminCookie, id, 'decline', { reason })).status).toBe(200);
    expect(await tierOf(user.id)).toBe('free');
    const [row] = await rowsOf<{ status: string; reason: string; decided_by: number }>(
      'SELECT status, reason, decided_by FROM trainer_applications WHERE id = ?',
      id,
    );
    expect(row).toEqual({ status: 'declined', reason, decided_by: admin.id });
    expect((await auditOf(user.id)).at(-1)).toMatchObject({
      action: 'trainer_application_declined',
      actor_id: admin.id,
      detail: JSON.stringify({ applicationId: id, reason }),
    });
    const declined = (await mailsTo(user.email)).find((mail) => mail.subject === 'Deine Bewerbung als Trainer:in');
    expect(declined?.text).toContain(`Begründung: ${reason}`);
    expect((await decide(adminCookie, id, 'withdraw')).status).toBe(409);
    expect((await apply(cookie)).status).toBe(201);
  });

  it('withdraw takes the tier back to what the subscriptions give, audited and emailed', async () => {
    const { cookie: adminCookie, user: admin } = await signedIn('admin');
    const free = await signedIn('free');
    const paying = await signedIn('paidMonthly');
    for (const member of [free, paying]) {
      const { id } = await json<{ id: number }>(await apply(member.cookie));
      expect((await decide(adminCookie, id, 'withdraw')).status).toBe(409);
      await decide(adminCookie, id, 'approve');
      expect(await tierOf(member.user.id)).toBe('professional');
      const withdrawn = await decide(adminCookie, id, 'withdraw');
      expect(withdrawn.status).toBe(200);
      expect(await json(withdrawn)).toEqual({ id, status: 'withdrawn' });
      expect((await auditOf(member.user.id)).at(-1)).toMatchObject({ action: 'trainer_tier_withdrawn', actor_id: admin.id });
      expect((await mailsTo(member.user.email)).map((mail) => mail.subject)).toContain('Deine Freischaltung als Trainer:in');
      expect((await decide(adminCookie, id, 'withdraw')).status).toBe(409);
    }
    expect(await tierOf(free.user.id)).toBe('free');
    expect(await tierOf(paying.user.id)).toBe('premium');
  });

  it('lists pending applications first, then decided ones, paged by cursor', async () => {
    const { cookie: adminCookie } = await signedIn('admin');
    const ids: number[] = [];
    for (let i = 0; i < 22; i += 1) {
      const member = await createUser(db(), 'free');
      const [row] = await rowsOf<{ id: number }>(
        'INSERT INTO trainer_applications (user_id, school, qualification, created_at) VALUES (?, ?, ?, ?) RETURNING id',
        member.id,
        `Schule ${i}`,
        'Zehn Zeichen mindestens',
        1_800_000_000_000 + i * 1000,
      );
      ids.push(row?.id ?? 0);
    }
    // The newest is decided: it sorts after every pending one.
    expect((await decide(adminCookie, ids.at(-1) ?? 0, 'decline')).status).toBe(200);
    const page = async (cursor?: string) =>
      json<{ applications: { id: number; status: string; member: { username: string } }[]; nextCursor: string | null }>(
        await call('GET', `/api/admin/trainer-applications${cursor ? `?cursor=${cursor}` : ''}`, undefined, { cookie: adminCookie }),
      );
    const first = await page();
    expect(first.applications).toHaveLength(20);
    expect(first.applications.every((a) => a.status === 'pending')).toBe(true);
    expect(first.applications[0]?.id).toBe(ids.at(-2));
    const second = await page(first.nextCursor ?? undefined);
    expect(second.applications.map((a) => [a.id, a.status])).toEqual([
      [ids[0], 'pending'],
      [ids.at(-1), 'declined'],
    ]);
    expect(second.nextCursor).toBeNull();
    expect((await call('GET', '/api/admin/trainer-applications?cursor=nonsense', undefined, { cookie: adminCookie })).status).toBe(400);
  });
});
