import type { MailMessage, Mailer } from './mailer';

/**
 * Development-only mailbox: every message is kept in KV for a day (readable at
 * `GET /__dev/mail?to=…`) and printed to the console with its links.
 */
const PREFIX = 'devmail:';
const TTL_SECONDS = 24 * 60 * 60;

export interface StoredMail extends MailMessage {
  sentAt: string;
}

/** Keys sort newest first: the inverted timestamp is zero-padded. */
function mailKey(to: string, sentAt: number): string {
  const inverted = String(Number.MAX_SAFE_INTEGER - sentAt).padStart(16, '0');
  return `${PREFIX}${to.toLowerCase()}:${inverted}:${crypto.randomUUID()}`;
}

export function createDevMailbox(kv: KVNamespace): Mailer {
  return {
    async send(message) {
      const now = Date.now();
      const stored: StoredMail = { ...message, sentAt: new Date(now).toISOString() };
      await kv.put(mailKey(message.to, now), JSON.stringify(stored), { expirationTtl: TTL_SECONDS });
      const links = message.text.match(/https?:\/\/\S+/g) ?? [];
      console.log(`[dev mail] to=${message.to} subject="${message.subject}"${links.map((l) => `\n  ${l}`).join('')}`);
    },
  };
}

export async function readDevMailbox(kv: KVNamespace, to: string): Promise<StoredMail[]> {
  const { keys } = await kv.list({ prefix: `${PREFIX}${to.toLowerCase()}:` });
  const mails = await Promise.all(keys.map((k) => kv.get<StoredMail>(k.name, 'json')));
  return mails.filter((mail): mail is StoredMail => mail !== null);
}
