/**
 * What the API benches measure in workerd with the local D1 (bench/*.measure.ts): per request the
 * D1 round trips, rows read and written and KV calls, the plan of any statement that reads far
 * more rows than a page, and request rates of paths taken in turns.
 */
import { env } from 'cloudflare:workers';
import { call } from '../tests/integration/request';

/** Sequential requests per path before the rates are taken. */
const WARMUP_REQUESTS = 25;

export interface Statement {
  sql: string;
  params: unknown[];
  rowsRead: number;
  rowsWritten: number;
  rowsReturned: number;
}
/** One request to the D1 backend: a single statement, or every statement of a batch. */
type Trip = Statement[];

interface Sent {
  sql: string;
  params: unknown[];
}
interface Answer {
  results?: unknown[] | { rows: unknown[] };
  meta?: { rows_read?: number; rows_written?: number };
}

const QUERY_METHODS = new Set<PropertyKey>(['all', 'raw', 'first', 'run']);

export class Meter {
  /** Calls on the binding, by method: each is one round trip (a batch is one). */
  readonly calls: Record<string, number> = {};
  /** What the D1 backend was sent and answered, one entry per request. */
  readonly trips: Trip[] = [];
  readonly kv: Record<string, number> = {};
  readonly db: D1Database;
  readonly session: KVNamespace;

  constructor(d1: D1Database, kv: KVNamespace) {
    this.db = this.countCalls(this.readMeta(d1));
    this.session = new Proxy(kv, {
      get: (target, key) => {
        const value: unknown = Reflect.get(target, key, target);
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          this.count(this.kv, String(key));
          return value.apply(target, args);
        };
      },
    });
  }

  private count(tally: Record<string, number>, key: string) {
    tally[key] = (tally[key] ?? 0) + 1;
  }

  /**
   * D1 reports rows read and written in each result's `meta`, but `raw()` and `first()` — what
   * drizzle calls for every select — drop it. So the binding handed to the app is a second D1
   * binding of the same kind over the same backend, whose requests pass through here: one
   * request per all/raw/first/run, one per batch, each answered with every statement's meta.
   */
  private readMeta(d1: D1Database): D1Database {
    const backend = (d1 as unknown as { fetcher?: Fetcher }).fetcher;
    if (!backend || typeof backend.fetch !== 'function') throw new Error('bench: this workerd D1 binding has no fetcher to read its meta from');
    const fetcher = {
      fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
        const response = await backend.fetch(input, init);
        const sent = JSON.parse(String(init?.body)) as Sent | Sent[];
        const answers = (await response.clone().json()) as Answer | Answer[];
        const statements = Array.isArray(sent) ? sent : [sent];
        const metas = Array.isArray(answers) ? answers : [answers];
        this.trips.push(
          statements.map(({ sql, params }, i) => {
            const results = metas[i]?.results;
            return {
              sql,
              params,
              rowsRead: metas[i]?.meta?.rows_read ?? 0,
              rowsWritten: metas[i]?.meta?.rows_written ?? 0,
              rowsReturned: Array.isArray(results) ? results.length : (results?.rows.length ?? 0),
            };
          }),
        );
        return response;
      },
      // Bindings with the d1_binding_jsrpc flag send queries here instead, without a fetch to read.
      query: () => {
        throw new Error('the bench reads D1 meta from fetch requests; this binding uses JSRPC (d1_binding_jsrpc)');
      },
    };
    const Binding = d1.constructor as new (fetcher: unknown) => D1Database;
    return new Binding(fetcher);
  }

  /** The counting proxy: prepared statements stay wrapped through `bind`, and are unwrapped for `batch`. */
  private countCalls(d1: D1Database): D1Database {
    const unwrapped = new WeakMap<object, D1PreparedStatement>();
    const wrap = (statement: D1PreparedStatement): D1PreparedStatement => {
      const proxy = new Proxy(statement, {
        get: (target, key) => {
          const value: unknown = Reflect.get(target, key, target);
          if (typeof value !== 'function') return value;
          if (key === 'bind') return (...values: unknown[]) => wrap(value.apply(target, values) as D1PreparedStatement);
          return (...args: unknown[]) => {
            if (QUERY_METHODS.has(key)) this.count(this.calls, String(key));
            return value.apply(target, args);
          };
        },
      });
      unwrapped.set(proxy, statement);
      return proxy;
    };
    return new Proxy(d1, {
      get: (target, key) => {
        const value: unknown = Reflect.get(target, key, target);
        if (typeof value !== 'function') return value;
        if (key === 'prepare') return (sql: string) => wrap(target.prepare(sql));
        // A request's Sessions API session (src/server/db/client.ts) is counted as the binding is.
        if (key === 'withSession') return (start?: string) => this.countCalls(target.withSession(start) as unknown as D1Database);
        if (key === 'batch') {
          return (statements: D1PreparedStatement[]) => {
            this.count(this.calls, 'batch');
            return target.batch(statements.map((statement) => unwrapped.get(statement) ?? statement));
          };
        }
        return (...args: unknown[]) => {
          if (key === 'exec') this.count(this.calls, 'exec');
          return value.apply(target, args);
        };
      },
    });
  }

  get roundTrips(): number {
    return Object.values(this.calls).reduce((sum, n) => sum + n, 0);
  }
}

