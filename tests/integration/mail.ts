import { env } from 'cloudflare:workers';
import { readDevMailbox, type StoredMail } from '~/server/email/dev-mailbox';

export async function mailsTo(address: string): Promise<StoredMail[]> {
  return readDevMailbox(env.SESSION, address);
}

/** The first link of the newest mail to `address`, as a path. */
export async function latestLink(address: string): Promise<string> {
  const [mail] = await mailsTo(address);
  const url = mail?.text.match(/https?:\/\/\S+/)?.[0];
  if (!url) throw new Error(`no link mailed to ${address}`);
  return new URL(url).pathname;
}
