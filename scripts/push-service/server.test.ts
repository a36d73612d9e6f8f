/**
 * The local push service over HTTP, fed what the app's server sends: requests built by
 * @block65/webcrypto-web-push (src/server/push/web-push.ts) with the development VAPID keys,
 * decrypted by the service and read back.
 */
import { buildPushPayload, type PushMessage, type VapidKeys } from '@block65/webcrypto-web-push';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { VAPID_TEST_KEYS } from '../dev-vars.mjs';
import { type PushServiceClient, type PushServiceSubscription, pushServiceClient } from './client';
import { base64url, decryptAes128gcm, Refusal, type UserAgentKeys } from './crypto';
import { type PushService, startPushService } from './server';

const vapid: VapidKeys = { subject: 'mailto:support@rudel.example', ...VAPID_TEST_KEYS };
const HOUR_MS = 60 * 60 * 1000;

let service: PushService;
let client: PushServiceClient;

beforeAll(async () => {
  service = await startPushService({ port: 0 });
  client = pushServiceClient(service.url);
});
afterAll(() => service.close());

interface Send {
  message?: PushMessage;
  vapid?: VapidKeys;
  /** The endpoint the request is built for, when it is not the subscription's. */
  endpoint?: string;
}

/**
 * A push request as the app's server builds it, for the subscription's https endpoint.
 */
async function build(subscription: PushServiceSubscription, send: Send = {}) {
  const endpoint = send.endpoint ?? subscription.endpoint;
  const payload = await buildPushPayload(
    send.message ?? { data: { title: 'Hallo' } },
    { ...subscription, endpoint, expirationTime: null },
    send.vapid ?? vapid,
  );
  const request = { headers: new Headers(payload.headers), body: payload.body };
  // fetch counts the body itself; the library's count would be wrong for the tests that swap the body.
  request.headers.delete('Content-Length');
  return request;
}

/** Posts to an endpoint the way the tests' network does: the https hop ends at the service's plain http. */
const post = (endpoint: string, request: { headers: Headers; body: Uint8Array<ArrayBuffer> }) =>
  fetch(endpoint.replace(/^https:/, 'http:'), { method: 'POST', ...request });

async function answer(response: Response): Promise<{ status: number; error?: string }> {
  const text = await response.text();
  return { status: response.status, ...(text ? (JSON.parse(text) as { error: string }) : {}) };
}

/** A VAPID key pair other than the app's, in the form the library takes. */
async function otherVapidKeys(): Promise<VapidKeys> {
  const pair = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify']);
  const { d } = await crypto.subtle.exportKey('jwk', pair.privateKey);
  return { ...vapid, publicKey: base64url.encode(new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey))), privateKey: d ?? '' };
}

/** Runs `build` with the clock moved by `offsetMs`: the library's JWT runs 12 hours from then. */
async function buildAt(offsetMs: number, subscription: PushServiceSubscription) {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + offsetMs });
  try {
    return await build(subscription);
  } finally {
    vi.useRealTimers();
  }
}

