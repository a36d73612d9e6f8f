/**
 * User administration (roles, the admin user form and calls: docs/product-rules.md §5.1, §10.2, §9): list and search, create,
 * edit, delete, password reset, removing a second factor. Every change is written to the audit log, and no change may leave
 * the product without an admin.
 */
import { and, desc, eq, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { UserStatus } from '~/shared/enums';
import type { AdminUserInput } from '~/shared/schemas/admin';
import type { AdminUser } from '~/shared/users';
import { hashPassword } from '~/server/auth/password';
import { temporaryPassword } from '~/server/auth/temporary-password';
import type { Db } from '~/server/db/client';
import { auditLog, users, type User } from '~/server/db/schema';
import { temporaryPasswordEmail } from '~/server/email/account-emails';
import type { Mailer } from '~/server/email/mailer';
import { ApiError } from '~/server/errors';
import { decodeCursor, pageOf } from '~/server/services/cursor';
import { passwordChange } from '~/server/services/passwords';
import { deleteAccount } from '~/server/services/privacy';
import { confirmedSecondFactor } from '~/server/auth/session-user';
import { hasTwoFactor, notifyTwoFactorChange, twoFactorRemoval } from '~/server/services/two-factor';
import { freeUsername, usernameFields } from '~/server/services/usernames';
import { toPublicUser } from '~/server/services/users';
import { auditEntry } from './audit';

const live = isNull(users.deletedAt);

/** `%`, `_` and `\` typed by the admin match themselves. */
const contains = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
const matches = (column: SQL | typeof users.email, pattern: string) => sql`${column} like ${pattern} escape '\\'`;

/** One page of accounts, newest first, matching display name, email, first or last name. */
export async function adminUserPage(
  db: Db,
  { q, cursor, limit }: { q: string; cursor?: string | undefined; limit: number },
): Promise<{ users: AdminUser[]; nextCursor: string | null }> {
  const conditions: (SQL | undefined)[] = [live];
  if (q) {
    const pattern = contains(q);
    conditions.push(
      or(
        matches(sql`lower(${users.displayName})`, pattern),
        matches(users.email, pattern),
        matches(sql`lower(${users.firstName})`, pattern),
        matches(sql`lower(${users.lastName})`, pattern),
      ),
    );
  }
  if (cursor) {
    const [createdAt, id] = decodeCursor(cursor);
    conditions.push(sql`(${users.createdAt}, ${users.id}) < (${createdAt}, ${id})`);
  }
  const rows = await db
    .select({ user: users, twoFactorEnabled: sql<number>`${confirmedSecondFactor}`.mapWith(Boolean) })
    .from(users)
    .where(and(...conditions))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(limit + 1);
  const { page, nextCursor } = pageOf(rows, limit, ({ user: last }) => [last.createdAt.getTime(), last.id]);
  return { users: page.map(({ user, twoFactorEnabled }) => ({ ...toPublicUser(user), twoFactorEnabled })), nextCursor };
}

async function findUser(db: Db, id: number): Promise<User> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), live));
  if (!user) throw new ApiError(404, 'admin_user_not_found');
  return user;
}

/** Refuses a change that would leave no admin: `target` stops being one. */
async function assertAnotherAdmin(db: Db, target: User): Promise<void> {
  if (target.role !== 'admin') return;
  const [other] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), ne(users.id, target.id), live))
    .limit(1);
  if (!other) throw new ApiError(409, 'admin_last_admin');
}

/** A taken email answers at its field, as on sign-up (the unique index decides). */
function emailTaken(error: unknown): never {
  const text = String((error as { cause?: unknown }).cause ?? error);
  if (text.includes('users_email_unique') || text.includes('users.email')) throw new ApiError(409, 'register_email_taken', 'email');
  throw error;
}

/** An admin-made account skips at most the email check; the disclaimer is still the member's to accept. */
const statusFor = (input: AdminUserInput) => (input.isEmailVerified ? 'verified' : 'unverified');

/** A username from the display name: its letters, digits and `._-`, numbered if taken. */
function usernameFromDisplayName(db: Db, displayName: string): Promise<string> {
  const base =
    displayName
      .normalize('NFKC')
      .replace(/[^\p{L}\p{N}._-]+/gu, '_')
      .replace(/^_+|_+$/g, '')
      .slice(0, 40) || 'member';
  return freeUsername(db, base);
}

