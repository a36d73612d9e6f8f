/** Forgot, reset and change password (docs/product-rules.md §4.5). Each change ends every other session. */
import { eq } from 'drizzle-orm';
import { assertUncommonPassword } from '~/server/auth/common-passwords';
import { randomToken } from '~/server/auth/crypto';
import { hashPassword } from '~/server/auth/password';
import type { Db } from '~/server/db/client';
import { users, type User } from '~/server/db/schema';
import { passwordChangedEmail, passwordResetEmail } from '~/server/email/account-emails';
import type { Mailer } from '~/server/email/mailer';
import { ApiError } from '~/server/errors';
import { consumeEmailToken, issueEmailToken } from './email-tokens';
import { verifyCurrentPassword } from './login';

/** Mails a reset link when the address belongs to an account; the caller answers the same either way. */
export async function requestPasswordReset(db: Db, mailer: Mailer, email: string, origin: string): Promise<void> {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  if (!user) return;
  const token = await issueEmailToken(db, user.id, 'reset_password');
  await mailer.send(passwordResetEmail(user, origin, token));
}

/** The statement that stores a new password hash and ends every session from `now` on (for a batch). */
export const passwordChange = (db: Db, userId: number, passwordHash: string, now: Date, temporary = false) =>
  db.update(users).set({ passwordHash, passwordTemporary: temporary, sessionsValidAfter: now, updatedAt: now }).where(eq(users.id, userId));

/** Stores a new password and ends every session of the user from this instant on. */
export async function setPassword(db: Db, userId: number, password: string, now: Date, temporary = false): Promise<void> {
  await passwordChange(db, userId, await hashPassword(password), now, temporary);
}

/**
 * Sets the password behind a reset link (also the member's own choice after a temporary
 * password); the link works once and for one hour. The member is told by email.
 */
export async function resetPassword(db: Db, mailer: Mailer, token: string, newPassword: string): Promise<void> {
  // Before the link is spent: a refused password leaves it usable for a better one.
  await assertUncommonPassword(newPassword, 'newPassword');
  const userId = await consumeEmailToken(db, token, 'reset_password');
  const [user] = userId === null ? [] : await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new ApiError(400, 'reset_invalid_token', 'token');
  await setPassword(db, user.id, newPassword, new Date());
  await mailer.send(passwordChangedEmail(user));
}

/** Changes the signed-in user's password after checking the current one; the member is told by email. */
export async function changePassword(db: Db, mailer: Mailer, user: User, currentPassword: string, newPassword: string): Promise<Date> {
  await assertUncommonPassword(newPassword, 'newPassword');
  await verifyCurrentPassword(db, user, currentPassword, 'currentPassword');
  const now = new Date();
  await setPassword(db, user.id, newPassword, now);
  await mailer.send(passwordChangedEmail(user));
  return now;
}

/**
 * A temporary password (admin reset) signs in once: it is spent at that login, and the member
 * chooses their own password behind a fresh reset link. Answers the link's token.
 */
export async function spendTemporaryPassword(db: Db, user: User): Promise<string> {
  const token = await issueEmailToken(db, user.id, 'reset_password');
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(randomToken()), passwordTemporary: false, updatedAt: new Date() })
    .where(eq(users.id, user.id));
  return token;
}