describe('subscriptions', () => {
  it('are shaped like PushSubscription.toJSON(), with fresh keys each', async () => {
    const [one, two] = await Promise.all([client.subscribe(VAPID_TEST_KEYS.publicKey), client.subscribe()]);
    expect(one.endpoint).toBe(`${service.url.replace(/^http:/, 'https:')}/push/${one.id}`);
    expect([...base64url.decode(one.keys.p256dh).subarray(0, 1)]).toEqual([4]);
    expect(base64url.decode(one.keys.p256dh)).toHaveLength(65);
    expect(base64url.decode(one.keys.auth)).toHaveLength(16);
    expect(two.id).not.toBe(one.id);
    expect(two.keys).not.toEqual(one.keys);
  });

  it('refuse an applicationServerKey that is not a P-256 public key, as pushManager.subscribe() does', async () => {
    const response = await fetch(`${service.url}/subscriptions`, { method: 'POST', body: JSON.stringify({ applicationServerKey: 'c2hvcnQ' }) });
    expect(await answer(response)).toEqual({ status: 400, error: expect.stringContaining('applicationServerKey') });
  });

  it('can be made from a page on another origin (CORS)', async () => {
    const preflight = await fetch(`${service.url}/subscriptions`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:4321', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    expect(preflight.headers.get('access-control-allow-headers')).toBe('content-type');

    const created = await fetch(`${service.url}/subscriptions`, { method: 'POST', headers: { Origin: 'http://localhost:4321' } });
    expect(created.status).toBe(201);
    expect(created.headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe('a push from the app', () => {
  it('is verified, decrypted and kept, oldest first', async () => {
    const subscription = await client.subscribe(VAPID_TEST_KEYS.publicKey);
    const first = await build(subscription, {
      message: { data: { title: 'Neuer Kommentar', url: '/de/posts/1' }, options: { ttl: 3600, urgency: 'high', topic: 'comments' } },
    });
    expect((await post(subscription.endpoint, first)).status).toBe(201);
    expect((await post(subscription.endpoint, await build(subscription, { message: { data: 'zweite' } }))).status).toBe(201);

    expect(await client.messages(subscription.id)).toEqual([
      {
        payload: { title: 'Neuer Kommentar', url: '/de/posts/1' },
        ttl: 3600,
        urgency: 'high',
        topic: 'comments',
        receivedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
      // Text that is not JSON stays text.
      expect.objectContaining({ payload: 'zweite', ttl: 60, urgency: null, topic: null }),
    ]);
  });

  it('is refused when its body was changed on the way (400)', async () => {
    const subscription = await client.subscribe(VAPID_TEST_KEYS.publicKey);
    const request = await build(subscription);
    request.body[200] = (request.body[200] ?? 0) ^ 1;
    expect(await answer(await post(subscription.endpoint, request))).toEqual({ status: 400, error: expect.stringContaining('decryption failed') });
    expect(await client.messages(subscription.id)).toEqual([]);
  });

  it('is refused when it was encrypted for another subscription (400)', async () => {
    const [subscription, other] = await Promise.all([client.subscribe(VAPID_TEST_KEYS.publicKey), client.subscribe(VAPID_TEST_KEYS.publicKey)]);
    expect(await answer(await post(subscription.endpoint, await build(other)))).toEqual({ status: 400, error: expect.stringContaining('decryption failed') });
  });

  it('is refused when signed by a VAPID key other than the one the subscription was made with (403)', async () => {
    const [bound, unbound] = await Promise.all([client.subscribe(VAPID_TEST_KEYS.publicKey), client.subscribe()]);
    const other = await otherVapidKeys();
    expect(await answer(await post(bound.endpoint, await build(bound, { vapid: other })))).toEqual({
      status: 403,
      error: expect.stringContaining('not the applicationServerKey'),
    });
    // Without a bound key any correctly signed push goes through, as on the real services.
    expect((await post(unbound.endpoint, await build(unbound, { vapid: other }))).status).toBe(201);
  });

  it('is refused when the JWT was not signed by the key in k (403)', async () => {
    const subscription = await client.subscribe();
    const request = await build(subscription);
    const other = await otherVapidKeys();
    request.headers.set('Authorization', (request.headers.get('Authorization') ?? '').replace(/k=\S+$/, `k=${other.publicKey}`));
    expect(await answer(await post(subscription.endpoint, request))).toEqual({ status: 403, error: expect.stringContaining('signature') });
  });

  it('is refused when the JWT has expired or runs for more than 24 hours (403)', async () => {
    const subscription = await client.subscribe(VAPID_TEST_KEYS.publicKey);
    const expired = await buildAt(-13 * HOUR_MS, subscription);
    expect(await answer(await post(subscription.endpoint, expired))).toEqual({ status: 403, error: 'the JWT has expired' });
    const tooLong = await buildAt(13 * HOUR_MS, subscription);
    expect(await answer(await post(subscription.endpoint, tooLong))).toEqual({ status: 403, error: 'the JWT expires more than 24 hours ahead' });
  });

  it('is refused when the JWT names another push service or no contact (403)', async () => {
    const subscription = await client.subscribe(VAPID_TEST_KEYS.publicKey);
    const elsewhere = await build(subscription, { endpoint: 'https://fcm.googleapis.com/fcm/send/x' });
    expect(await answer(await post(subscription.endpoint, elsewhere))).toEqual({
      status: 403,
      error: expect.stringContaining('aud https://fcm.googleapis.com'),
    });
    const anonymous = await build(subscription, { vapid: { ...vapid, subject: 'support@rudel.example' } });
    expect(await answer(await post(subscription.endpoint, anonymous))).toEqual({ status: 403, error: expect.stringContaining('sub must be') });
  });

  it.each([
    ['no VAPID Authorization', (headers: Headers) => headers.delete('Authorization'), 401, 'missing Authorization'],
    ['no TTL', (headers: Headers) => headers.delete('TTL'), 400, 'TTL'],
    ['another Content-Encoding', (headers: Headers) => headers.set('Content-Encoding', 'aesgcm'), 400, 'Content-Encoding must be aes128gcm'],
    ['an unknown Urgency', (headers: Headers) => headers.set('Urgency', 'asap'), 400, 'Urgency must be'],
  ])('is refused with %s', async (_, change, status, reason) => {
    const subscription = await client.subscribe(VAPID_TEST_KEYS.publicKey);
    const request = await build(subscription);
    change(request.headers);
    expect(await answer(await post(subscription.endpoint, request))).toEqual({ status, error: expect.stringContaining(reason) });
    expect(await client.messages(subscription.id)).toEqual([]);
  });

  it('is refused over 4096 bytes (413), the limit of the real services', async () => {
    const subscription = await client.subscribe(VAPID_TEST_KEYS.publicKey);
    const { headers } = await build(subscription);
    expect((await post(subscription.endpoint, { headers, body: new Uint8Array(4097) })).status).toBe(413);
  });

  it('to an unknown subscription answers 404, to one the browser ended 410', async () => {
    const subscription = await client.subscribe(VAPID_TEST_KEYS.publicKey);
    const request = await build(subscription);
    expect((await post(`${service.url}/push/unknown`, request)).status).toBe(404);
    await expect(client.messages('unknown')).rejects.toThrow(/404/);

    expect((await post(subscription.endpoint, request)).status).toBe(201);
    await client.unsubscribe(subscription.id);
    expect(await answer(await post(subscription.endpoint, await build(subscription)))).toEqual({ status: 410, error: expect.stringContaining('unsubscribed') });
    // What arrived before stays readable.
    expect(await client.messages(subscription.id)).toHaveLength(1);
  });

  it('gets the answer a test asked for (a status, a redirect, none at all) until asked to deliver again', async () => {
    const subscription = await client.subscribe(VAPID_TEST_KEYS.publicKey);
    await client.answerWith(subscription.id, { status: 503 });
    expect((await post(subscription.endpoint, await build(subscription))).status).toBe(503);
    await client.answerWith(subscription.id, { status: 307, location: 'https://elsewhere.example/push' });
    const moved = await fetch(subscription.endpoint.replace(/^https:/, 'http:'), { method: 'POST', ...(await build(subscription)), redirect: 'manual' });
    expect([moved.status, moved.headers.get('location')]).toEqual([307, 'https://elsewhere.example/push']);
    await client.answerWith(subscription.id, 'hang');
    await expect(
      fetch(subscription.endpoint.replace(/^https:/, 'http:'), { method: 'POST', ...(await build(subscription)), signal: AbortSignal.timeout(200) }),
    ).rejects.toThrow(/timeout|abort/i);
    expect(await client.messages(subscription.id)).toEqual([]);

    await client.answerWith(subscription.id, null);
    expect((await post(subscription.endpoint, await build(subscription))).status).toBe(201);
    expect(await client.messages(subscription.id)).toHaveLength(1);
  });
});

/**
 * RFC 8291 §5, the worked example: a user agent's keys and a message encrypted for them. The
 * decryption is held to the standard itself, not only to the library the app happens to use.
 */
describe('decryption, on the example of RFC 8291', () => {
  const example = {
    plaintext: 'When I grow up, I want to be a watermelon',
    uaPublic: 'BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4',
    uaPrivate: 'q1dXpw3UpT5VOmu_cf_v6ih07Aems3njxI-JWgLcM94',
    auth: 'BTBZMqHH6r4Tts7J_aSIgg',
    body:
      'DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27ml' +
      'mlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_yl95bQpu6cVPT' +
      'pK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN',
  };

  async function exampleKeys(): Promise<UserAgentKeys> {
    const publicKey = base64url.decode(example.uaPublic);
    const jwk = { kty: 'EC', crv: 'P-256', x: base64url.encode(publicKey.subarray(1, 33)), y: base64url.encode(publicKey.subarray(33)), d: example.uaPrivate };
    const privateKey = await crypto.subtle.importKey('jwk', jwk, { name: 'ECDH', namedCurve: 'P-256' }, false, ['deriveBits']);
    return { privateKey, publicKey, auth: base64url.decode(example.auth) };
  }

  it('yields the plaintext', async () => {
    const plaintext = await decryptAes128gcm(base64url.decode(example.body), await exampleKeys());
    expect(new TextDecoder().decode(plaintext)).toBe(example.plaintext);
  });

  it('refuses the message with one bit changed', async () => {
    const body = base64url.decode(example.body);
    body[100] = (body[100] ?? 0) ^ 1;
    const refusal = await decryptAes128gcm(body, await exampleKeys()).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(Refusal);
    expect(refusal).toMatchObject({ status: 400, message: expect.stringContaining('decryption failed') });
  });
});
