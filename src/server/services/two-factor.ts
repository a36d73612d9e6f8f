/**
 * TOTP second factor (RFC 6238, SHA-1, 6 digits, 30 s) with one-time recovery codes
 * (docs/decisions/014-sign-in-hardening.md). `otpauth` computes the codes in plain JavaScript
 * (@noble/hashes), so it runs alike in the Worker and in Node.
 */
import { and, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import type { PasswordAndCode } from '~/shared/schemas/two-factor';
import { randomToken, sha256Hex } from '~/server/auth/crypto';
import type { Db } from '~/server/db/client';
import { loginChallenges, totpCredentials, totpRecoveryCodes, users, type User } from '~/server/db/schema';
import { twoFactorChangedEmail, type TwoFactorChange } from '~/server/email/account-emails';
import type { Mailer } from '~/server/email/mailer';
import { ApiError } from '~/server/errors';
import { clearRateLimit, countHit, type RateLimitRule } from '~/server/services/rate-limits';
import { issueEmailToken } from './email-tokens';
import { verifyCurrentPassword } from './login';

const ISSUER = 'Rudel';
export const RECOVERY_CODE_COUNT = 10;
/** Wrong codes per account and window, the same pace as passwords. */
export const SECOND_FACTOR_LOCKOUT: RateLimitRule = { name: 'second-factor', limit: 5, windowSeconds: 15 * 60 };

const totpFor = (user: Pick<User, 'email'>, secret: string) => new TOTP({ issuer: ISSUER, label: user.email, secret: Secret.fromBase32(secret) });

/** A recovery code as typed: case, spaces and dashes do not matter. */
const normalizeRecoveryCode = (code: string) => code.toUpperCase().replace(/[\s-]/g, '');

/** Ten characters of base32 from 50 random bits, shown as `XXXXX-XXXXX`. */
function newRecoveryCode(): string {
  const raw = new Secret({ size: 7 }).base32.slice(0, 10);
  return `${raw.slice(0, 5)}-${raw.slice(5)}`;
}

/** Whether the user has a confirmed second factor. */
export async function hasTwoFactor(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: totpCredentials.userId })
    .from(totpCredentials)
    .where(and(eq(totpCredentials.userId, userId), isNotNull(totpCredentials.enabledAt)));
  return row !== undefined;
}

/**
 * Tells the member by email that their second factor changed, with a fresh password-reset link
 * (valid one hour) for when it was not them.
 */
export async function notifyTwoFactorChange(db: Db, mailer: Mailer, user: User, origin: string, change: TwoFactorChange): Promise<void> {
  const token = await issueEmailToken(db, user.id, 'reset_password');
  await mailer.send(twoFactorChangedEmail(user, origin, token, change));
}

/** The statements that remove a member's second factor, secret and recovery codes (for a batch). */
export const twoFactorRemoval = (db: Db, userId: number) =>
  [db.delete(totpRecoveryCodes).where(eq(totpRecoveryCodes.userId, userId)), db.delete(totpCredentials).where(eq(totpCredentials.userId, userId))] as const;

/**
 * Starts (or restarts) enrollment with a new secret after the current password (under the login
 * lockout); answers the secret as text and as otpauth:// URI.
 */
export async function startEnrollment(db: Db, user: User, password: string): Promise<{ secret: string; uri: string }> {
  await verifyCurrentPassword(db, user, password, 'password');
  if (await hasTwoFactor(db, user.id)) throw new ApiError(409, 'two_factor_already_enabled');
  const secret = new Secret({ size: 20 }).base32;
  await db
    .insert(totpCredentials)
    .values({ userId: user.id, secret })
    .onConflictDoUpdate({ target: totpCredentials.userId, set: { secret, lastStep: 0, enabledAt: null } });
  return { secret, uri: totpFor(user, secret).toString() };
}

/**
 * Accepts a TOTP code for the step it belongs to, at most once: the step is stored with a
 * conditional update, so a code (or an older one) replayed, even in parallel, finds no row to move.
 */
async function acceptTotp(db: Db, user: User, secret: string, code: string, now: number, confirmed: boolean): Promise<boolean> {
  const totp = totpFor(user, secret);
  const delta = /^\d{6}$/.test(code) ? totp.validate({ token: code, timestamp: now, window: 1 }) : null;
  if (delta === null) return false;
  const step = totp.counter({ timestamp: now }) + delta;
  const moved = await db
    .update(totpCredentials)
    .set({ lastStep: step, ...(confirmed ? {} : { enabledAt: new Date(now) }) })
    .where(
      and(
        eq(totpCredentials.userId, user.id),
        lt(totpCredentials.lastStep, step),
        confirmed ? isNotNull(totpCredentials.enabledAt) : isNull(totpCredentials.enabledAt),
      ),
    )
    .returning({ userId: totpCredentials.userId });
  return moved.length > 0;
}

/** Counts one second-factor attempt for the account BEFORE it is checked; refuses once over the limit. */
async function countAttempt(db: Db, userId: number): Promise<void> {
  const [row] = await countHit(db, SECOND_FACTOR_LOCKOUT, String(userId));
  if ((row?.count ?? 1) > SECOND_FACTOR_LOCKOUT.limit) throw new ApiError(429, 'login_locked');
}

