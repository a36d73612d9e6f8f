/** What every part of the fake shares: its state, its event log and how events leave it. */
import type { EventLog } from './events';
import type { IdempotencyCache } from './idempotency';
import type { Store } from './store';
import type { WebhookSender } from './webhooks';

export interface Fake {
  store: Store;
  events: EventLog;
  idempotency: IdempotencyCache;
  /** Null when no webhook URL is configured: events are then only kept for the control API. */
  webhooks: WebhookSender | null;
  webhookSecret: string;
  /** Where browsers reach the fake (3-D Secure pages), when not the origin the API was called at. */
  publicUrl: string | undefined;
}
