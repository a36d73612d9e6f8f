/**
 * The event log: every state change the app could learn about by webhook becomes a Stripe Event,
 * with a snapshot of the object and, for updates, the attributes it had before.
 */
import type Stripe from 'stripe';
import { newId, now } from './ids';
import { API_VERSION, type EventType, type FakeEvent } from './types';

const AUTOMATIC: Stripe.Event.Request = { id: null, idempotency_key: null };

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Stripe's `previous_attributes`: for each changed key its old value; nested hashes only with their
 * changed keys, arrays and scalars whole. Undefined when nothing changed.
 */
function previousAttributes(before: Record<string, unknown>, after: Record<string, unknown>): Record<string, unknown> | undefined {
  const changed: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const old = before[key];
    const current = after[key];
    if (isPlainObject(old) && isPlainObject(current)) {
      const nested = previousAttributes(old, current);
      if (nested) changed[key] = nested;
    } else if (JSON.stringify(old) !== JSON.stringify(current)) {
      changed[key] = old ?? null;
    }
  }
  return Object.keys(changed).length > 0 ? changed : undefined;
}

export class EventLog {
  private events: FakeEvent[] = [];
  private request = AUTOMATIC;

  constructor(
    /** Called with each new event, in creation order (webhook delivery). */
    private readonly onEvent: (event: FakeEvent) => void,
    private readonly pendingWebhooks: number,
  ) {}

  /** Runs an API request's work, so the events it causes name the request as Stripe's do. */
  during<T>(request: Stripe.Event.Request, work: () => T): T {
    this.request = request;
    try {
      return work();
    } finally {
      this.request = AUTOMATIC;
    }
  }

  emit(type: EventType, object: object, previous?: Record<string, unknown>): FakeEvent {
    const event: FakeEvent = {
      id: newId('evt'),
      object: 'event',
      api_version: API_VERSION,
      created: now(),
      livemode: false,
      type,
      data: { object: structuredClone(object), ...(previous ? { previous_attributes: previous } : {}) },
      pending_webhooks: this.pendingWebhooks,
      request: this.request,
    };
    this.events.push(event);
    this.onEvent(event);
    return event;
  }

  /** An `*.updated` event for `object` against its snapshot `before`; none when nothing changed. */
  emitUpdate(type: EventType, before: object, object: object): void {
    const previous = previousAttributes(before as Record<string, unknown>, object as Record<string, unknown>);
    if (previous) this.emit(type, object, previous);
  }

  get(id: string): FakeEvent | undefined {
    return this.events.find((event) => event.id === id);
  }

  /** Oldest first; only those after the event `after` (by id) and of `type` when given. */
  list(filter: { type?: string; after?: FakeEvent }): FakeEvent[] {
    const start = filter.after ? this.events.indexOf(filter.after) + 1 : 0;
    return this.events.slice(start).filter((event) => !filter.type || event.type === filter.type);
  }

  reset(): void {
    this.events = [];
  }
}
