/**
 * The Mailer port (docs/architecture.md §7): what a mail is and what sends one. The transports
 * (cloudflare-mailer.ts, dev-mailbox.ts) implement it; create-mailer.ts picks one per request.
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

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * Subjects carry members' text (display names, dog names), some stored before names had to be one
 * line: a line break there could end the header and forge the next one, so every control character
 * becomes a space, whichever email it is.
 */
const oneLine = (subject: string) => subject.replace(/\p{Cc}+/gu, ' ');

/** The transport, sending every subject on one line. */
export function withOneLineSubjects(transport: Mailer): Mailer {
  return { send: (message) => transport.send({ ...message, subject: oneLine(message.subject) }) };
}
