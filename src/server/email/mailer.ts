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

export function createMailer(env: Env): Mailer {
  return isDevelopment(env) ? createDevMailbox(env.SESSION) : createCloudflareMailer(env.EMAIL, env.MAIL_FROM);
}