export interface Measured {
  name: string;
  method: string;
  path: string;
  status: number;
  /** Items in the answer (cards, posts), as the caller counts them. */
  cards: number | null;
  roundTrips: number;
  sessionRoundTrips: number;
  rowsRead: number;
  sessionRowsRead: number;
  rowsWritten: number;
  kv: Record<string, number>;
  calls: Record<string, number>;
  statements: (Statement & { session: boolean })[];
  /** Set when the calls on the binding and the requests to the backend disagree. */
  note?: string;
  /** Rows the request may read besides the session's, where the bench asserts a bound. */
  bound?: number;
}

/** Counts the items of an answer; null when it has none. */
export type ItemCount = (body: unknown) => number | null;

/** One request through the metered bindings; `sessionSql` marks the session's own queries. */
export async function measure(
  name: string,
  path: string,
  cookie: string | undefined,
  sessionSql: Set<string>,
  items: ItemCount = () => null,
  /** A write instead of a read: its method and JSON body. */
  write?: { method: 'POST' | 'PUT' | 'DELETE'; body: unknown },
  /** Bindings the request sees instead of the real ones (the delivery Queue held for a measurement of its own). */
  bindings: Partial<Env> = {},
): Promise<{ result: Measured; body: unknown }> {
  const meter = new Meter(env.DB, env.SESSION);
  const response = await call(write?.method ?? 'GET', path, write?.body, {
    ...(cookie ? { cookie } : {}),
    bindings: { ...env, ...bindings, DB: meter.db, SESSION: meter.session },
  });
  const body: unknown = await response.json();
  const statements = meter.trips.flat().map((s) => ({ ...s, session: sessionSql.has(s.sql) }));
  const sum = (list: Statement[], key: 'rowsRead' | 'rowsWritten') => list.reduce((total, s) => total + s[key], 0);
  const session = statements.filter((s) => s.session);
  return {
    body,
    result: {
      name,
      method: write?.method ?? 'GET',
      path,
      status: response.status,
      cards: items(body),
      roundTrips: meter.roundTrips,
      sessionRoundTrips: meter.trips.filter((trip) => trip.some((s) => sessionSql.has(s.sql))).length,
      rowsRead: sum(statements, 'rowsRead'),
      sessionRowsRead: sum(session, 'rowsRead'),
      rowsWritten: sum(statements, 'rowsWritten'),
      kv: meter.kv,
      calls: meter.calls,
      statements,
      ...(meter.roundTrips === meter.trips.length ? {} : { note: `${meter.roundTrips} calls on the binding, ${meter.trips.length} requests to D1` }),
    },
  };
}

/** Whether the request wrote a rate-limit counter to D1 (the limits the Rate Limiting binding counts write none). */
export const countsInD1 = (measured: Measured) => measured.statements.some((s) => s.rowsWritten > 0 && /\brate_limits\b/.test(s.sql));

/** The queries a signed-in request makes before its route: the health route with and without the cookie, compared. */
export async function sessionQueries(cookie: string): Promise<Set<string>> {
  const sqlOf = async (withCookie: string | undefined) => (await measure('', '/api/health', withCookie, new Set())).result.statements.map((s) => s.sql);
  const visitor = new Set(await sqlOf(undefined));
  return new Set((await sqlOf(cookie)).filter((sql) => !visitor.has(sql)));
}

/** SQLite's plan as an indented tree (EXPLAIN QUERY PLAN rows point at their parent), run through the same D1. */
export async function queryPlan(statement: Statement): Promise<string[]> {
  const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${statement.sql}`)
    .bind(...statement.params)
    .all<{ id: number; parent: number; detail: string }>();
  const depth = new Map<number, number>([[0, -1]]);
  return results.map((row) => {
    const level = (depth.get(row.parent) ?? -1) + 1;
    depth.set(row.id, level);
    return `${'  '.repeat(level)}${row.detail}`;
  });
}

/** A path to time, the status it must answer, and the session to send (a visitor without one). */
export interface RateTarget {
  path: string;
  status: number;
  cookie?: string;
}

/**
 * Requests per second for each path over `n` sequential requests, bodies read, on the plain
 * bindings. The paths take turns in blocks, so drift on a busy machine hits all alike.
 */
export async function rates(targets: RateTarget[], n: number, block = 50): Promise<number[]> {
  const once = async ({ path, status, cookie }: RateTarget) => {
    const response = await call('GET', path, undefined, cookie ? { cookie } : {});
    await response.arrayBuffer();
    if (response.status !== status) throw new Error(`${path} answered ${response.status}`);
  };
  for (const target of targets) for (let i = 0; i < WARMUP_REQUESTS; i += 1) await once(target);
  const elapsed = targets.map(() => 0);
  for (let done = 0; done < n; done += block) {
    for (const [index, target] of targets.entries()) {
      const start = performance.now();
      for (let i = 0; i < Math.min(block, n - done); i += 1) await once(target);
      elapsed[index] = (elapsed[index] ?? 0) + performance.now() - start;
    }
  }
  return elapsed.map((ms) => Math.round(n / (ms / 1000)));
}

/** Every statement of the endpoints that read more than `limit` rows, with its query plan. */
export async function heavyStatements(endpoints: Measured[], limit: number) {
  const heavy = [];
  for (const endpoint of endpoints) {
    for (const statement of endpoint.statements.filter((s) => s.rowsRead > limit)) {
      heavy.push({ endpoint: endpoint.name, ...statement, plan: await queryPlan(statement) });
    }
  }
  return heavy;
}
