import { eq } from 'drizzle-orm';
import type { Session } from '../auth/session';
import type { Db } from '../db/client';
import { users, type User } from '../db/schema';

/** The user behind a session, unless the session predates the user's `sessions_valid_after`. */
export async function userForSession(db: Db, session: Session | null): Promise<User | null> {
  if (!session) return null;
  const [user] = await db.select().from(users).where(eq(users.id, session.userId));
  return user && session.createdAt >= user.sessionsValidAfter.getTime() ? user : null;
}
