/**
 * The edge cache for visitors (docs/decisions/041-platform.md): answers that are the same for every
 * visitor (the activity list page and `GET /api/activities`; the course catalogue, each course's page and
 * `GET /api/courses`, `GET /api/courses/{id}`) come from the
 * Workers cache of the location, keyed by tag, version, language, path and query, never by a cookie.
 * A route opts in with one line: an API route answers through `jsonForVisitors(c, tag, body)`, a page
 * is a line of VISITOR_PAGES, and the routes whose writes change what the tag shows carry
 * `purgeAfterWrites(tag)` (or a service calls `purgeVisitorCache`). Only a
 * request without a session cookie is served from it or stored into it, and only a 200 without
 * `Set-Cookie` is stored. Fresh for 60 s; for 5 minutes more a stale copy is served while a fresh one
 * is rendered behind the answer. A write that changes what a tag shows bumps the tag's version (in
 * KV), so every later request asks for a key nobody stored yet: purge by tag without the zone API.
 */
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '~/server/context';
import { SESSION_COOKIE } from '~/server/auth/session';
import { BOOKMARK_HEADER, isWriteMethod } from '~/server/db/client';
import type { Locale } from '~/shared/enums';
import { type RouteKey, routes, splitLocale } from '~/shared/routes';

/**
 * What a tag covers: `activities` is every visitor list of activities (page and API); `courses` the
 * catalogue and every published course (pages and API), whose steps name activities.
 */
const CACHE_TAGS = ['activities', 'courses'] as const;
export type CacheTag = (typeof CACHE_TAGS)[number];

/**
 * The pages visitors get from the cache, by their route (in both languages), with the tag whose
 * writes change them. `andItems` takes each item's own page too, one numeric id below the route's
 * path (`/courses/9001`), and nothing deeper (an editor or an author's insights is nobody's to share).
 */
const VISITOR_PAGES: readonly { route: RouteKey; tag: CacheTag; andItems?: true }[] = [
  { route: 'activities', tag: 'activities' },
  { route: 'courses', tag: 'courses', andItems: true },
];

const ITEM_ID = /^\/\d{1,12}$/;

/** The tag of the page at `pathname` if visitors get it from the cache, else null. */
export function visitorPageTag(pathname: string): CacheTag | null {
  const { path } = splitLocale(pathname);
  for (const { route, tag, andItems } of VISITOR_PAGES) {
    const base = routes[route].path;
    if (path === base || (andItems && path.startsWith(base) && ITEM_ID.test(path.slice(base.length)))) return tag;
  }
  return null;
}

const FRESH_SECONDS = 60;
const STALE_SECONDS = 300;
/** Tells tests and operators where an answer came from: HIT, STALE or MISS. */
export const CACHE_STATUS_HEADER = 'x-rudel-cache';
const STORED_AT_HEADER = 'x-rudel-stored-at';
/** What browsers and any cache in front see on a visitor answer. */
const VISITOR_CACHE_CONTROL = `public, max-age=0, s-maxage=${FRESH_SECONDS}, stale-while-revalidate=${STALE_SECONDS}`;

const versionKey = (tag: CacheTag) => `edge-cache-version:${tag}`;

/** A request the cache may answer: a read without a session cookie (signed in or not, a cookie means "personal"). */
export function isVisitorRead(request: Request): boolean {
  if (request.method !== 'GET') return false;
  const cookies = request.headers.get('cookie') ?? '';
  return !cookies.split(';').some((part) => part.trim().startsWith(`${SESSION_COOKIE}=`));
}

interface VisitorCacheInput {
  request: Request;
  tag: CacheTag;
  locale: Locale;
  env: Pick<Env, 'SESSION'>;
  context: Pick<ExecutionContext, 'waitUntil'>;
  /** Renders the answer afresh: on a miss, and behind a stale hit. */
  render: () => Promise<Response>;
}

/** The visitor's answer from the cache, or rendered and stored. Call only for `isVisitorRead` requests. */
export async function visitorCached({ request, tag, locale, env, context, render }: VisitorCacheInput): Promise<Response> {
  const cache = await caches.open('visitors');
  const url = new URL(request.url);
  const version = (await env.SESSION.get(versionKey(tag))) ?? '0';
  const key = new Request(`https://visitor-cache.invalid/${tag}/${version}/${locale}${url.pathname}${url.search}`);
  const hit = await cache.match(key);
  if (hit) {
    const age = (Date.now() - Number(hit.headers.get(STORED_AT_HEADER))) / 1000;
    if (age < FRESH_SECONDS) return served(hit, 'HIT');
    context.waitUntil(render().then((fresh) => store(cache, key, fresh)));
    return served(hit, 'STALE');
  }
  const fresh = await render();
  if (!storable(fresh)) return fresh;
  context.waitUntil(store(cache, key, fresh.clone()));
  return served(fresh, 'MISS');
}

/** Only a plain success with nothing personal in its headers. */
const storable = (response: Response) => response.status === 200 && !response.headers.has('set-cookie');

async function store(cache: Cache, key: Request, response: Response): Promise<void> {
  if (!storable(response)) return;
  const copy = new Response(response.body, response);
  // A bookmark is one caller's; the copy serves everyone.
  copy.headers.delete(BOOKMARK_HEADER);
  copy.headers.set(STORED_AT_HEADER, String(Date.now()));
  // The Cache API keeps it for the fresh and the stale time; freshness is judged by STORED_AT.
  copy.headers.set('Cache-Control', `public, s-maxage=${FRESH_SECONDS + STALE_SECONDS}`);
  await cache.put(key, copy);
}

function served(response: Response, status: 'HIT' | 'STALE' | 'MISS'): Response {
  const answer = new Response(response.body, response);
  answer.headers.delete(STORED_AT_HEADER);
  answer.headers.set('Cache-Control', VISITOR_CACHE_CONTROL);
  answer.headers.set(CACHE_STATUS_HEADER, status);
  return answer;
}

/** Makes every cached answer of `tag` unreachable, in every location: the next request renders afresh. */
export async function purgeVisitorCache(env: Pick<Env, 'SESSION'>, tag: CacheTag): Promise<void> {
  await env.SESSION.put(versionKey(tag), `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`);
}

/** Purges each of `tags` after every successful write of the routes it is registered on. */
export const purgeAfterWrites = (...tags: [CacheTag, ...CacheTag[]]) =>
  createMiddleware<AppEnv>(async (c, next) => {
    await next();
    if (isWriteMethod(c.req.method) && c.res.status < 400) await Promise.all(tags.map((tag) => purgeVisitorCache(c.env, tag)));
  });

/**
 * A route's JSON answer: for a visitor's read from the cache of `tag` (typed as the route's own answer,
 * for the typed client), for everyone else rendered as always.
 */
export async function jsonForVisitors<T>(c: Context<AppEnv>, tag: CacheTag, body: () => Promise<T>) {
  const render = async () => c.json(await body());
  if (!isVisitorRead(c.req.raw)) return render();
  const answer = await visitorCached({ request: c.req.raw, tag, locale: c.var.locale, env: c.env, context: contextOf(c), render });
  return answer as Awaited<ReturnType<typeof render>>;
}

/** Work after the answer goes to the request's execution context; a call without one (a test's) lets it run on its own. */
function contextOf(c: Context<AppEnv>): Pick<ExecutionContext, 'waitUntil'> {
  try {
    return c.executionCtx;
  } catch {
    return { waitUntil: (promise) => void promise.catch((error: unknown) => console.error('visitor cache', error)) };
  }
}
