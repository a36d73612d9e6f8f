/**
 * Webhook delivery as Stripe does it: the event as pretty-printed JSON, signed with
 * `Stripe-Signature: t=<unix>,v1=<hex HMAC-SHA256(secret, "<t>.<payload>")>`, which the SDK's
 * `webhooks.constructEvent(Async)` verifies. Deliveries go out one at a time, in creation order.
 */
import { createHmac } from 'node:crypto';
import { now } from './ids';
import type { FakeEvent } from './types';

/** The exact body Stripe posts for an event. */
export const eventPayload = (event: FakeEvent) => JSON.stringify(event, null, 2);

export function signatureHeader(payload: string, secret: string, timestamp = now()): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

export type DeliveryResult = { status: number } | { error: string };

export class WebhookSender {
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly url: string,
    private readonly secret: string,
    private readonly log: (line: string) => void,
  ) {}

  /** Queued behind every earlier delivery; one attempt, and a target that is down only gets logged. */
  send(event: FakeEvent): Promise<DeliveryResult> {
    const delivery = this.queue.then(() => this.post(event));
    this.queue = delivery;
    return delivery;
  }

  /** Settles once everything queued so far has been attempted. */
  idle(): Promise<void> {
    return this.queue.then(() => undefined);
  }

  private async post(event: FakeEvent): Promise<DeliveryResult> {
    const payload = eventPayload(event);
    try {
      const response = await fetch(this.url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json; charset=utf-8',
          'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          'Stripe-Signature': signatureHeader(payload, this.secret),
        },
        body: payload,
        signal: AbortSignal.timeout(10_000),
      });
      await response.arrayBuffer();
      this.log(`webhook ${event.type} ${event.id} → ${response.status}`);
      return { status: response.status };
    } catch (error) {
      const reason = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
      this.log(`webhook ${event.type} ${event.id} failed: ${reason}`);
      return { error: reason };
    }
  }
}
