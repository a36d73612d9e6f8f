/**
 * What goes through the delivery Queue (docs/decisions/040-delivery-queue.md): an email, a push to
 * one device, or a notification pass (which claims waiting notifications and queues their emails and
 * pushes). Every message carries an idempotency key; emails and pushes claim it in D1 before they go.
 */
import type { PushMessage } from '~/shared/notifications';
import type { MailMessage } from '~/server/email/mailer';
import type { PushDevice } from '~/server/push/web-push';

export type DeliveryMessage =
  | { kind: 'mail'; key: string; mail: MailMessage }
  | { kind: 'push'; key: string; userId: number; deviceId: number; device: PushDevice; push: PushMessage }
  | { kind: 'notifications'; key: string };

/** The Queue's names (wrangler.jsonc `queues`): the consumer tells its two batches apart by them. */
export const DELIVERY_QUEUE = 'rudel-delivery';
export const DEAD_LETTER_QUEUE = 'rudel-delivery-dead';

/** Tries a message gets before the dead-letter queue (wrangler.jsonc `max_retries` + 1). */
export const DELIVERY_TRIES = 5;

/** A fresh key, for a send that happens once by nature (one registration's verification email). */
export const freshKey = (prefix: string) => `${prefix}:${crypto.randomUUID()}`;

/** Where a message goes and what it says, in a line: for the dead letters' list. */
export function summaryOf(message: DeliveryMessage): { recipient: string; subject: string } {
  if (message.kind === 'mail') return { recipient: message.mail.to, subject: message.mail.subject };
  if (message.kind === 'push') return { recipient: `#${message.userId}`, subject: message.push.title };
  return { recipient: '', subject: '' };
}
