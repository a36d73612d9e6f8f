/**
 * A local stand-in for a browser vendor's push service (FCM, Mozilla's autopush, …), as
 * scripts/stripe-fake is for Stripe: it hands out subscriptions the way a browser does, checks every
 * push the way the service does (VAPID), decrypts it the way the browser does, and keeps what arrived
 * for the tests to read (client.ts). Everything lives in memory.
 *
 *   const service = await startPushService({ port: 0 });
 *   const subscription = await pushServiceClient(service.url).subscribe(VAPID_TEST_KEYS.publicKey);
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PushServiceAnswer, PushServiceSubscription, ReceivedPush } from './client';
import { base64url, createUserAgentKeys, decryptAes128gcm, isUncompressedPoint, Refusal, type UserAgentKeys, verifyVapid } from './crypto';

export interface PushService {
  /** http://localhost:port; subscription endpoints are `${url}/push/${id}`. */
  url: string;
  close(): Promise<void>;
}

interface Subscription {
  endpoint: string;
  keys: UserAgentKeys;
  /** The VAPID public key the subscription was made with; pushes signed by another key are refused. */
  applicationServerKey: Uint8Array<ArrayBuffer> | null;
  gone: boolean;
  /** What pushes get instead of delivery, when a test asked for it (client.ts `answerWith`). */
  answer: PushServiceAnswer | null;
  messages: ReceivedPush[];
}

interface Incoming {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Uint8Array<ArrayBuffer>;
}

interface Reply {
  status: number;
  headers?: Record<string, string>;
  body?: unknown;
}

// RFC 8030 §7.2 lets a service cap a message at no less than 4096 bytes, and the big ones cap it there.
const MAX_MESSAGE_BYTES = 4096;
const URGENCIES: readonly string[] = ['very-low', 'low', 'normal', 'high'] satisfies ReceivedPush['urgency'][];

const failure = (status: number, reason: string): Reply => ({ status, body: { error: reason } });

