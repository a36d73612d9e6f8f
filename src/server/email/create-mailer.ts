/**
 * The mail transport of the delivery Queue's consumer: development keeps a local mailbox, everywhere
 * else mail goes through Cloudflare (docs/architecture.md §7). Services never send through it: they
 * hand mail to the outbox (docs/decisions/040-delivery-queue.md).
 */
import { isDevelopment } from '~/server/environment';
import { createCloudflareMailer } from './cloudflare-mailer';
import { createDevMailbox } from './dev-mailbox';
import { type MailTransport, withOneLineSubjects } from './mailer';

export function createMailTransport(env: Env): MailTransport {
  return withOneLineSubjects(isDevelopment(env) ? createDevMailbox(env.SESSION) : createCloudflareMailer(env.EMAIL, env.MAIL_FROM));
}
