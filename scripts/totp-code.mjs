/**
 * Prints the current six-digit TOTP code for a base32 secret, offline, the way an authenticator
 * app computes it: `npm run -s totp -- <secret>` signs in as a demo admin or moderator without a phone.
 */
import { Secret, TOTP } from 'otpauth';

const secret = process.argv[2];
if (!secret) {
  console.error('usage: npm run -s totp -- <base32 secret>');
  process.exit(2);
}
const totp = new TOTP({ secret: Secret.fromBase32(secret.replace(/\s/g, '').toUpperCase()) });
const remaining = 30 - (Math.floor(Date.now() / 1000) % 30);
console.log(totp.generate());
console.error(`valid for ${remaining} more seconds; each code works once per account`);
