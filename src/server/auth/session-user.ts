import { and, eq, not, sql, type SQL } from 'drizzle-orm';
import type { PlanType } from '~/shared/enums';
import type { Actor } from '~/shared/policy';
import { sessionKeyHash, type Session } from '~/server/auth/session';
import { isRevoked } from '~/server/auth/session-revocation';
import type { Db } from '~/server/db/client';
import { users, type User } from '~/server/db/schema';

/** The signed-in user with what the permission policy needs about their latest subscription and second factor. */
export type SessionUser = User & { subscriptionStatus: string | null; planType: PlanType | null; twoFactorEnabled: boolean };

/** The user's latest subscription's column, as a correlated subquery on `users`. */
export const latestSubscription = (column: 'status' | 'plan_type') =>
  sql.raw(`(select s.${column} from subscriptions s where s.user_id = users.id order by s.created_at desc, s.id desc limit 1)`);

/** Whether the user confirmed a second factor (staff need one), as a condition of a query on `users`. */
export const confirmedSecondFactor = sql.raw('exists (select 1 from totp_credentials t where t.user_id = users.id and t.enabled_at is not null)');

/** The user matching `where` with their latest subscription's status and plan and their second factor: one query, for a `db.batch` too. */
const userSelect = (db: Db, where: SQL | undefined) =>
  db
    .select({
      user: users,
      subscriptionStatus: sql<string | null>`${latestSubscription('status')}`,
      planType: sql<PlanType | null>`${latestSubscription('plan_type')}`,
      twoFactorEnabled: sql<number>`${confirmedSecondFactor}`.mapWith(Boolean),
    })
    .from(users)
    .where(where);

type UserRows = Awaited<ReturnType<typeof userSelect>>;

const sessionUserOf = ([row]: UserRows): SessionUser | null =>
  row ? { ...row.user, subscriptionStatus: row.subscriptionStatus, planType: row.planType, twoFactorEnabled: row.twoFactorEnabled } : null;

/** A user with their latest subscription's status and plan and their second factor, in one query. */
export const userForId = async (db: Db, userId: number) => sessionUserOf(await userSelect(db, eq(users.id, userId)));

/**
 * The lookup of the user behind a session, for a `db.batch` beside a route's first read: the
 * revocation is a condition of it. `sessionUserFrom` judges what it answered.
 */
export const sessionUserQuery = (db: Db, session: Session) => userSelect(db, and(eq(users.id, session.userId), not(isRevoked(sessionKeyHash(session)))));

/** The user `sessionUserQuery` found, unless the session predates the user's `sessions_valid_after`. */
export function sessionUserFrom(rows: UserRows, session: Session): SessionUser | null {
  const user = sessionUserOf(rows);
  if (!user || session.createdAt < user.sessionsValidAfter.getTime()) return null;
  return user;
}

/**
 * The user behind a session, unless the session was logged out (revoked) or predates the user's
 * `sessions_valid_after`. One query: the revocation is a condition of the user lookup.
 */
export async function userForSession(db: Db, session: Session | null): Promise<SessionUser | null> {
  if (!session) return null;
  return sessionUserFrom(await sessionUserQuery(db, session), session);
}

/** The policy's view of a user (docs/product-rules.md §6); `activitiesCreated` is kept exact by a trigger. */
export function actorOf(user: SessionUser | null): Actor | null {
  if (!user) return null;
  return {
    id: user.id,
    role: user.role,
    status: user.status,
    tier: user.subscriptionTier,
    isEmailVerified: user.isEmailVerified,
    subscriptionStatus: user.subscriptionStatus,
    planType: user.planType,
    activityCount: user.activitiesCreated,
    suspendedUntil: user.suspendedUntil?.getTime() ?? null,
    twoFactorEnabled: user.twoFactorEnabled,
  };
}
