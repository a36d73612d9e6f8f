/**
 * Delivery through the Queue (decision 040), run by Miniflare as in production: a send that fails is
 * retried until it goes, once; one that always fails becomes one dead letter, which admins see and
 * send again; a duplicate message sends once; a burst of notifications is delivered, each once.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { getDb } from '~/server/db/client';
import { deliveryClaims, notifications } from '~/server/db/schema';
import { type DeliveryMessage, freshKey } from '~/server/delivery/messages';
import { enqueueDelivery } from '~/server/delivery/outbox';
import { readDevMailbox } from '~/server/email/dev-mailbox';
import { createUser } from '../../factories/users';
import { signedIn } from '../../factories/sessions';
import { deliverySettled, failMailTo, mailsTo } from '../mail';
import { call } from '../request';

const db = () => getDb(env.DB);
const mail = (to: string, key = freshKey('mail')): DeliveryMessage => ({
  kind: 'mail',
  key,
  mail: { to, subject: 'Hallo', text: 'Ein Test.', html: '<p>Ein Test.</p>' },
});

describe('retries', () => {
  it('sends once when the provider fails twice and then takes it', async () => {
    expect((await failMailTo('ina@example.test', 2)).status).toBe(204);
    const message = mail('ina@example.test');
    await enqueueDelivery(env.DELIVERY, [message]);

    expect(await mailsTo('ina@example.test')).toHaveLength(1);
    const [claim] = await db().select().from(deliveryClaims);
    expect(claim).toMatchObject({ key: message.key, state: 'sent', attempts: 3 });
  });

  it('sends a duplicate message once, whether it comes at once or later', async () => {
    const message = mail('jo@example.test');
    await enqueueDelivery(env.DELIVERY, [message, message]);
    await deliverySettled();
    await enqueueDelivery(env.DELIVERY, [message]);

    expect(await mailsTo('jo@example.test')).toHaveLength(1);
  });

  it('refuses the failure switch outside development, and a malformed one at its field', async () => {
    expect(
      (await call('POST', '/__dev/mail/failures', { email: 'x@example.test', times: 1 }, { bindings: { ...env, ENVIRONMENT: 'production' } })).status,
    ).toBe(404);
    const response = await call('POST', '/__dev/mail/failures', { email: 'not an address', times: 'sometimes' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ field: 'email' });
  });
});

describe('dead letters', () => {
  it('records a message that always fails as one dead letter, which admins see and send again', async () => {
    const admin = await signedIn('admin');
    const member = await signedIn('verified');
    await failMailTo('lost@example.test', 'always');
    const message = mail('lost@example.test');
    await enqueueDelivery(env.DELIVERY, [message]);
    await deliverySettled();
    expect(await mailsTo('lost@example.test')).toEqual([]);

    // Members are refused before anything is read; admins see the letter with why it failed.
    expect((await call('GET', '/api/admin/dead-letters', undefined, { cookie: member.cookie })).status).toBe(403);
    expect((await call('POST', '/api/admin/dead-letters/1/retry', undefined, { cookie: member.cookie })).status).toBe(403);
    const list = (await (await call('GET', '/api/admin/dead-letters', undefined, { cookie: admin.cookie })).json()) as {
      deadLetters: { id: number; recipient: string; attempts: number; error: string }[];
    };
    expect(list.deadLetters).toHaveLength(1);
    const [letter] = list.deadLetters;
    expect(letter).toMatchObject({ recipient: 'lost@example.test', attempts: 5 });
    expect(letter?.error).toContain('told to fail');

    expect((await call('POST', '/api/admin/dead-letters/999/retry', undefined, { cookie: admin.cookie })).status).toBe(404);
    expect((await call('POST', '/api/admin/dead-letters/abc/retry', undefined, { cookie: admin.cookie })).status).toBe(400);
    await failMailTo('lost@example.test', 0);
    expect((await call('POST', `/api/admin/dead-letters/${letter?.id}/retry`, undefined, { cookie: admin.cookie })).status).toBe(204);
    expect(await mailsTo('lost@example.test')).toHaveLength(1);
    // Sent again once: it leaves the list, a second retry finds nothing, and the audit log names the admin.
    const after = (await (await call('GET', '/api/admin/dead-letters', undefined, { cookie: admin.cookie })).json()) as { deadLetters: unknown[] };
    expect(after.deadLetters).toEqual([]);
    expect((await call('POST', `/api/admin/dead-letters/${letter?.id}/retry`, undefined, { cookie: admin.cookie })).status).toBe(404);
    const audit = (await (await call('GET', '/api/admin/audit-log', undefined, { cookie: admin.cookie })).json()) as {
      action: string;
      targetType: string;
      targetId: number;
    }[];
    expect(audit[0]).toMatchObject({ action: 'delivery_retried', targetType: 'dead_letter', targetId: letter?.id });
  });
});

describe('a burst', () => {
  it('delivers 200 notifications, each once, whatever the number of passes queued', async () => {
    const members = await Promise.all(Array.from({ length: 200 }, () => createUser(db(), 'verified')));
    const trialEnd = new Date(Date.now() + 3 * 86_400_000).toISOString();
    for (let i = 0; i < members.length; i += 15) {
      await db()
        .insert(notifications)
        .values(members.slice(i, i + 15).map((member) => ({ recipientId: member.id, kind: 'trial_ending' as const, groupKey: 'trial', detail: trialEnd })));
    }
    // Five writes' worth of passes at once, as concurrent requests queue them.
    await enqueueDelivery(
      env.DELIVERY,
      Array.from({ length: 5 }, () => ({ kind: 'notifications' as const, key: freshKey('notifications') })),
    );
    await deliverySettled();

    const received = await Promise.all(members.map((member) => readDevMailbox(env.SESSION, member.email)));
    expect(received.map((mails) => mails.length)).toEqual(members.map(() => 1));
    const claims = await db().select({ state: deliveryClaims.state }).from(deliveryClaims);
    expect(claims).toHaveLength(200);
    expect(claims.every((claim) => claim.state === 'sent')).toBe(true);
  }, 60_000);
});
