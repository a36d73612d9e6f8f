/**
 * The mailer of a request: development keeps a local mailbox, everywhere else mail goes through
 * Cloudflare (docs/architecture.md §7). Apart from the port, so the transports can import the
 * port's types without the port importing them back.
 */
import { isDevelopment } from '~/server/environment';
import { createCloudflareMailer } from './cloudflare-mailer';
import { createDevMailbox } from './dev-mailbox';
import { type Mailer, withOneLineSubjects } from './mailer';

export function createMailer(env: Env): Mailer {
  return withOneLineSubjects(isDevelopment(env) ? createDevMailbox(env.SESSION) : createCloudflareMailer(env.EMAIL, env.MAIL_FROM));
}
