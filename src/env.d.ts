/** What the middleware (src/middleware.ts) gives every page beside the Cloudflare runtime. */
declare namespace App {
  interface Locals {
    /** The page's language, from its path: no prefix is German, `/en` English. */
    locale: import('./shared/enums').Locale;
    /** The signed-in user and their policy view; the first call looks them up, later calls share it. */
    viewer: () => Promise<import('./server/auth/page-viewer').Viewer>;
    /** Drizzle over the `DB` binding, made on first use and shared for the rest of the request. */
    readonly db: import('./server/db/client').Db;
    /** The request's D1 session behind `db`: its bookmark goes back in a cookie (decision 041). */
    requestDb: import('./server/db/client').RequestDb;
  }
}
