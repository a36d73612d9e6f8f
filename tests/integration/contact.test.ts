import { env } from 'cloudflare:workers';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { app } from '~/server/app';
import { getDb } from '~/server/db/client';
import { contactMessages } from '~/server/db/schema';
import { translate } from '~/shared/messages';
import { startAtFullHour } from './clock';
import { refusalAfter } from './edge-limit';
import { signedIn } from '../factories/sessions';
import { deliverySettled, mailsTo } from './mail';
import { call, ORIGIN, postJson } from './request';

const valid = { firstName: 'Anna', lastName: 'Beispiel', email: 'Anna@Example.org', subject: 'technical', message: 'Die Seite lädt bei mir nicht richtig.' };
const storedCount = async () => (await getDb(env.DB).select({ n: count() }).from(contactMessages))[0]?.n;

describe('POST /api/contact', () => {
  it('stores the message and emails support', async () => {
    const response = await postJson('/api/contact', valid, { 'x-rudel-locale': 'en' });
    expect(response.status).toBe(201);
    const rows = await getDb(env.DB).select().from(contactMessages);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ...valid, email: 'anna@example.org', locale: 'en' });

    const [mail] = await mailsTo(env.SUPPORT_EMAIL);
    expect(mail?.subject).toBe('Kontaktanfrage: Technisches Problem');
    expect(mail?.replyTo).toBe('anna@example.org');
    expect(mail?.text).toContain('Die Seite lädt bei mir nicht richtig.');
  });

  it("records a signed-in sender's account, so deleting the account finds the message under any address", async () => {
    const { user: member, cookie } = await signedIn('free');
    expect((await call('POST', '/api/contact', valid, { cookie })).status).toBe(201);
    expect((await postJson('/api/contact', { ...valid, email: 'visitor@example.org' })).status).toBe(201);
    const rows = await getDb(env.DB).select({ email: contactMessages.email, userId: contactMessages.userId }).from(contactMessages).orderBy(contactMessages.id);
    expect(rows).toEqual([
      { email: 'anna@example.org', userId: member.id },
      { email: 'visitor@example.org', userId: null },
    ]);
  });

  it.each([
    [{ firstName: '' }, 'firstName', 'Bitte gib deinen Vornamen an.'],
    [{ lastName: '  ' }, 'lastName', 'Bitte gib deinen Nachnamen an.'],
    [{ email: 'anna-at-example' }, 'email', 'Gültige E-Mail-Adresse erforderlich'],
    [{ subject: 'other' }, 'subject', 'Bitte wähle einen Betreff.'],
    [{ message: 'Hallo' }, 'message', 'Die Nachricht muss mindestens 10 Zeichen haben.'],
    [{ message: 'x'.repeat(5001) }, 'message', 'Die Nachricht darf höchstens 5000 Zeichen haben.'],
  ])('refuses %o with the field and its message, storing nothing', async (patch, field, message) => {
    const response = await postJson('/api/contact', { ...valid, ...patch });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ field, message });
    expect(await storedCount()).toBe(0);
    expect(await mailsTo(env.SUPPORT_EMAIL)).toEqual([]);
  });

  it('answers in English for English pages', async () => {
    const response = await postJson('/api/contact', { ...valid, email: 'nope' }, { 'x-rudel-locale': 'en' });
    expect(await response.json()).toEqual({ code: 'error_invalid_email', field: 'email', message: 'Valid email address required' });
  });

  it('names every field with a problem at once, the first also as the field of the error', async () => {
    const response = await postJson('/api/contact', { ...valid, lastName: '', email: 'anna-at-example' }, { 'x-rudel-locale': 'en' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'contact_error_last_name',
      field: 'lastName',
      message: translate('contact_error_last_name', 'en'),
      issues: [
        { field: 'lastName', code: 'contact_error_last_name', message: translate('contact_error_last_name', 'en') },
        { field: 'email', code: 'error_invalid_email', message: 'Valid email address required' },
      ],
    });
    expect(await storedCount()).toBe(0);
  });

  it('refuses a missing or malformed body without storing anything', async () => {
    const empty = await postJson('/api/contact', {});
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ field: 'firstName' });
    const broken = await app.request('/api/contact', { method: 'POST', headers: { 'content-type': 'application/json', origin: ORIGIN }, body: '{' }, env);
    expect(broken.status).toBe(400);
    expect(await storedCount()).toBe(0);
  });

  it('refuses cross-site requests and non-JSON bodies (CSRF)', async () => {
    const foreign = await postJson('/api/contact', valid, { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    const noOrigin = await app.request('/api/contact', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(valid) }, env);
    expect(noOrigin.status).toBe(403);
    const form = await app.request(
      '/api/contact',
      { method: 'POST', headers: { 'content-type': 'text/plain', origin: ORIGIN }, body: JSON.stringify(valid) },
      env,
    );
    expect(form.status).toBe(415);
    expect(await storedCount()).toBe(0);
  });

  it('limits each address to 2 messages a minute', async () => {
    const from = { 'cf-connecting-ip': '203.0.113.7' };
    const limited = await refusalAfter(2, () => postJson('/api/contact', valid, from));
    expect(limited.headers.get('retry-after')).toBe('60');
    expect(await limited.json()).toMatchObject({ code: 'error_rate_limited' });
    expect((await postJson('/api/contact', valid, { 'cf-connecting-ip': '203.0.113.8' })).status).toBe(201);
    expect(await storedCount()).toBeGreaterThanOrEqual(3);
  });

  it('does not count refused input against the limit', async () => {
    startAtFullHour();
    const from = { 'cf-connecting-ip': '203.0.113.9' };
    for (let i = 0; i < 6; i += 1) expect((await postJson('/api/contact', { ...valid, email: 'x' }, from)).status).toBe(400);
    expect((await postJson('/api/contact', valid, from)).status).toBe(201);
  });
});

describe('GET /__dev/mail', () => {
  it('lists the local mailbox newest first in development', async () => {
    await postJson('/api/contact', { ...valid, message: 'Erste Nachricht an euch.' });
    // The Queue keeps no order within a batch: the second is sent once the first was delivered.
    await deliverySettled();
    await postJson('/api/contact', { ...valid, message: 'Zweite Nachricht an euch.' });
    await deliverySettled();
    const response = await app.request(`/__dev/mail?to=${env.SUPPORT_EMAIL}`, {}, env);
    const mails = (await response.json()) as { text: string }[];
    expect(mails).toHaveLength(2);
    expect(mails[0]?.text).toContain('Zweite');
  });

  it('does not exist in production', async () => {
    const response = await app.request(`/__dev/mail?to=${env.SUPPORT_EMAIL}`, {}, { ...env, ENVIRONMENT: 'production' });
    expect(response.status).toBe(404);
  });
});
