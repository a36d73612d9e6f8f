/** Sign-up and email verification (docs/product-rules.md §4.2). */
import { and, eq } from 'drizzle-orm';
import type { Locale } from '~/shared/enums';
import type { RegisterInput } from '~/shared/schemas/account';
import { assertUncommonPassword } from '~/server/auth/common-passwords';
import { hashPassword } from '~/server/auth/password';
import { type SessionUser, userForId } from '~/server/auth/session-user';
import type { Db } from '~/server/db/client';
import { users, type User } from '~/server/db/schema';
import { verificationEmail } from '~/server/email/account-emails';
import type { Mailer } from '~/server/email/mailer';
import { ApiError } from '~/server/errors';
import { consumeEmailToken, issueEmailToken } from './email-tokens';
import { usernameFields } from './usernames';

/** Creates an unverified account; a taken email or username answers 409 at that field. */
export async function registerUser(db: Db, input: RegisterInput, locale: Locale): Promise<User> {
  await assertUncommonPassword(input.password, 'password');
  const passwordHash = await hashPassword(input.password);
  try {
    const [user] = await db
      .insert(users)
      .values({
        firstName: input.firstName,
        lastName: input.lastName,
        ...usernameFields(input.username),
        email: input.email,
        displayName: input.username,
        passwordHash,
        locale,
        ...(input.timeZone ? { timeZone: input.timeZone } : {}),
        status: 'unverified',
      })
      .returning();
    if (!user) throw new Error('user was not created');
    return user;
  } catch (error) {
    // The unique indexes decide, so two simultaneous sign-ups cannot both win.
    const text = String((error as { cause?: unknown }).cause ?? error);
    if (text.includes('users_email_unique') || text.includes('users.email')) throw new ApiError(409, 'register_email_taken', 'email');
    if (text.includes('users_username_unique') || text.includes('users.username_key')) throw new ApiError(409, 'register_username_taken', 'username');
    throw error;
  }
}

export async function sendVerificationEmail(db: Db, mailer: Mailer, user: User, origin: string): Promise<void> {
  const token = await issueEmailToken(db, user.id, 'verify_email');
  await mailer.send(verificationEmail(user, origin, token));
}

/**
 * Confirms the address behind a verification link; null when the link is invalid, used or expired.
 * Answers the user as a session would see them (second factor included), so the route can tell
 * whether the link may sign them in.
 */
export async function verifyEmail(db: Db, token: string): Promise<SessionUser | null> {
  const userId = await consumeEmailToken(db, token, 'verify_email');
  if (userId === null) return null;
  await db.batch([
    db.update(users).set({ isEmailVerified: true, updatedAt: new Date() }).where(eq(users.id, userId)),
    db
      .update(users)
      .set({ status: 'verified' })
      .where(and(eq(users.id, userId), eq(users.status, 'unverified'))),
  ]);
  return userForId(db, userId);
}

/**
 * Whether the verification link may sign its member in (docs/decisions/038-first-run.md): only a plain
 * member without a second factor and without a temporary password. Staff and anyone with a second
 * factor go through the login and its code step; a temporary password is spent by its own login.
 */
export const signsInByLink = (user: SessionUser): boolean => user.role === 'user' && !user.twoFactorEnabled && !user.passwordTemporary;

/** Sends a fresh link to an unverified account; silently does nothing for any other id. */
export async function resendVerification(db: Db, mailer: Mailer, userId: number, origin: string): Promise<void> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.isEmailVerified, false)));
  if (user) await sendVerificationEmail(db, mailer, user, origin);
}
