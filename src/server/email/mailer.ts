/** The Mailer port (docs/architecture.md §7): production sends through Cloudflare, development keeps a local mailbox. */
import { createCloudflareMailer } from './cloudflare-mailer';
import { createDevMailbox } from './dev-mailbox';

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

export function isDevelopment(env: Env): boolean {
  return env.ENVIRONMENT === 'development';
}

/**
 * Subjects carry members' text (display names, dog names), some stored before names had to be one
 * line: a line break there could end the header and forge the next one, so every control character
 * becomes a space, whichever email it is.
 */
const oneLine = (subject: string) => subject.replace(/\p{Cc}+/gu, ' ');

export function createMailer(env: Env): Mailer {
  const transport = isDevelopment(env) ? createDevMailbox(env.SESSION) : createCloudflareMailer(env.EMAIL, env.MAIL_FROM);
  return { send: (message) => transport.send({ ...message, subject: oneLine(message.subject) }) };
}
