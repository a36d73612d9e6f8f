/**
 * Worker side of `npm run bench:api`, the community part: on 100,000 seeded posts, the D1 round
 * trips and rows behind a feed page (author, comment count and the viewer's like come with every
 * post), and the feed's request rate next to a route that runs no query. Prints one
 * `BENCH_FEED {json}` line and asserts nothing.
 */
import { applyD1Migrations } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { it } from 'vitest';
import type { FeedPage } from '../src/shared/community';
import { NETWORK_FEED_PAGE_SIZE, type NetworkFeedPage } from '../src/shared/network';
import { FEED_PAGE_SIZE } from '../src/shared/schemas/community';
import { getDb } from '../src/server/db/client';
import { encodeCursor } from '../src/server/services/cursor';
import { sessionCookieFor } from '../tests/factories/sessions';
import { createUser } from '../tests/factories/users';
import { heavyStatements, measure, rates, sessionQueries, type Measured } from './d1-meter';
import { json, pick } from './seed-sql';

const POSTS = 100_000;
/** Members the viewer follows for the network feed: every other post author and this many more who write nothing. */
const SILENT_FOLLOWEES = 10_000;
/**
 * Rows a network feed page may read (the session aside): each of its three walks passes the newer
 * entries of authors the viewer does not follow (half of them here) and checks the follow, the
 * mute and the block of each, with the author's row; slack for the seeks. Bound by the page size,
 * never by the 100,000 posts or the 10,000 follows.
 */
const NETWORK_FEED_BOUND = 3 * 6 * (NETWORK_FEED_PAGE_SIZE + 1) + 100;
const AUTHORS = 50;
const FANS = 5;
/** Minutes between posts (with jitter), so 100,000 posts span about a year. */
const MINUTES_APART = 5;
const RATE_REQUESTS = 500;
/** A statement reading more than ten pages' worth of rows is listed with its query plan. */
const HEAVY_ROWS_READ = 10 * (FEED_PAGE_SIZE + 1);
const BASE = Date.UTC(2025, 0, 1);
const postTime = (i: number) => BASE + i * MINUTES_APART * 60_000 + ((i * 7907) % 60_000);

/** 100,000 posts in one INSERT … SELECT over a recursive counter; every third in English, every seventh with a picture. */
const INSERT_POSTS = `
WITH RECURSIVE
  n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?),
  w(authors, types, de_texts, en_texts, base, step) AS (SELECT ?, ?, ?, ?, ?, ?)
INSERT INTO posts (author_id, type, content, lang, image_key, created_at, updated_at)
SELECT
  ${pick('authors', 'i')}, ${pick('types', 'i / 3')},
  CASE WHEN i % 3 = 0 THEN ${pick('en_texts', 'i / 3')} || ' #' || i ELSE ${pick('de_texts', 'i / 2')} || ' #' || i END,
  CASE WHEN i % 3 = 0 THEN 'en' ELSE 'de' END,
  CASE WHEN i % 7 = 0 THEN 'bench/post-' || i || '.jpg' END,
  base + i * step + (i * 7907) % 60000, base + i * step + (i * 7907) % 60000
FROM n, w`;

interface Seeded {
  seconds: number;
  likes: number;
  comments: number;
  follows: number;
}

/** Seeds the posts, their likes (the viewer's among them) and comments; answers the viewer's session. */
async function seed(): Promise<{ cookie: string; seeded: Seeded }> {
  const start = performance.now();
  const db = getDb(env.DB);
  await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
  const existing = await env.DB.prepare('SELECT count(*) AS n FROM posts').first<number>('n');
  if (existing) throw new Error(`bench:api expects an empty database, found ${existing} posts`);

  const authors: number[] = [];
  for (let i = 0; i < AUTHORS; i += 1) authors.push((await createUser(db, 'free')).id);
  await env.DB.prepare(INSERT_POSTS)
    .bind(
      POSTS,
      json(authors),
      json(['post', 'question', 'success_story']),
      json([
        'Heute zum ersten Mal ohne Leine am Feldrand geübt: der Rückruf klappt inzwischen fast immer.',
        'Welche Schnüffelspiele macht ihr an Regentagen in der Wohnung? Wir brauchen neue Ideen!',
        'Nach drei Wochen Deckentraining bleibt Balu endlich entspannt liegen, wenn Besuch kommt.',
        'Tipp: Futtersuche im hohen Gras ist für ältere Hunde eine schöne, ruhige Auslastung.',
      ]),
      json([
        'First time practising off leash at the edge of the field today: recall works almost every time now.',
        'Which sniffing games do you play indoors on rainy days? We need new ideas!',
        'After three weeks of mat training, Balu finally stays relaxed when visitors arrive.',
        'Tip: a food hunt in tall grass is a lovely, calm workout for older dogs.',
      ]),
      BASE,
      MINUTES_APART * 60_000,
    )
    .run();

  // The viewer likes every third post, fans every (5 + k)th: the like state varies along a page.
  const viewer = await createUser(db, 'free');
  const likeEvery = (userId: number, every: number) =>
    env.DB.prepare('INSERT INTO post_likes (user_id, post_id) SELECT ?, id FROM posts WHERE id % ? = 0').bind(userId, every).run();
  await likeEvery(viewer.id, 3);
  for (let k = 0; k < FANS; k += 1) await likeEvery((await createUser(db, 'free')).id, 5 + k);
  // Every tenth post has two comments (the triggers of migrations/0003 keep the counts).
  await env.DB.prepare(
    `WITH w(authors) AS (SELECT ?)
     INSERT INTO comments (post_id, author_id, content, created_at, updated_at)
     SELECT id, ${pick('w.authors', 'id + c.k')}, 'Super, weiter so!', created_at + c.k * 60000, created_at + c.k * 60000
     FROM posts, w, (SELECT 1 AS k UNION ALL SELECT 2) AS c WHERE id % 10 = 0`,
  )
    .bind(json(authors))
    .run();
  // The network: the viewer follows every other author and 10,000 members who never post.
  await env.DB.prepare(
    `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
     INSERT INTO users (username, display_name, email, password_hash, status, is_email_verified, accepted_disclaimer)
     SELECT 'silent_' || i, 'silent_' || i, 'silent_' || i || '@example.test', 'x', 'active', 1, 1 FROM n`,
  )
    .bind(SILENT_FOLLOWEES)
    .run();
  await env.DB.prepare(
    `WITH w(authors) AS (SELECT ?)
     INSERT INTO follows (follower_id, followee_id)
     SELECT ?, id FROM users, w WHERE username LIKE 'silent%' OR id IN (SELECT value FROM json_each(w.authors) WHERE key % 2 = 0)`,
  )
    .bind(json(authors), viewer.id)
    .run();
  const seconds = (performance.now() - start) / 1000;

  const count = (sql: string) =>
    env.DB.prepare(sql)
      .first<number>('n')
      .then((n) => n ?? 0);
  return {
    cookie: await sessionCookieFor(env.SESSION, viewer.id),
    seeded: {
      seconds: Math.round(seconds * 10) / 10,
      likes: await count('SELECT count(*) AS n FROM post_likes'),
      comments: await count('SELECT count(*) AS n FROM comments'),
      follows: await count('SELECT count(*) AS n FROM follows'),
    },
  };
}

