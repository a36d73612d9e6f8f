/**
 * Web push (decision 033) against the local push service (scripts/push-service), which checks the
 * VAPID signature and decrypts what arrives as a browser would (RFC 8291): subscribing a device,
 * what a comment pushes, the choice per topic, ended subscriptions, and who may remove what.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it, vi } from 'vitest';
import { getDb } from '~/server/db/client';
import { DELIVERY_TRIES } from '~/server/delivery/messages';
import { PUSH_PER_PASS, dispatchPending } from '~/server/services/notifications/dispatch';
import { deliveryChannels } from '~/server/services/notifications/delivery';
import { PUSH_DEVICE_LIMIT, PUSH_FAILURE_LIMIT } from '~/server/services/notifications/push-subscriptions';
import { pushServiceClient, type PushServiceSubscription } from '../../../scripts/push-service/client';
import { createComment, createPost } from '../../factories/content';
import { signedIn, type SignedIn } from '../../factories/sessions';
import { deliverySettled } from '../mail';
import { call } from '../request';

/** What the push service received once the delivery Queue settled. */
async function delivered(service: { messages(id: string): Promise<{ payload: unknown }[]> }, id: string) {
  await deliverySettled();
  return service.messages(id);
}

const db = () => getDb(env.DB);
const service = pushServiceClient(env.TEST_PUSH_SERVICE_URL);

/** A browser's subscription, as `PushSubscription.toJSON()` hands it to the page. */
async function device(): Promise<PushServiceSubscription> {
  return service.subscribe(env.VAPID_PUBLIC_KEY);
}
const subscribe = (member: SignedIn, subscription: Pick<PushServiceSubscription, 'endpoint' | 'keys'>, bindings: Env = env) =>
  call(
    'POST',
    '/api/push-subscriptions',
    { endpoint: subscription.endpoint, expirationTime: null, keys: subscription.keys },
    { cookie: member.cookie, bindings },
  );
const unsubscribe = (member: SignedIn, endpoint: string) => call('DELETE', '/api/push-subscriptions', { endpoint }, { cookie: member.cookie });
const comment = (member: SignedIn, postId: number, content: string) =>
  call('POST', `/api/posts/${postId}/comments`, { content, parentId: null }, { cookie: member.cookie });
const devicesOf = async (member: SignedIn) =>
  (await env.DB.prepare('SELECT endpoint FROM push_subscriptions WHERE user_id = ?').bind(member.user.id).all<{ endpoint: string }>()).results.map(
    (row) => row.endpoint,
  );
/** Each push's claim: how it ended and after how many tries. */
const pushTries = async () =>
  (
    await env.DB.prepare("SELECT state, attempts FROM delivery_claims WHERE key LIKE 'push:%' ORDER BY updated_at, key").all<{
      state: string;
      attempts: number;
    }>()
  ).results;
/** The device's count of failed pushes in a row, null once it was removed: read once delivery settled. */
async function failuresOf(endpoint: string): Promise<number | null> {
  await deliverySettled();
  const row = await env.DB.prepare('SELECT failures FROM push_subscriptions WHERE endpoint = ?').bind(endpoint).first<{ failures: number }>();
  return row?.failures ?? null;
}

