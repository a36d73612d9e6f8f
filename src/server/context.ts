import type { BatchItem } from 'drizzle-orm/batch';
import type { Context } from 'hono';
import type { Locale } from '~/shared/enums';
import type { Session } from './auth/session';
import type { Db, RequestDb } from './db/client';
import type { Outbox } from './delivery/outbox';
import type { SessionUser } from './auth/session-user';

/** What every Hono handler can read: the Worker bindings and per-request services. */
export interface AppEnv {
  Bindings: Env;
  Variables: {
    db: Db;
    /** The request's D1 session: its bookmark and round trips (db/client.ts). */
    requestDb: RequestDb;
    /** What went wrong in an unexpected failure (500), for the request's log line. */
    failure?: string;
    locale: Locale;
    /** The request's outbox: mail handed to it goes to the delivery Queue after the handler. */
    mailer: Outbox;
    /** A route's read to run beside the session lookup, and what it answered (middleware/session.ts). */
    besideSession?: { statement: (db: Db, userId: number, c: Context<AppEnv>) => BatchItem<'sqlite'> | null };
    rowsBesideSession?: unknown;
    /** The signed-in user (see middleware/session.ts), null for visitors. */
    user: SessionUser | null;
    session: Session | null;
  };
}