/** Creates an account with a temporary password mailed to it (it signs in once). */
export async function createUser(db: Db, mailer: Mailer, admin: User, input: AdminUserInput, origin: string) {
  const password = temporaryPassword();
  const values = {
    ...input,
    ...usernameFields(await usernameFromDisplayName(db, input.displayName)),
    status: statusFor(input),
    acceptedDisclaimer: false,
    passwordHash: await hashPassword(password),
    passwordTemporary: true,
  } as const;
  // The entry names the new row through last_insert_rowid(), so account and entry commit together.
  const [[created]] = await db
    .batch([
      db.insert(users).values(values).returning(),
      db.insert(auditLog).values({
        actorId: admin.id,
        action: 'user_created',
        targetType: 'user',
        targetId: sql`last_insert_rowid()`,
        detail: JSON.stringify({ role: values.role, tier: values.subscriptionTier }),
      }),
    ])
    .catch(emailTaken);
  if (!created) throw new Error('user was not created');
  await mailer.send(temporaryPasswordEmail(created, origin, password, 'created'));
  return toPublicUser(created);
}

/** Changes the form's fields; demoting the last admin is refused. */
export async function updateUser(db: Db, admin: User, id: number, input: AdminUserInput) {
  const target = await findUser(db, id);
  if (input.role !== 'admin') await assertAnotherAdmin(db, target);
  // The verified flag moves the status only across the email check; later steps stay the member's.
  const status: UserStatus = !input.isEmailVerified ? 'unverified' : target.status === 'unverified' ? 'verified' : target.status;
  const changes = { ...input, status, updatedAt: new Date() };
  const changed = Object.fromEntries(
    Object.entries(input)
      .filter(([key, value]) => target[key as keyof User] !== value)
      .map(([key, value]) => [key, { from: target[key as keyof User], to: value }]),
  );
  const [, [updated]] = await db
    .batch([
      auditEntry(db, { actorId: admin.id, action: 'user_updated', targetType: 'user', targetId: id, detail: changed }),
      db.update(users).set(changes).where(eq(users.id, id)).returning(),
    ])
    .catch(emailTaken);
  if (!updated) throw new ApiError(404, 'admin_user_not_found');
  return toPublicUser(updated);
}

/** Deletes the account with its content and pictures; the last admin cannot be deleted. */
export async function deleteUser(db: Db, env: Env, admin: User, id: number): Promise<void> {
  const target = await findUser(db, id);
  await assertAnotherAdmin(db, target);
  // The entry commits with the deletion and, like every entry about the account, keeps no name or email.
  await deleteAccount(db, env, target, false, [
    auditEntry(db, { actorId: admin.id, action: 'user_deleted', targetType: 'user', targetId: id, detail: { role: target.role } }),
  ]);
}

/** A new temporary password, mailed; every session of the account ends now. */
export async function resetUserPassword(db: Db, mailer: Mailer, admin: User, id: number, origin: string): Promise<void> {
  const target = await findUser(db, id);
  const password = temporaryPassword();
  await db.batch([
    passwordChange(db, id, await hashPassword(password), new Date(), true),
    auditEntry(db, { actorId: admin.id, action: 'user_password_reset', targetType: 'user', targetId: id }),
  ]);
  await mailer.send(temporaryPasswordEmail(target, origin, password, 'reset'));
}

/**
 * Removes the second factor of an account whose member lost device and recovery codes, audited in
 * the same batch; the member is told by email. 409 when none is set up. The password stays.
 */
export async function removeTwoFactor(db: Db, mailer: Mailer, admin: User, id: number, origin: string): Promise<void> {
  const target = await findUser(db, id);
  if (!(await hasTwoFactor(db, id))) throw new ApiError(409, 'admin_two_factor_not_enabled');
  await db.batch([auditEntry(db, { actorId: admin.id, action: 'user_two_factor_removed', targetType: 'user', targetId: id }), ...twoFactorRemoval(db, id)]);
  await notifyTwoFactorChange(db, mailer, target, origin, 'removed_by_admin');
}

/** Ends a running suspension now, audited in the same batch; 409 when the account is not suspended. */
export async function liftSuspension(db: Db, admin: User, id: number) {
  const target = await findUser(db, id);
  if (!target.suspendedUntil || target.suspendedUntil.getTime() <= Date.now()) throw new ApiError(409, 'admin_not_suspended');
  const [, [updated]] = await db.batch([
    auditEntry(db, {
      actorId: admin.id,
      action: 'user_suspension_lifted',
      targetType: 'user',
      targetId: id,
      detail: { until: target.suspendedUntil.toISOString() },
    }),
    db.update(users).set({ suspendedUntil: null, updatedAt: new Date() }).where(eq(users.id, id)).returning(),
  ]);
  if (!updated) throw new ApiError(404, 'admin_user_not_found');
  return toPublicUser(updated);
}
