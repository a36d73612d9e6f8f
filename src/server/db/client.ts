/**
 * The database of one request (docs/decisions/041-platform.md): drizzle over one D1 Sessions API
 * session, so every read of the request sees the writes before it (read replication). The session
 * starts from the bookmark the caller sent back, else at the primary for a write and anywhere for a
 * read; the bookmark it ends on goes back with the response. It also counts its round trips to D1
 * (each statement or batch is one), for the request's log line.
 */
import { drizzle } from 'drizzle-orm/d1';

/**
 * Without the schema: every query is built from the table objects (`./schema`), and none uses
 * drizzle's relational API (`db.query`), whose config drizzle would otherwise extract from all the
 * tables afresh for each request's client, about a fifth of the health route's CPU time
 * (`npm run bench:profile`, docs/scaling.md).
 */
export function getDb(d1: D1Database | D1DatabaseSession) {
  // Drizzle only prepares and batches: a session does both as the binding does.
  return drizzle(d1 as D1Database);
}

export type Db = ReturnType<typeof getDb>;

/** The API's request and response header with the bookmark; pages keep it in a cookie. */
export const BOOKMARK_HEADER = 'x-d1-bookmark';
export const BOOKMARK_COOKIE = '__Host-d1-bookmark';

/** D1 bookmarks are dash-separated hex groups; anything else a caller sends is ignored. */
const BOOKMARK_SHAPE = /^[0-9a-f]{1,64}(-[0-9a-f]{1,64}){1,5}$/;

function validBookmark(value: string | null | undefined): string | null {
  return value && value.length <= 200 && BOOKMARK_SHAPE.test(value) ? value : null;
}

/** Whether a request may change data: it starts at the primary. */
export const isWriteMethod = (method: string) => method !== 'GET' && method !== 'HEAD';

/** A statement of the session, counted when it runs; `batch` takes the inner one. */
class CountedStatement {
  constructor(
    readonly inner: D1PreparedStatement,
    private readonly trips: { count: number },
  ) {}
  bind(...values: unknown[]) {
    return new CountedStatement(this.inner.bind(...values), this.trips);
  }
  first(column?: string) {
    this.trips.count += 1;
    return column === undefined ? this.inner.first() : this.inner.first(column);
  }
  run() {
    this.trips.count += 1;
    return this.inner.run();
  }
  all() {
    this.trips.count += 1;
    return this.inner.all();
  }
  raw(options?: { columnNames?: boolean }) {
    this.trips.count += 1;
    return options?.columnNames ? this.inner.raw({ columnNames: true }) : this.inner.raw();
  }
}

/**
 * One request's database: `db` opens the session on first use (a request that reads nothing opens
 * none); `advance` moves later reads past a bookmark another part of the request obtained (a page's
 * in-process API write).
 */
export class RequestDb {
  private session: D1DatabaseSession | undefined;
  private client: Db | undefined;
  private readonly trips = { count: 0 };
  /** Whether the request started at the primary (it writes) or took a write's bookmark. */
  wrote: boolean;

  constructor(
    private readonly d1: D1Database,
    private start: string,
  ) {
    this.wrote = start === 'first-primary';
  }

  /** From the caller's bookmark if it sent a valid one, else by the method. */
  static open(d1: D1Database, method: string, bookmark: string | null | undefined): RequestDb {
    return new RequestDb(d1, validBookmark(bookmark) ?? (isWriteMethod(method) ? 'first-primary' : 'first-unconstrained'));
  }

  get db(): Db {
    if (!this.client) {
      const session = this.d1.withSession(this.start);
      const trips = this.trips;
      this.session = session;
      this.client = getDb({
        prepare: (sql: string) => new CountedStatement(session.prepare(sql), trips),
        batch: (statements: CountedStatement[]) => {
          trips.count += 1;
          return session.batch(statements.map((statement) => statement.inner));
        },
      } as unknown as D1DatabaseSession);
    }
    return this.client;
  }

  /** Later reads start no earlier than `bookmark`. */
  advance(bookmark: string | null): void {
    const valid = validBookmark(bookmark);
    if (!valid) return;
    this.start = valid;
    this.wrote = true;
    this.session = undefined;
    this.client = undefined;
  }

  /** The bookmark to send back: the session's latest, else the one it would start from. */
  bookmark(): string | null {
    return this.session?.getBookmark() ?? validBookmark(this.start);
  }

  /** Round trips to D1 so far. */
  get roundTrips(): number {
    return this.trips.count;
  }
}

/**
 * The bookmark cookie to set on a response, or null. Only a caller that wrote, or that already
 * carries a bookmark, gets one: a visitor who only reads needs none, and their answers stay free of
 * `Set-Cookie` (the edge cache keeps only such answers).
 */
export function bookmarkCookie(requestDb: RequestDb, sent: string | null | undefined): string | null {
  const bookmark = requestDb.bookmark();
  if (!bookmark || bookmark === sent || !(requestDb.wrote || validBookmark(sent))) return null;
  return `${BOOKMARK_COOKIE}=${bookmark}; Path=/; Secure; HttpOnly; SameSite=Lax`;
}
