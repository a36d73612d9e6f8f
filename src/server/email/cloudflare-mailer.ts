import type { MailTransport } from './mailer';

/** Sends through the Cloudflare Email Service `send_email` binding. */
export function createCloudflareMailer(binding: SendEmail, from: string): MailTransport {
  return {
    async send({ to, subject, text, html, replyTo, headers }) {
      await binding.send({ from, to, subject, text, html, ...(replyTo ? { replyTo } : {}), ...(headers ? { headers } : {}) });
    },
  };
}
