/**
 * What a browser's push service and the browser itself do to a web push message, with Web Crypto
 * only: check the application server's VAPID claim (RFC 8292), then decrypt the body as the user
 * agent would (RFC 8291, the `aes128gcm` content coding of RFC 8188).
 */

type Bytes = Uint8Array<ArrayBuffer>;

const { subtle } = globalThis.crypto;
const utf8 = new TextEncoder();
const P256 = { name: 'ECDH', namedCurve: 'P-256' } as const;

/** A check the message failed: the HTTP status a push service answers with, and why. */
export class Refusal extends Error {
  constructor(
    readonly status: 400 | 401 | 403,
    reason: string,
  ) {
    super(reason);
  }
}

export const base64url = {
  encode: (bytes: Uint8Array): string => Buffer.from(bytes).toString('base64url'),
  decode: (text: string): Bytes => new Uint8Array(Buffer.from(text, 'base64url')),
};

function concat(...parts: Uint8Array[]): Bytes {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

const sameBytes = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((byte, i) => byte === b[i]);

/** An uncompressed P-256 point (0x04 | x | y), the only form web push uses for public keys. */
export const isUncompressedPoint = (bytes: Uint8Array) => bytes.length === 65 && bytes[0] === 4;

/** The browser's side of a subscription: `p256dh` and `auth` go to the app, the private key stays here. */
export interface UserAgentKeys {
  privateKey: CryptoKey;
  publicKey: Bytes;
  auth: Bytes;
}

export async function createUserAgentKeys(): Promise<UserAgentKeys> {
  const pair = await subtle.generateKey(P256, false, ['deriveBits']);
  return {
    privateKey: pair.privateKey,
    publicKey: new Uint8Array(await subtle.exportKey('raw', pair.publicKey)),
    auth: globalThis.crypto.getRandomValues(new Uint8Array(16)),
  };
}

async function hkdf(salt: Bytes, ikm: Bytes, info: Bytes, length: number): Promise<Bytes> {
  const key = await subtle.importKey('raw', ikm, 'HKDF', false, ['deriveBits']);
  return new Uint8Array(await subtle.deriveBits({ name: 'HKDF', hash: 'SHA-256', salt, info }, key, length * 8));
}

async function ecdh(keys: UserAgentKeys, senderPublicKey: Bytes): Promise<Bytes> {
  if (!isUncompressedPoint(senderPublicKey)) throw new Refusal(400, "the sender's key is not an uncompressed P-256 point");
  const sender = await subtle.importKey('raw', senderPublicKey, P256, false, []).catch(() => {
    throw new Refusal(400, "the sender's key is not on the P-256 curve");
  });
  return new Uint8Array(await subtle.deriveBits({ name: 'ECDH', public: sender }, keys.privateKey, 256));
}

async function openRecord(key: Bytes, iv: Bytes, ciphertext: Bytes): Promise<Bytes> {
  const cek = await subtle.importKey('raw', key, 'AES-GCM', false, ['decrypt']);
  const plaintext = await subtle.decrypt({ name: 'AES-GCM', iv }, cek, ciphertext).catch(() => {
    throw new Refusal(400, 'decryption failed: the body was not encrypted for this subscription, or was changed');
  });
  return new Uint8Array(plaintext);
}

/** RFC 8291 §3.4 and RFC 8188 §2: the salt, record size and sender key travel in the body's header. */
export async function decryptAes128gcm(body: Bytes, keys: UserAgentKeys): Promise<Bytes> {
  const idLength = body[20];
  if (idLength === undefined) throw new Refusal(400, 'the body is shorter than the aes128gcm header');
  const salt = body.subarray(0, 16);
  const recordSize = new DataView(body.buffer, body.byteOffset + 16, 4).getUint32(0);
  const senderPublicKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  // RFC 8291 §4: a push message is one record, so a receiver never has to stitch several together.
  if (ciphertext.length > recordSize) throw new Refusal(400, 'the body holds more than one record');

  const secret = await ecdh(keys, senderPublicKey);
  const ikm = await hkdf(keys.auth, secret, concat(utf8.encode('WebPush: info\0'), keys.publicKey, senderPublicKey), 32);
  const key = await hkdf(salt, ikm, utf8.encode('Content-Encoding: aes128gcm\0'), 16);
  const nonce = await hkdf(salt, ikm, utf8.encode('Content-Encoding: nonce\0'), 12);
  const padded = await openRecord(key, nonce, ciphertext);

  // The content, the delimiter 0x02 (last record), then any number of zeros.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Refusal(400, 'the record does not end with the last-record delimiter 0x02');
  return padded.subarray(0, end);
}

const MAX_JWT_LIFETIME_SECONDS = 24 * 60 * 60;

/**
 * RFC 8292: `Authorization: vapid t=<JWT>, k=<public key>`. The JWT must be ES256-signed by k, name
 * one of `audiences`, expire within 24 hours and give a contact; k must be the key the subscription
 * was made with, if it was bound to one. 401 when there is no VAPID at all, 403 when it is invalid.
 */
export async function verifyVapid(authorization: string | null, expected: { audiences: string[]; boundKey: Bytes | null }): Promise<void> {
  const credentials = /^vapid\s+(.+)$/i.exec(authorization ?? '')?.[1] ?? '';
  const params = new Map(credentials.split(',').map((pair) => [pair.slice(0, pair.indexOf('=')).trim(), pair.slice(pair.indexOf('=') + 1).trim()]));
  const [token, publicKey] = [params.get('t'), params.get('k')];
  if (!token || !publicKey) throw new Refusal(401, 'missing Authorization: vapid t=…, k=…');

  const key = base64url.decode(publicKey);
  if (expected.boundKey && !sameBytes(key, expected.boundKey)) {
    throw new Refusal(403, 'k is not the applicationServerKey the subscription was made with');
  }
  const verifier = isUncompressedPoint(key)
    ? await subtle.importKey('raw', key, { name: 'ECDSA', namedCurve: 'P-256' }, false, ['verify']).catch(() => null)
    : null;
  if (!verifier) throw new Refusal(403, 'k is not a P-256 public key');

  const [header, claims, signature, ...rest] = token.split('.');
  if (!header || !claims || !signature || rest.length > 0) throw new Refusal(403, 'the JWT is not header.claims.signature');
  const alg = parseJson(header)?.alg;
  if (alg !== 'ES256') throw new Refusal(403, `the JWT's alg is ${String(alg)}, not ES256`);
  // JWS carries ECDSA signatures as r | s, the format Web Crypto verifies.
  const signed = await subtle.verify({ name: 'ECDSA', hash: 'SHA-256' }, verifier, base64url.decode(signature), utf8.encode(`${header}.${claims}`));
  if (!signed) throw new Refusal(403, 'the JWT signature does not match k');

  const { aud, exp, sub } = parseJson(claims) ?? {};
  if (typeof aud !== 'string' || !expected.audiences.includes(aud)) throw new Refusal(403, `aud ${String(aud)} is not this push service's origin`);
  const now = Date.now() / 1000;
  if (typeof exp !== 'number' || exp <= now) throw new Refusal(403, 'the JWT has expired');
  if (exp > now + MAX_JWT_LIFETIME_SECONDS) throw new Refusal(403, 'the JWT expires more than 24 hours ahead');
  if (typeof sub !== 'string' || !/^(mailto|https):/.test(sub)) throw new Refusal(403, 'sub must be a mailto: or https: contact');
}

function parseJson(base64: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(base64, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
