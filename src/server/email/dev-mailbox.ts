import type { MailMessage, MailTransport } from './mailer';

/**
 * Development-only mailbox: every message is kept in KV for a day (readable at
 * `GET /__dev/mail?to=…`) and printed to the console with its links. It can be told to fail for an
 * address (`POST /__dev/mail/failures`), a number of times or always, to show the delivery Queue's
 * retries and dead letters (docs/decisions/040-delivery-queue.md).
 */
const PREFIX = 'devmail:';
const FAILURE_PREFIX = 'devmail-failures:';
const TTL_SECONDS = 24 * 60 * 60;

export interface StoredMail extends MailMessage {
  sentAt: string;
}

/** Sends to an address that fail before the mailbox takes them again; `always` never does. */
export type MailFailures = number | 'always';

/** Keys sort newest first: the inverted timestamp is zero-padded. */
function mailKey(to: string, sentAt: number): string {
  const inverted = String(Number.MAX_SAFE_INTEGER - sentAt).padStart(16, '0');
  return `${PREFIX}${to.toLowerCase()}:${inverted}:${crypto.randomUUID()}`;
}

const failureKey = (to: string) => `${FAILURE_PREFIX}${to.toLowerCase()}`;

export async function setDevMailFailures(kv: KVNamespace, to: string, failures: MailFailures): Promise<void> {
  if (failures === 0) await kv.delete(failureKey(to));
  else await kv.put(failureKey(to), JSON.stringify(failures), { expirationTtl: TTL_SECONDS });
}

/** Counts one send against the address's failures; true when this one is to fail. */
async function failsNow(kv: KVNamespace, to: string): Promise<boolean> {
  const failures = await kv.get<MailFailures>(failureKey(to), 'json');
  if (failures === null) return false;
  if (failures !== 'always') await setDevMailFailures(kv, to, failures - 1);
  return true;
}

export function createDevMailbox(kv: KVNamespace): MailTransport {
  return {
    async send(message) {
      if (await failsNow(kv, message.to)) throw new Error(`development mailbox: told to fail for ${message.to}`);
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
