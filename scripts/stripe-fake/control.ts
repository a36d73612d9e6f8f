/**
 * The control API for tests and development (`/__fake/…`, JSON, no key): forget everything, read
 * the events, get one signed as a webhook would carry it, deliver one again, and move a
 * subscription's clock to its trial's or period's end – what Stripe's test clocks do, per subscription.
 */
import { endPeriod, type ForcedPayment } from './billing';
import type { Fake } from './context';
import { invalidRequest, resourceMissing, StripeFakeError } from './errors';
import { jsonReply, type HttpRequest, type PageRoute, type Reply } from './http';
import { eventPayload, signatureHeader } from './webhooks';

/** Answers a handler's value as JSON and its Stripe-style errors in Stripe's error format. */
const json =
  (handler: (request: HttpRequest, params: Record<string, string>) => unknown): PageRoute['handle'] =>
  async (request, params): Promise<Reply> => {
    try {
      return jsonReply(200, await handler(request, params));
    } catch (error) {
      if (error instanceof StripeFakeError) return jsonReply(error.status, { error: error.body });
      throw error;
    }
  };

function jsonBody(request: HttpRequest): Record<string, unknown> {
  try {
    const body: unknown = JSON.parse(request.body || '{}');
    if (typeof body === 'object' && body !== null && !Array.isArray(body)) return body as Record<string, unknown>;
  } catch {
    // Answered below like any other body that is not a JSON object.
  }
  throw invalidRequest('The body must be a JSON object.');
}

const ADVANCE_TARGETS = ['trial_will_end', 'trial_end', 'period_end'] as const;
const LIVE_STATUSES = ['trialing', 'active', 'past_due'];

export function controlRoutes(fake: Fake): PageRoute[] {
  const { store, events } = fake;
  const event = (id = '') => {
    const found = events.get(id);
    if (!found) throw resourceMissing('event', id);
    return found;
  };

  return [
    {
      method: 'POST',
      path: '/__fake/reset',
      handle: json(() => {
        store.reset();
        events.reset();
        fake.idempotency.reset();
        return { reset: true };
      }),
    },
    {
      method: 'GET',
      path: '/__fake/events',
      handle: json((request) => {
        const after = request.url.searchParams.get('after');
        return { data: events.list({ type: request.url.searchParams.get('type') ?? undefined, after: after ? event(after) : undefined }) };
      }),
    },
    {
      method: 'GET',
      path: '/__fake/events/:id/signed',
      handle: json((_request, { id }) => {
        const payload = eventPayload(event(id));
        return { payload, signature: signatureHeader(payload, fake.webhookSecret) };
      }),
    },
    {
      method: 'POST',
      path: '/__fake/events/:id/deliver',
      handle: json((_request, { id }) => {
        if (!fake.webhooks) throw invalidRequest('No webhook URL is configured (STRIPE_FAKE_WEBHOOK_URL).');
        return fake.webhooks.send(event(id));
      }),
    },
    {
      method: 'POST',
      path: '/__fake/subscriptions/:id/advance',
      handle: json((request, { id = '' }) => {
        const subscription = store.subscription(id);
        const { to, payment } = jsonBody(request);
        if (!ADVANCE_TARGETS.includes(to as (typeof ADVANCE_TARGETS)[number])) throw invalidRequest(`"to" must be one of ${ADVANCE_TARGETS.join(', ')}.`, 'to');
        if (payment !== undefined && payment !== 'succeeded' && payment !== 'failed')
          throw invalidRequest('"payment" must be "succeeded" or "failed".', 'payment');
        const needed = to === 'period_end' ? LIVE_STATUSES : ['trialing'];
        if (!needed.includes(subscription.status))
          throw invalidRequest(`The subscription is ${subscription.status}: it has no ${String(to).replaceAll('_', ' ')} to advance to.`, 'to');
        // Stripe sends trial_will_end three days before the trial ends; nothing else changes then.
        if (to === 'trial_will_end') events.emit('customer.subscription.trial_will_end', subscription);
        else endPeriod(fake, subscription, payment as ForcedPayment | undefined);
        return subscription;
      }),
    },
  ];
}