describe('web push', () => {
  it("pushes a comment to each of the author's devices, encrypted for each, in the author's language", async () => {
    const author = await signedIn('paidYearly', { locale: 'de' });
    const tom = await signedIn('paidYearly', { displayName: 'Tom' });
    const [phone, laptop] = [await device(), await device()];
    expect((await subscribe(author, phone)).status).toBe(201);
    expect((await subscribe(author, laptop)).status).toBe(201);
    const post = await createPost(db(), author.user.id);

    expect((await comment(tom, post.id, 'Mit ganz kurzen Schritten anfangen.')).status).toBe(201);
    for (const { id } of [phone, laptop]) {
      const [message, ...more] = await delivered(service, id);
      expect(more).toEqual([]);
      expect(message).toMatchObject({
        ttl: 86_400,
        payload: {
          title: 'Tom hat deinen Beitrag kommentiert',
          body: 'Mit ganz kurzen Schritten anfangen.',
          url: expect.stringMatching(new RegExp(`^/community/posts/${post.id}#comment-\\d+$`)),
        },
      });
    }
    // The writer's own devices hear nothing.
    const toms = await device();
    await subscribe(tom, toms);
    await comment(tom, post.id, 'Noch etwas.');
    expect(await delivered(service, toms.id)).toEqual([]);
  });

  it('follows the choice per topic: likes push nothing unless chosen', async () => {
    const author = await signedIn('paidYearly', { locale: 'en' });
    const fan = await signedIn('paidYearly', { displayName: 'Vera' });
    const phone = await device();
    await subscribe(author, phone);
    const post = await createPost(db(), author.user.id);
    await call('POST', `/api/posts/${post.id}/like`, { userId: fan.user.id }, { cookie: fan.cookie });
    expect(await delivered(service, phone.id)).toEqual([]);

    await call('PUT', '/api/notification-preferences', { like: { email: 'off', push: true } }, { cookie: author.cookie });
    const other = await createPost(db(), author.user.id);
    await call('POST', `/api/posts/${other.id}/like`, { userId: fan.user.id }, { cookie: fan.cookie });
    const titles = async () => (await delivered(service, phone.id)).map((message) => (message.payload as { title: string }).title);
    expect(await titles()).toEqual(['Vera liked your post']);

    // More likes on the unread group only count; once it was read, the next like is news again.
    const tom = await signedIn('paidYearly', { displayName: 'Tom' });
    await call('POST', `/api/posts/${other.id}/like`, { userId: tom.user.id }, { cookie: tom.cookie });
    expect(await titles()).toEqual(['Vera liked your post']);
    await call('POST', '/api/notifications/read', { all: true }, { cookie: author.cookie });
    const uli = await signedIn('paidYearly', { displayName: 'Uli' });
    await call('POST', `/api/posts/${other.id}/like`, { userId: uli.user.id }, { cookie: uli.cookie });
    expect(await titles()).toEqual(['Vera liked your post', 'Uli liked your post']);
  });

  it('forgets a device whose push service says the subscription is gone', async () => {
    const author = await signedIn('paidYearly');
    const tom = await signedIn('paidYearly');
    const [kept, ended] = [await device(), await device()];
    await subscribe(author, kept);
    await subscribe(author, ended);
    await service.unsubscribe(ended.id);
    const post = await createPost(db(), author.user.id);

    await comment(tom, post.id, 'Hallo!');
    expect(await delivered(service, kept.id)).toHaveLength(1);
    expect(await devicesOf(author)).toEqual([kept.endpoint]);
  });

  it('lets members remove only their own devices, moves a device to whoever subscribes it, and refuses bad input', async () => {
    const anna = await signedIn('free');
    const ben = await signedIn('free');
    const shared = await device();
    await subscribe(anna, shared);

    // Someone else's endpoint: not found, and it stays.
    expect((await unsubscribe(ben, shared.endpoint)).status).toBe(404);
    expect(await devicesOf(anna)).toEqual([shared.endpoint]);
    // Ben signs in on the same browser and turns push on: the device is his now.
    expect((await subscribe(ben, shared)).status).toBe(201);
    expect(await devicesOf(anna)).toEqual([]);
    expect((await unsubscribe(ben, shared.endpoint)).status).toBe(204);
    expect(await devicesOf(ben)).toEqual([]);

    const refused = await subscribe(anna, { endpoint: shared.endpoint.replace('https:', 'http:'), keys: shared.keys });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ code: 'error_push_endpoint', field: 'endpoint' });
    expect((await subscribe(anna, { endpoint: shared.endpoint, keys: { p256dh: 'not base64!', auth: shared.keys.auth } })).status).toBe(400);
    expect((await call('POST', '/api/push-subscriptions', { endpoint: shared.endpoint, keys: shared.keys })).status).toBe(401);
  });

  it("takes only the browsers' push services, and only keys that are P-256 points", async () => {
    const anna = await signedIn('free');
    const phone = await device();
    for (const endpoint of [
      'https://localhost.localdomain/push/1',
      'https://127.0.0.1.nip.io/push/1',
      'https://example.com:22/x',
      'https://fcm.googleapis.com.evil.com/x',
    ]) {
      const refused = await subscribe(anna, { endpoint, keys: phone.keys });
      expect(refused.status, endpoint).toBe(400);
      expect(await refused.json()).toMatchObject({ code: 'error_push_endpoint', field: 'endpoint' });
    }
    // The shape of a key, but no point on the curve.
    const offCurve = await subscribe(anna, { endpoint: phone.endpoint, keys: { p256dh: `B${'A'.repeat(86)}`, auth: phone.keys.auth } });
    expect(offCurve.status).toBe(400);
    expect(await offCurve.json()).toMatchObject({
      code: 'error_push_key',
      field: 'keys.p256dh',
      message: 'Dein Browser hat einen Push-Schlüssel geliefert, mit dem wir nichts verschlüsseln können.',
    });
    // Outside development the local push service is no push service either.
    const production = await subscribe(anna, phone, { ...env, ENVIRONMENT: 'production' });
    expect(production.status).toBe(400);
    expect(await devicesOf(anna)).toEqual([]);

    expect((await subscribe(anna, phone)).status).toBe(201);
    expect((await subscribe(anna, { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys: phone.keys })).status).toBe(201);
  });

  it('never pushes to a stored endpoint that is no push service any more, and forgets it', async () => {
    const author = await signedIn('paidYearly');
    const phone = await device();
    await subscribe(author, phone);
    await env.DB.prepare('UPDATE push_subscriptions SET endpoint = ?').bind('https://example.com:22/x').run();
    await comment(await signedIn('paidYearly'), (await createPost(db(), author.user.id)).id, 'Hallo!');
    await deliverySettled();
    expect(await devicesOf(author)).toEqual([]);
  });

  it('removes a device at once when its service refuses it with any 4xx', async () => {
    const author = await signedIn('paidYearly');
    const [refusing, kept] = [await device(), await device()];
    await subscribe(author, refusing);
    await subscribe(author, kept);
    await service.answerWith(refusing.id, { status: 403 });
    await comment(await signedIn('paidYearly'), (await createPost(db(), author.user.id)).id, 'Hallo!');
    await deliverySettled();
    expect(await devicesOf(author)).toEqual([kept.endpoint]);
  });

  it('counts an undeliverable push (a 5xx, a redirect it does not follow) once however often it was tried, starts over at a success, and removes the device at the fifth in a row', {
    timeout: 60_000,
  }, async () => {
    const author = await signedIn('paidYearly');
    const tom = await signedIn('paidYearly');
    const post = await createPost(db(), author.user.id);
    const [phone, elsewhere] = [await device(), await device()];
    await subscribe(author, phone);

    await service.answerWith(phone.id, { status: 500 });
    for (let i = 0; i < PUSH_FAILURE_LIMIT - 1; i++) await comment(tom, post.id, `Fehler ${i}`);
    expect(await failuresOf(phone.endpoint)).toBe(PUSH_FAILURE_LIMIT - 1);
    // Each was tried to the end and is a dead letter: four pushes, four failures, not twenty.
    expect(await pushTries()).toEqual(Array.from({ length: PUSH_FAILURE_LIMIT - 1 }, () => ({ state: 'failed', attempts: DELIVERY_TRIES })));
    expect(await env.DB.prepare("SELECT count(*) AS n FROM dead_letters WHERE kind = 'push'").first('n')).toBe(PUSH_FAILURE_LIMIT - 1);
    await service.answerWith(phone.id, null);
    await comment(tom, post.id, 'Wieder da.');
    expect(await failuresOf(phone.endpoint)).toBe(0);
    expect(await delivered(service, phone.id)).toHaveLength(1);

    // Moved to another address: our signed push is not carried there.
    await service.answerWith(phone.id, { status: 307, location: elsewhere.endpoint });
    for (let i = 0; i < PUSH_FAILURE_LIMIT - 1; i++) await comment(tom, post.id, `Umgezogen ${i}`);
    expect(await failuresOf(phone.endpoint)).toBe(PUSH_FAILURE_LIMIT - 1);
    await comment(tom, post.id, 'Zum fünften Mal.');
    expect(await failuresOf(phone.endpoint)).toBeNull();
    expect(await delivered(service, elsewhere.id)).toEqual([]);
  });

  it('gives up on a service that does not answer within 5 seconds, and a retry that goes counts no failure', { timeout: 30_000 }, async () => {
    const author = await signedIn('paidYearly');
    const phone = await device();
    await subscribe(author, phone);
    await service.answerWith(phone.id, 'hang');
    const started = Date.now();
    expect((await comment(await signedIn('paidYearly'), (await createPost(db(), author.user.id)).id, 'Hallo?')).status).toBe(201);
    // The request never waits for a push service: the Queue's consumer does.
    expect(Date.now() - started).toBeLessThan(2_000);

    // The first try is under way (claimed, its request sent): the service answers again from now on.
    await vi.waitUntil(async () => (await pushTries()).some((claim) => claim.state === 'sending'), { timeout: 5_000, interval: 20 });
    await new Promise((resolve) => setTimeout(resolve, 500));
    await service.answerWith(phone.id, null);
    expect(await delivered(service, phone.id)).toHaveLength(1);
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(5_000);
    expect(elapsed).toBeLessThan(9_000);
    expect(await pushTries()).toEqual([{ state: 'sent', attempts: 2 }]);
    expect(await failuresOf(phone.endpoint)).toBe(0);
  });

  it(`sends at most ${PUSH_PER_PASS} pushes in a pass, each device its first notifications`, async () => {
    const author = await signedIn('paidYearly');
    const tom = await signedIn('paidYearly');
    const devices = await Promise.all(Array.from({ length: PUSH_DEVICE_LIMIT }, () => device()));
    for (const each of devices) await subscribe(author, each);
    const post = await createPost(db(), author.user.id);
    // Six comments waiting at once, sixty pushes asked for.
    for (let i = 0; i < 6; i++) await createComment(db(), post.id, tom.user.id);

    const channels = deliveryChannels(env);
    await dispatchPending(db(), channels);
    await channels.outbox.flush();
    const received = await Promise.all(devices.map(async (each) => (await delivered(service, each.id)).length));
    expect(received).toEqual(devices.map(() => PUSH_PER_PASS / PUSH_DEVICE_LIMIT));
  });
});
