/** Signed webhooks, verified with the SDK exactly as the app's Worker verifies them. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { customerWithCard, PRICES, startTestFake, WEBHOOK_SECRET, type TestFake } from './test-support';

interface Received {
  body: string;
  signature: string;
}

let receiver: Server;
let received: Received[] = [];
let t: TestFake;

beforeAll(async () => {
  receiver = createServer(async (request, response) => {
    let body = '';
    for await (const chunk of request) body += String(chunk);
    received.push({ body, signature: String(request.headers['stripe-signature']) });
    response.writeHead(200).end('{"received":true}');
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  t = await startTestFake({ webhookUrl: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/stripe/webhook` });
});
afterAll(async () => {
  await t.fake.close();
  await new Promise((resolve) => receiver.close(resolve));
});
beforeEach(async () => {
  await t.control('/__fake/reset', {});
  received = [];
});

async function waitFor(count: number): Promise<Received[]> {
  for (let i = 0; i < 100 && received.length < count; i++) await new Promise((resolve) => setTimeout(resolve, 20));
  return received;
}

const verify = ({ body, signature }: Received) =>
  t.stripe.webhooks.constructEventAsync(body, signature, WEBHOOK_SECRET, undefined, Stripe.createSubtleCryptoProvider());

describe('webhooks', () => {
  it('are posted in creation order with a signature the SDK accepts', async () => {
    const { customer, paymentMethod } = await customerWithCard(t.stripe);
    await t.stripe.subscriptions.create(
      { customer: customer.id, items: [{ price: PRICES.monthly }], default_payment_method: paymentMethod.id, trial_period_days: 30 },
      { idempotencyKey: 'sub-1' },
    );
    const deliveries = await waitFor(3);
    const events = await Promise.all(deliveries.map(verify));
    expect(events.map((event) => event.type)).toEqual(['customer.created', 'customer.subscription.created', 'invoice.paid']);
    const [, created] = events;
    expect(created).toMatchObject({
      object: 'event',
      api_version: Stripe.API_VERSION,
      livemode: false,
      pending_webhooks: 1,
      request: { idempotency_key: 'sub-1' },
    });
    expect(created?.request?.id).toMatch(/^req_/);
    expect(t.stripe.webhooks.constructEvent(deliveries[0]!.body, deliveries[0]!.signature, WEBHOOK_SECRET).id).toBe(events[0]!.id);
  });

  it('are refused by the SDK with another secret', async () => {
    await t.stripe.customers.create({});
    const [delivery] = await waitFor(1);
    await expect(
      t.stripe.webhooks.constructEventAsync(delivery!.body, delivery!.signature, 'whsec_other', undefined, Stripe.createSubtleCryptoProvider()),
    ).rejects.toBeInstanceOf(Stripe.errors.StripeSignatureVerificationError);
  });

  it('can be delivered again (a duplicate, as Stripe may send)', async () => {
    await t.stripe.customers.create({});
    await waitFor(1);
    const [event] = await t.events('customer.created');
    expect(await t.control(`/__fake/events/${event!.id}/deliver`, {})).toEqual({ status: 200 });
    const [first, second] = await waitFor(2);
    expect((await verify(second!)).id).toBe((await verify(first!)).id);
  });
});

describe('the control API for events', () => {
  it('signs an event for tests that post it themselves', async () => {
    await t.stripe.customers.create({ email: 'kim@example.com' });
    const [event] = await t.events('customer.created');
    const signed = await t.control<{ payload: string; signature: string }>(`/__fake/events/${event!.id}/signed`);
    expect(signed.signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    const verified = await verify({ body: signed.payload, signature: signed.signature });
    expect(verified).toEqual(event);
  });

  it('lists events by type and after a given one, oldest first', async () => {
    const first = await t.stripe.customers.create({});
    const second = await t.stripe.customers.create({});
    const [firstEvent, secondEvent] = await t.events();
    expect([firstEvent?.data.object, secondEvent?.data.object]).toEqual([first, second]);
    const after = await t.control<{ data: { id: string }[] }>(`/__fake/events?type=customer.created&after=${firstEvent!.id}`);
    expect(after.data.map((event) => event.id)).toEqual([secondEvent!.id]);
  });

  it('forgets everything on reset', async () => {
    await t.stripe.customers.create({});
    await t.control('/__fake/reset', {});
    expect(await t.events()).toEqual([]);
    expect((await t.stripe.customers.list()).data).toEqual([]);
  });
});

describe('without a receiver', () => {
  it('a target that is down only gets logged', async () => {
    const lines: string[] = [];
    const lonely = await startTestFake({ webhookUrl: 'http://127.0.0.1:9/nowhere', log: (line) => lines.push(line) });
    await lonely.stripe.customers.create({});
    await lonely.fake.close();
    expect(lines).toEqual([expect.stringMatching(/^webhook customer\.created evt_\w+ failed: /)]);
  });
});
