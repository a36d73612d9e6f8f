/**
 * The Mailer port (docs/architecture.md §7): what a mail is, what services hand it to (the Mailer,
 * which queues it: docs/decisions/040-delivery-queue.md) and what sends it (the MailTransport:
 * cloudflare-mailer.ts, dev-mailbox.ts; create-mailer.ts picks one for the queue consumer).
 */

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** Extra header fields, e.g. the one-click unsubscribe of notification emails (RFC 8058). */
  headers?: Record<string, string>;
}

/**
 * What services send through: the request's outbox (server/delivery/outbox.ts), which queues the
 * mail; `key` is its idempotency key when the caller has a natural one (a digest, a notification email).
 */
export interface Mailer {
  send(message: MailMessage, key?: string): Promise<void>;
}

/** What actually sends a mail (Cloudflare's binding, the development mailbox): the queue consumer's alone. */
export interface MailTransport {
  send(message: MailMessage): Promise<void>;
}

/**
 * Subjects carry members' text (display names, dog names), some stored before names had to be one
 * line: a line break there could end the header and forge the next one, so every control character
 * becomes a space, whichever email it is.
 */
const oneLine = (subject: string) => subject.replace(/\p{Cc}+/gu, ' ');

/** The transport, sending every subject on one line. */
export function withOneLineSubjects(transport: MailTransport): MailTransport {
  return { send: (message) => transport.send({ ...message, subject: oneLine(message.subject) }) };
}