function header(request: Incoming, name: string): string | null {
  const value = request.headers[name];
  return (Array.isArray(value) ? value.join(', ') : value) ?? null;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export async function startPushService(options: { port: number }): Promise<PushService> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    // No host: both IPv4 and IPv6 loopback answer, whichever `localhost` resolves to.
    server.listen(options.port, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const url = `http://localhost:${(server.address() as AddressInfo).port}`;
  // Endpoints are https, as push services' are (RFC 8030) and as senders insist; the service itself
  // speaks plain http, and the hop between ends the TLS (the integration tests' outboundService,
  // vitest.config.ts). So the JWT's aud names the https origin.
  const publicUrl = url.replace(/^http:/, 'https:');
  const audiences = [publicUrl];
  const subscriptions = new Map<string, Subscription>();

  async function subscribe(request: Incoming): Promise<Reply> {
    const requested = request.body.length > 0 ? parseJson(Buffer.from(request.body).toString('utf8')) : {};
    if (typeof requested !== 'object' || requested === null) return failure(400, 'the body must be a JSON object');
    const { applicationServerKey } = requested as { applicationServerKey?: unknown };
    const bound = typeof applicationServerKey === 'string' ? base64url.decode(applicationServerKey) : null;
    // As pushManager.subscribe() does, refuse a key that cannot be a VAPID public key.
    if (applicationServerKey !== undefined && !(bound && isUncompressedPoint(bound))) {
      return failure(400, 'applicationServerKey must be an uncompressed P-256 point in base64url');
    }
    const id = randomUUID();
    const subscription: Subscription = {
      endpoint: `${publicUrl}/push/${id}`,
      keys: await createUserAgentKeys(),
      applicationServerKey: bound,
      gone: false,
      answer: null,
      messages: [],
    };
    subscriptions.set(id, subscription);
    const body: PushServiceSubscription = {
      id,
      endpoint: subscription.endpoint,
      keys: { p256dh: base64url.encode(subscription.keys.publicKey), auth: base64url.encode(subscription.keys.auth) },
    };
    return { status: 201, body };
  }

  /** The service's checks (RFC 8030, RFC 8292), then the browser's decryption (RFC 8291). */
  async function receive(request: Incoming, subscription: Subscription): Promise<Reply> {
    if (subscription.gone) return failure(410, 'the subscription has been unsubscribed');
    const { answer } = subscription;
    // A service that never answers: the sender has to give up on its own.
    if (answer === 'hang') return new Promise<never>(() => {});
    if (answer) return { status: answer.status, headers: answer.location ? { Location: answer.location } : {}, body: { error: 'answered as asked' } };
    await verifyVapid(header(request, 'authorization'), { audiences, boundKey: subscription.applicationServerKey });

    const ttl = header(request, 'ttl');
    if (!ttl || !/^\d+$/.test(ttl)) return failure(400, 'the TTL header is missing or not a whole number of seconds');
    const urgency = header(request, 'urgency');
    if (urgency !== null && !URGENCIES.includes(urgency)) return failure(400, `Urgency must be one of ${URGENCIES.join(', ')}`);
    const topic = header(request, 'topic');
    if (topic !== null && !/^[\w-]{1,32}$/.test(topic)) return failure(400, 'Topic must be at most 32 base64url characters');
    // A push without a payload is legal, but the app always sends one: an empty body is its bug.
    if (request.body.length === 0) return failure(400, 'the push has no payload');
    if (request.body.length > MAX_MESSAGE_BYTES) return failure(413, `the payload is over ${MAX_MESSAGE_BYTES} bytes`);

    // RFC 8291 §4: aes128gcm only, the coding every current service and browser accepts.
    const encoding = header(request, 'content-encoding');
    if (encoding !== 'aes128gcm') return failure(400, `Content-Encoding must be aes128gcm, not ${encoding ?? 'missing'}`);
    const plaintext = await decryptAes128gcm(request.body, subscription.keys);

    const text = new TextDecoder().decode(plaintext);
    subscription.messages.push({
      payload: parseJson(text) ?? text,
      ttl: Number(ttl),
      urgency: urgency as ReceivedPush['urgency'],
      topic,
      receivedAt: new Date().toISOString(),
    });
    return { status: 201 };
  }

  const routes: Record<string, (request: Incoming, subscription: Subscription) => Promise<Reply> | Reply> = {
    'POST /push/:id': receive,
    'GET /subscriptions/:id/messages': (_, subscription) => ({ status: 200, body: { messages: subscription.messages } }),
    'PUT /subscriptions/:id/answer': (request, subscription) => {
      const asked = parseJson(Buffer.from(request.body).toString('utf8')) as { answer?: PushServiceAnswer | null } | undefined;
      subscription.answer = asked?.answer ?? null;
      return { status: 204 };
    },
    'DELETE /subscriptions/:id': (_, subscription) => {
      subscription.gone = true;
      return { status: 204 };
    },
  };

  async function route(request: Incoming): Promise<Reply> {
    if (request.method === 'POST' && request.path === '/subscriptions') return subscribe(request);
    const match = /^\/(push|subscriptions)\/([^/]+)(\/messages|\/answer)?$/.exec(request.path);
    const handle = match && routes[`${request.method} /${match[1]}/:id${match[3] ?? ''}`];
    if (!match?.[2] || !handle) return failure(404, `no route ${request.method} ${request.path}`);
    const subscription = subscriptions.get(match[2]);
    return subscription ? handle(request, subscription) : failure(404, 'no such subscription');
  }

  server.on('request', async (message: IncomingMessage, response: ServerResponse) => {
    let reply: Reply;
    try {
      const chunks: Buffer[] = [];
      for await (const chunk of message as AsyncIterable<Buffer>) chunks.push(chunk);
      const request: Incoming = {
        method: message.method ?? 'GET',
        path: new URL(message.url ?? '/', url).pathname,
        headers: message.headers,
        body: new Uint8Array(Buffer.concat(chunks)),
      };
      reply = request.method === 'OPTIONS' ? { status: 204 } : await route(request);
    } catch (error) {
      if (error instanceof Refusal) reply = failure(error.status, error.message);
      else {
        // A bug here must not look like a refusal the app would handle.
        console.error('[push-service]', error);
        reply = failure(500, `the push service failed: ${String(error)}`);
      }
    }
    const json = reply.body === undefined ? undefined : JSON.stringify(reply.body);
    response
      .writeHead(reply.status, {
        // Playwright pages subscribe from the app's origin.
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE, OPTIONS',
        'Access-Control-Allow-Headers': message.headers['access-control-request-headers'] ?? 'Content-Type',
        ...(json === undefined ? {} : { 'Content-Type': 'application/json; charset=utf-8' }),
        ...reply.headers,
      })
      .end(json);
  });

  return {
    url,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
