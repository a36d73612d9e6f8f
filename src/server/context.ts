import type { Locale } from '~/shared/enums';
import type { Session } from './auth/session';
import type { Db } from './db/client';
import type { Outbox } from './delivery/outbox';
import type { SessionUser } from './auth/session-user';

/** What every Hono handler can read: the Worker bindings and per-request services. */
export interface AppEnv {
  Bindings: Env;
  Variables: {
    db: Db;
    locale: Locale;
    /** The request's outbox: mail handed to it goes to the delivery Queue after the handler. */
    mailer: Outbox;
    /** The signed-in user (see middleware/session.ts), null for visitors. */
    user: SessionUser | null;
    session: Session | null;
  };
}
