/**
 * The local push service's JSON, and a client for tests. Apart from server.ts because the integration
 * tests run in workerd: this file needs nothing but `fetch`, server.ts needs `node:http`.
 */

/** What `PushSubscription.toJSON()` gives a page, plus the service's id for reading messages back. */
export interface PushServiceSubscription {
  id: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** A push message the service accepted, decrypted as the browser would hand it to the service worker. */
export interface ReceivedPush {
  /** The decrypted text, parsed when it is JSON. */
  payload: unknown;
  ttl: number;
  /** The `Urgency` and `Topic` headers as sent, null when absent. */
  urgency: 'very-low' | 'low' | 'normal' | 'high' | null;
  topic: string | null;
  /** ISO 8601, the service's own clock. */
  receivedAt: string;
}

/**
 * How a subscription's pushes are answered instead of being delivered, as a failing or moved service
 * would: a status (a redirect with its Location), or no answer at all.
 */
export type PushServiceAnswer = { status: number; location?: string } | 'hang';

export interface PushServiceClient {
  /** A new subscription, like `pushManager.subscribe({ applicationServerKey })`: bound to that VAPID key when given. */
  subscribe(applicationServerKey?: string): Promise<PushServiceSubscription>;
  /** The messages the subscription received, oldest first. */
  messages(id: string): Promise<ReceivedPush[]>;
  /** Ends the subscription like a browser that unsubscribed: later pushes to it answer 410 Gone. */
  unsubscribe(id: string): Promise<void>;
  /** Later pushes to the subscription get this answer; null delivers them again. */
  answerWith(id: string, answer: PushServiceAnswer | null): Promise<void>;
}

export function pushServiceClient(url: string): PushServiceClient {
  async function call(method: string, path: string, body?: unknown): Promise<Response> {
    const response = await fetch(`${url}${path}`, {
      method,
      headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`push service: ${method} ${path} answered ${response.status} ${await response.text()}`);
    return response;
  }
  return {
    subscribe: async (applicationServerKey) => (await call('POST', '/subscriptions', { applicationServerKey })).json(),
    messages: async (id) => ((await (await call('GET', `/subscriptions/${encodeURIComponent(id)}/messages`)).json()) as { messages: ReceivedPush[] }).messages,
    unsubscribe: async (id) => {
      await call('DELETE', `/subscriptions/${encodeURIComponent(id)}`);
    },
    answerWith: async (id, answer) => {
      await call('PUT', `/subscriptions/${encodeURIComponent(id)}/answer`, { answer });
    },
  };
}
