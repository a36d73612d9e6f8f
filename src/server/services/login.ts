/**
 * Password checks with lockout (docs/decisions/014-sign-in-hardening.md): the same answer whether
 * or not the email exists, and after repeated failures a pause per account and per address.
 * Every attempt is counted atomically BEFORE the password is verified, so parallel guesses cannot
 * all slip under the limit; an attempt that turns out right is taken back off the counters.
 */
import { eq } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '~/server/auth/password';
import type { Db } from '~/server/db/client';
import { users, type User } from '~/server/db/schema';
import { ApiError } from '~/server/errors';
import { clearRateLimit, countHit, refundHit, type RateLimitRule } from '~/server/services/rate-limits';

export const ACCOUNT_LOCKOUT: RateLimitRule = { name: 'login-account', limit: 5, windowSeconds: 15 * 60 };
export const ADDRESS_LOCKOUT: RateLimitRule = { name: 'login-address', limit: 20, windowSeconds: 15 * 60 };

/** Verified against when the email is unknown, so both answers take the same time. */
let decoyHash: Promise<string> | undefined;

const withinLimit = (rows: { count: number }[], rule: RateLimitRule) => (rows[0]?.count ?? 1) <= rule.limit;
const attemptsLeft = (rows: { count: number }[], rule: RateLimitRule) => Math.max(0, rule.limit - (rows[0]?.count ?? 1));

/** From the third failure within the window on, a failed login says how many attempts are left before the lock. */
const WARN_FROM_ATTEMPTS_LEFT = ACCOUNT_LOCKOUT.limit - 3;

export async function authenticate(db: Db, email: string, password: string, address: string): Promise<User> {
  // Count this attempt on both lockouts and read the account in one round trip.
  const [accountCount, addressCount, [user]] = await db.batch([
    countHit(db, ACCOUNT_LOCKOUT, email),
    countHit(db, ADDRESS_LOCKOUT, address),
    db.select().from(users).where(eq(users.email, email)),
  ]);
  if (!withinLimit(accountCount, ACCOUNT_LOCKOUT) || !withinLimit(addressCount, ADDRESS_LOCKOUT)) throw new ApiError(429, 'login_locked');

  decoyHash ??= hashPassword('decoy-password-for-unknown-emails');
  const valid = await verifyPassword(password, user?.passwordHash ?? (await decoyHash));
  if (!user || !valid) {
    // The stricter of the two counters decides; it counts this attempt already.
    const left = Math.min(attemptsLeft(accountCount, ACCOUNT_LOCKOUT), attemptsLeft(addressCount, ADDRESS_LOCKOUT));
    throw new ApiError(401, 'login_invalid', undefined, undefined, left <= WARN_FROM_ATTEMPTS_LEFT ? { attemptsLeft: left } : undefined);
  }
  // Success: the account's failures are forgiven; the address keeps only its failures.
  await Promise.all([clearRateLimit(db, ACCOUNT_LOCKOUT, email), refundHit(db, ADDRESS_LOCKOUT, address)]);
  return user;
}

/**
 * Checks a signed-in member's current password (password change, account deletion) under the
 * same per-account lockout as the login, so a borrowed session cannot guess without limit.
 * `field` names the form field a wrong password is reported on.
 */
export async function verifyCurrentPassword(db: Db, user: User, password: string, field: string): Promise<void> {
  if (!withinLimit(await countHit(db, ACCOUNT_LOCKOUT, user.email), ACCOUNT_LOCKOUT)) throw new ApiError(429, 'login_locked');
  if (!(await verifyPassword(password, user.passwordHash))) throw new ApiError(400, 'change_password_wrong_current', field);
  await clearRateLimit(db, ACCOUNT_LOCKOUT, user.email);
}