const posts = (body: unknown) => {
  const page = body as Partial<FeedPage>;
  return Array.isArray(page.posts) ? page.posts.length : null;
};

it('measures the community feed on 100,000 posts', async () => {
  const { cookie, seeded } = await seed();
  const sessionSql = await sessionQueries(cookie);
  const run = (name: string, path: string) => measure(name, path, cookie, sessionSql, posts);
  const feedPath = (cursor: string) => `/api/posts?cursor=${encodeURIComponent(cursor)}`;

  const endpoints: Measured[] = [];
  endpoints.push((await run('health (baseline)', '/api/health')).result);
  const first = await run('feed, first page', '/api/posts');
  endpoints.push(first.result);
  const { nextCursor } = first.body as FeedPage;
  if (!nextCursor) throw new Error('the first page has no nextCursor');
  endpoints.push((await run('feed, second page', feedPath(nextCursor))).result);
  // Half a year back: the cursor seeks in the feed index like on the second page.
  const middle = POSTS / 2;
  endpoints.push((await run('feed, page 2,500', feedPath(encodeCursor([postTime(middle), middle])))).result);

  // The network feed: the members the viewer follows, merged from three walks in one round trip.
  const items = (body: unknown) => {
    const page = body as Partial<NetworkFeedPage>;
    return Array.isArray(page.items) ? page.items.length : null;
  };
  const network = await measure('network feed, first page', '/api/network/feed', cookie, sessionSql, items);
  const networkCursor = (network.body as NetworkFeedPage).nextCursor;
  if (!networkCursor) throw new Error('the network feed has no second page');
  const networkPages = [
    network.result,
    (await measure('network feed, second page', `/api/network/feed?cursor=${encodeURIComponent(networkCursor)}`, cookie, sessionSql, items)).result,
  ];
  const overBound = networkPages.filter(
    (e) => e.status !== 200 || e.roundTrips - e.sessionRoundTrips !== 1 || e.rowsRead - e.sessionRowsRead > NETWORK_FEED_BOUND,
  );
  if (overBound.length > 0)
    throw new Error(
      `the network feed reads beyond ${NETWORK_FEED_BOUND} rows or in more than one round trip: ${JSON.stringify(overBound.map(({ statements: _s, ...e }) => e))}`,
    );
  endpoints.push(...networkPages);

  const [feedRps = 0, healthRps = 0, noRouteRps = 0] = await rates(
    [
      { path: '/api/posts', status: 200, cookie },
      { path: '/api/health', status: 200 },
      { path: '/api/no-such-route', status: 404 },
    ],
    RATE_REQUESTS,
  );

  const report = {
    posts: POSTS,
    pageSize: FEED_PAGE_SIZE,
    seeded,
    heavyRowsRead: HEAVY_ROWS_READ,
    networkFeedBound: NETWORK_FEED_BOUND,
    endpoints,
    heavy: await heavyStatements(endpoints, HEAVY_ROWS_READ),
    rate: {
      requests: RATE_REQUESTS,
      feedRps,
      healthRps,
      noRouteRps,
      feedToNoRoute: Math.round((feedRps / noRouteRps) * 1000) / 1000,
      feedToHealth: Math.round((feedRps / healthRps) * 1000) / 1000,
    },
  };
  console.log(`BENCH_FEED ${JSON.stringify(report)}`);
});