/** A right code forgives the account's wrong ones. */
const clearAttempts = (db: Db, userId: number) => clearRateLimit(db, SECOND_FACTOR_LOCKOUT, String(userId));

/**
 * Confirms enrollment with the current password and a first code: enables the factor, ends every
 * other session of the user, tells them by email and answers the recovery codes, which are shown
 * this once (only their hashes are kept).
 */
export async function confirmEnrollment(
  db: Db,
  mailer: Mailer,
  user: User,
  { password, code }: PasswordAndCode,
  origin: string,
  now = Date.now(),
): Promise<string[]> {
  await verifyCurrentPassword(db, user, password, 'password');
  await countAttempt(db, user.id);
  const [row] = await db.select().from(totpCredentials).where(eq(totpCredentials.userId, user.id));
  if (!row || row.enabledAt) throw new ApiError(409, row ? 'two_factor_already_enabled' : 'two_factor_not_enrolling');
  if (!(await acceptTotp(db, user, row.secret, code.trim(), now, false))) throw new ApiError(400, 'two_factor_invalid_code', 'code');
  await clearAttempts(db, user.id);
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const hashes = await Promise.all(codes.map((c) => sha256Hex(normalizeRecoveryCode(c))));
  await db.batch([
    db.delete(totpRecoveryCodes).where(eq(totpRecoveryCodes.userId, user.id)),
    db.insert(totpRecoveryCodes).values(hashes.map((codeHash) => ({ userId: user.id, codeHash }))),
    db
      .update(users)
      .set({ sessionsValidAfter: new Date(now), updatedAt: new Date(now) })
      .where(eq(users.id, user.id)),
  ]);
  await notifyTwoFactorChange(db, mailer, user, origin, 'enabled');
  return codes;
}

/**
 * Checks the second factor of a user with one enabled: a current TOTP code not used before, or
 * an unused recovery code, which is spent. Attempts count toward a lockout like passwords.
 */
export async function verifySecondFactor(db: Db, user: User, code: string, now = Date.now()): Promise<void> {
  await countAttempt(db, user.id);
  const [row] = await db
    .select()
    .from(totpCredentials)
    .where(and(eq(totpCredentials.userId, user.id), isNotNull(totpCredentials.enabledAt)));
  if (!row) throw new ApiError(400, 'two_factor_invalid_code', 'code');
  const typed = code.trim();
  if (await acceptTotp(db, user, row.secret, typed, now, true)) return clearAttempts(db, user.id);
  const spent = await db
    .delete(totpRecoveryCodes)
    .where(and(eq(totpRecoveryCodes.userId, user.id), eq(totpRecoveryCodes.codeHash, await sha256Hex(normalizeRecoveryCode(typed)))))
    .returning({ userId: totpRecoveryCodes.userId });
  if (spent.length === 0) throw new ApiError(400, 'two_factor_invalid_code', 'code');
  await clearAttempts(db, user.id);
}

/** Turns the second factor off after the current password and a code; the member is told by email. */
export async function disableTwoFactor(db: Db, mailer: Mailer, user: User, { password, code }: PasswordAndCode, origin: string): Promise<void> {
  await verifyCurrentPassword(db, user, password, 'password');
  await verifySecondFactor(db, user, code);
  await db.batch(twoFactorRemoval(db, user.id));
  await notifyTwoFactorChange(db, mailer, user, origin, 'disabled');
}

const CHALLENGE_TTL_MS = 5 * 60 * 1000;

const liveChallenge = async (challenge: string, now: number) =>
  and(eq(loginChallenges.tokenHash, await sha256Hex(challenge)), gt(loginChallenges.expiresAt, new Date(now)));

/** After a correct password: a short-lived, single-use challenge (D1 keeps only its hash). */
export async function issueLoginChallenge(db: Db, userId: number, now = Date.now()): Promise<string> {
  const challenge = randomToken();
  await db.insert(loginChallenges).values({ tokenHash: await sha256Hex(challenge), userId, expiresAt: new Date(now + CHALLENGE_TTL_MS) });
  return challenge;
}

/** The user a live challenge was issued for, or an error when it is unknown, expired or spent. */
export async function challengeUser(db: Db, challenge: string, now = Date.now()): Promise<User> {
  const [row] = await db
    .select({ user: users })
    .from(loginChallenges)
    .innerJoin(users, eq(users.id, loginChallenges.userId))
    .where(await liveChallenge(challenge, now));
  if (!row) throw new ApiError(400, 'two_factor_challenge_expired');
  return row.user;
}

/**
 * Spends a challenge once its code was accepted. One DELETE … RETURNING: of parallel requests
 * that each brought a right code (a TOTP code and recovery codes), exactly one finds the row and
 * may open a session; the others are refused as if the challenge had expired.
 */
export async function claimLoginChallenge(db: Db, challenge: string, now = Date.now()): Promise<void> {
  const claimed = await db
    .delete(loginChallenges)
    .where(await liveChallenge(challenge, now))
    .returning({ userId: loginChallenges.userId });
  if (claimed.length === 0) throw new ApiError(400, 'two_factor_challenge_expired');
}

/** The recovery codes left (for the settings screen). */
export async function recoveryCodesLeft(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)` }).from(totpRecoveryCodes).where(eq(totpRecoveryCodes.userId, userId));
  return row?.n ?? 0;
}
