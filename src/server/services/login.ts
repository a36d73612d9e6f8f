/**
 * Password login with lockout (SPEC §8, DESIGN §5): the same answer whether or not the email
 * exists, and after repeated failures a pause per account and per address.
 */
import { eq } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../auth/password';
import type { Db } from '../db/client';
import { users, type User } from '../db/schema';
import { ApiError } from '../errors';
import { clearRateLimit, countHit, isOverLimit, readCount, type RateLimitRule } from '../middleware/rate-limit';

export const ACCOUNT_LOCKOUT: RateLimitRule = { name: 'login-account', limit: 5, windowSeconds: 15 * 60 };
export const ADDRESS_LOCKOUT: RateLimitRule = { name: 'login-address', limit: 20, windowSeconds: 15 * 60 };

/** Verified against when the email is unknown, so both answers take the same time. */
let decoyHash: Promise<string> | undefined;

export async function authenticate(db: Db, email: string, password: string, address: string): Promise<User> {
  // Both lockouts and the account in one round trip.
  const [accountCount, addressCount, [user]] = await db.batch([
    readCount(db, ACCOUNT_LOCKOUT, email),
    readCount(db, ADDRESS_LOCKOUT, address),
    db.select().from(users).where(eq(users.email, email)),
  ]);
  if (isOverLimit(accountCount, ACCOUNT_LOCKOUT) || isOverLimit(addressCount, ADDRESS_LOCKOUT)) throw new ApiError(429, 'login_locked');

  decoyHash ??= hashPassword('decoy-password-for-unknown-emails');
  const valid = await verifyPassword(password, user?.passwordHash ?? (await decoyHash));
  if (!user || !valid) {
    await db.batch([countHit(db, ACCOUNT_LOCKOUT, email), countHit(db, ADDRESS_LOCKOUT, address)]);
    throw new ApiError(401, 'login_invalid');
  }
  await clearRateLimit(db, ACCOUNT_LOCKOUT, email);
  return user;
}
