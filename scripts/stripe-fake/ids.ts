/** Stripe-looking identifiers and the clock every timestamp of the fake comes from. */
import { randomInt } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

export function randomToken(length: number): string {
  let token = '';
  for (let i = 0; i < length; i++) token += ALPHABET[randomInt(ALPHABET.length)];
  return token;
}

/** `cus_…`, `seti_…`, `evt_…`: the prefix tells the kind, as in Stripe. */
export const newId = (prefix: string) => `${prefix}_${randomToken(24)}`;

/** Seconds since the epoch, Stripe's unit for every timestamp. */
export const now = () => Math.floor(Date.now() / 1000);
