import type { Locale } from '../shared/enums';
import type { Db } from './db/client';
import type { Mailer } from './email/mailer';

/** What every Hono handler can read: the Worker bindings and per-request services. */
export interface AppEnv {
  Bindings: Env;
  Variables: {
    db: Db;
    locale: Locale;
    mailer: Mailer;
  };
}
