/**
 * The producer side of delivery (docs/decisions/040-delivery-queue.md): what a request, the Cron
 * Trigger or a notification pass wants sent is gathered in an outbox and goes to the Queue in one
 * `sendBatch` at the end, so a write costs one call to the Queue and no D1 round trip for it.
 * Services see the outbox as their Mailer; the transports (create-mailer.ts) are the consumer's alone.
 */
import type { MailMessage, Mailer } from '~/server/email/mailer';
import { type DeliveryMessage, freshKey } from './messages';

/** A Queue takes at most 100 messages and 256 KB in one `sendBatch`; a little under, for the envelope. */
const BATCH_MESSAGES = 100;
const BATCH_BYTES = 200_000;

export interface Outbox extends Mailer {
  add(message: DeliveryMessage): void;
  /** What was added since the last flush, in as few `sendBatch` calls as the Queue's limits allow (usually one). */
  flush(): Promise<void>;
}

/** Sends messages to the delivery Queue now. */
export async function enqueueDelivery(queue: Queue<DeliveryMessage>, messages: DeliveryMessage[]): Promise<void> {
  let chunk: MessageSendRequest<DeliveryMessage>[] = [];
  let bytes = 0;
  for (const body of messages) {
    const size = JSON.stringify(body).length;
    if (chunk.length === BATCH_MESSAGES || (chunk.length > 0 && bytes + size > BATCH_BYTES)) {
      await queue.sendBatch(chunk);
      chunk = [];
      bytes = 0;
    }
    chunk.push({ body, contentType: 'json' });
    bytes += size;
  }
  if (chunk.length > 0) await queue.sendBatch(chunk);
}

export function createOutbox(queue: Queue<DeliveryMessage>): Outbox {
  let waiting: DeliveryMessage[] = [];
  return {
    send: async (mail: MailMessage, key = freshKey('mail')) => {
      waiting.push({ kind: 'mail', key, mail });
    },
    add: (message) => {
      waiting.push(message);
    },
    flush: async () => {
      const messages = waiting;
      waiting = [];
      await enqueueDelivery(queue, messages);
    },
  };
}
