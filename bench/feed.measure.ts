/**
 * Worker side of `npm run bench:api`, the community part: on 100,000 seeded posts, the D1 round
 * trips and rows behind a feed page (author, comment count and the viewer's like come with every
 * post), the network feed and its suggestions, every Q&A list (filter × sort) and an activity's discussions, first
 * and next page, and the feed's request rate next to a route that runs no query. Prints one
 * `BENCH_FEED {json}` line; asserts the rows read of the network feed and of the Q&A and
 * discussion pages against bounds set by the page size.
 */
import { applyD1Migrations } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { it } from 'vitest';
import type { ActivityPage } from '../src/shared/activity';
import type { FeedPage } from '../src/shared/community';
import { NETWORK_FEED_PAGE_SIZE, type NetworkFeedPage, type SuggestionList } from '../src/shared/network';
import { FEED_PAGE_SIZE, QA_FILTERS, QA_SORTS, SIMILAR_QUESTIONS_MAX, type QaFilter, type QaSort } from '../src/shared/schemas/community';
import { getDb } from '../src/server/db/client';
import { encodeCursor } from '../src/server/services/cursor';
import { FALLBACK_CANDIDATES, SUGGESTION_TRAINING_ROWS } from '../src/server/services/network/suggestions';
import { RELEVANCE_CANDIDATES } from '../src/server/services/activities/relevance';
import { POST_CANDIDATES } from '../src/server/services/community/search';
import { SEARCH_PAGE_SIZE } from '../src/shared/schemas/search';
import { sessionCookieFor } from '../tests/factories/sessions';
import { createUser } from '../tests/factories/users';
import { countsInD1, heavyStatements, measure, queryPlan, rates, sessionQueries, type Measured } from './d1-meter';
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
/**
 * Rows one walk of a list of questions or of an activity's discussions may read (the session aside):
 * the page's posts and the one after it, each with its entry in the list's index, its row, its
 * author, its activity, and the viewer's like, follow, mute and block of the author.
 */
const LIST_WALK_ROWS = 8 * (FEED_PAGE_SIZE + 1);
/**
 * Rows such a page may read: one walk, slack for the seeks. Bound by the page size, never by the
 * 100,000 posts, the 33,000 questions, a like count thousands of questions share or the asker's
 * 3,000 posts.
 */
const POST_LIST_BOUND = LIST_WALK_ROWS + 100;
/**
 * A later page of the liked sort walks twice in one batch (src/server/services/community/questions.ts):
 * the rest of its like count, then the questions with fewer likes.
 */
const LIKED_LATER_BOUND = 2 * LIST_WALK_ROWS + 100;
/**
 * Rows similar questions may read: the search index's pages for the typed words, then each of the best
 * 100 candidates with its row, author, mute and block (src/server/services/community/questions.ts).
 */
const SIMILAR_BOUND = 6 * 100 + 400;
/**
 * Rows the suggestions may read (the session aside): the training match's progress rows, each with
 * its owner and the owner's row; each fallback's candidates (a breed's dog with its owner); then
 * every candidate with their row, the follow, the mutes and blocks both ways and whether they were
 * active; slack for the seeks. Bound by fixed numbers, never by the 10,000 members who match.
 */
const SUGGESTIONS_BOUND = 3 * SUGGESTION_TRAINING_ROWS + 4 * FALLBACK_CANDIDATES + 8 * (SUGGESTION_TRAINING_ROWS + 3 * FALLBACK_CANDIDATES) + 200;
/**
 * Rows a search page may read (`GET /api/search`, decision 054): the search index's pages for the
 * words, FTS5's newest candidates with their scores, then each with its row, author, activity, the
 * viewer's like, follow, mute and block; slack for the seeks. Bound by the fixed number of
 * candidates, never by the 11,000 posts of the type that say 'Leine'.
 */
const POST_SEARCH_BOUND = 8 * POST_CANDIDATES + 400;
/** An activity search page: each of FTS5's newest candidates with its score, row, author, tags and picture. */
const ACTIVITY_SEARCH_BOUND = 6 * RELEVANCE_CANDIDATES + 400;
/** The API's budget (docs/architecture.md §12): at most three D1 round trips per request, so two besides the session's. */
const LIST_ROUND_TRIPS = 3 - 1;
/** A write's budget: three D1 round trips in all, the session's included. */
const WRITE_ROUND_TRIPS = 3;
const AUTHORS = 50;
const FANS = 5;
/**
 * The viewer writes the posts at these places modulo VIEWER_CYCLE (nine posts make one cycle of
 * the three types, so 1, 4 and 7 are a post, a question and a success story): 1,011 questions among
 * 3,033 posts of their own, spread through the year, for the 'mine' filter. Posts of other types
 * beside them, so an index over all of the author's posts would show in the rows read.
 */
const VIEWER_CYCLE = 99;
const VIEWER_PLACES = [1, 4, 7];
/**
 * A member who asks little and writes much: posts at these places modulo VIEWER_CYCLE (both plain
 * posts) and a question every SPARSE_QUESTION_EVERY posts, 10 questions among 2,031 posts. Their
 * 'mine' list has no second page; its rows read show whether the list walks the questions-only
 * index or every post of theirs.
 */
const SPARSE_PLACES = [2, 11];
const SPARSE_QUESTION_EVERY = 9999;
const SPARSE_QUESTION_PLACE = 13;
/** Every fifth question has an accepted answer (a comment of its own). */
const ANSWERED_EVERY = 5;
/**
 * Activities, one every POSTS / ACTIVITIES posts' time; every fourth question or success story
 * names one created a little before it, and every fifth of those the first (and oldest): the
 * activity whose discussions are measured, about 3,500 posts spread through the year.
 */
const ACTIVITIES = 500;
const NAMING_EVERY = 4;
const DISCUSSED_EVERY = 20;
/** Minutes between posts (with jitter), so 100,000 posts span about a year. */
const MINUTES_APART = 5;
const RATE_REQUESTS = 500;
/** A statement reading more than ten pages' worth of rows is listed with its query plan. */
const HEAVY_ROWS_READ = 10 * (FEED_PAGE_SIZE + 1);
const BASE = Date.UTC(2025, 0, 1);
const postTime = (i: number) => BASE + i * MINUTES_APART * 60_000 + ((i * 7907) % 60_000);

/**
 * ACTIVITIES activities by the authors, one every POSTS / ACTIVITIES posts' time from the first
 * post on, for the posts to name (the triggers of migrations/0002 index them as for every insert).
 */
const INSERT_ACTIVITIES = `
WITH RECURSIVE
  n(k) AS (SELECT 0 UNION ALL SELECT k + 1 FROM n WHERE k < ? - 1),
  w(authors, base, step) AS (SELECT ?, ?, ?)
INSERT INTO activities (author_id, lang, title, description, content, difficulty, difficulty_rank, duration, location, is_approved, created_at, updated_at)
SELECT ${pick('authors', 'k')}, 'de', 'Übung ' || (k + 1), 'Eine ruhige Übung für zwischendurch.',
  '1. Bereite alles vor. 2. Übe in kleinen Schritten. 3. Belohne jeden Fortschritt.', 'beginner', 1, 10, 'both', 1,
  base + k * step, base + k * step
FROM n, w`;

/**
 * 100,000 posts in one INSERT … SELECT over a recursive counter: the types take turns in runs of
 * three (a third are questions), every third in English, every seventh with a picture; the viewer
 * and the sparse asker write some, every fourth question or success story names an activity.
 */
const INSERT_POSTS = `
WITH RECURSIVE
  n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?),
  w(authors, types, de_texts, en_texts, base, step, viewer, sparse, first_activity) AS (SELECT ?, ?, ?, ?, ?, ?, ?, ?, ?),
  p AS (SELECT n.i, w.*, ${pick('w.types', 'n.i / 3')} AS type FROM n, w)
INSERT INTO posts (author_id, type, content, lang, image_key, activity_id, created_at, updated_at)
SELECT
  CASE
    WHEN i % ${VIEWER_CYCLE} IN (${VIEWER_PLACES.join(', ')}) THEN viewer
    WHEN i % ${VIEWER_CYCLE} IN (${SPARSE_PLACES.join(', ')}) OR i % ${SPARSE_QUESTION_EVERY} = ${SPARSE_QUESTION_PLACE} THEN sparse
    ELSE ${pick('authors', 'i')}
  END, type,
  CASE WHEN i % 3 = 0 THEN ${pick('en_texts', 'i / 3')} || ' #' || i ELSE ${pick('de_texts', 'i / 2')} || ' #' || i END,
  CASE WHEN i % 3 = 0 THEN 'en' ELSE 'de' END,
  CASE WHEN i % 7 = 0 THEN 'bench/post-' || i || '.jpg' END,
  CASE WHEN type <> 'post' AND i % ${NAMING_EVERY} = 0 THEN
    first_activity + CASE WHEN i % ${DISCUSSED_EVERY} = 0 THEN 0 ELSE max(0, (i - 1) / ${POSTS / ACTIVITIES} - (i / ${NAMING_EVERY}) % 10) END
  END,
  base + i * step + (i * 7907) % 60000, base + i * step + (i * 7907) % 60000
FROM p`;

interface Seeded {
  seconds: number;
  likes: number;
  comments: number;
  follows: number;
  questions: number;
  answered: number;
  viewerPosts: number;
  viewerQuestions: number;
  sparsePosts: number;
  sparseQuestions: number;
  activities: number;
  naming: number;
  discussions: number;
}

/**
 * Seeds the activities, the posts (some the viewer's, some naming an activity), their likes (the
 * viewer's among them), comments and accepted answers, and the viewer's network; answers the
 * viewer's session and the activity whose discussions are measured.
 */
async function seed(): Promise<{ cookie: string; viewerId: number; sparseCookie: string; discussed: number; seeded: Seeded }> {
  const start = performance.now();
  const db = getDb(env.DB);
  await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
  const existing = await env.DB.prepare('SELECT count(*) AS n FROM posts').first<number>('n');
  if (existing) throw new Error(`bench:api expects an empty database, found ${existing} posts`);

  const authors: number[] = [];
  for (let i = 0; i < AUTHORS; i += 1) authors.push((await createUser(db, 'free')).id);
  const viewer = await createUser(db, 'free');
  const sparse = await createUser(db, 'free');
  await env.DB.prepare(INSERT_ACTIVITIES)
    .bind(ACTIVITIES, json(authors), BASE, (POSTS / ACTIVITIES) * MINUTES_APART * 60_000)
    .run();
  const discussed = await env.DB.prepare('SELECT min(id) AS id FROM activities').first<number>('id');
  if (!discussed) throw new Error('the activities were not created');
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
      viewer.id,
      sparse.id,
      discussed,
    )
    .run();

  // The viewer likes every third post, fans every (5 + k)th: the like state varies along a page.
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
  // Every fifth question has an answer, three hours on, and it is the accepted one.
  await env.DB.prepare(
    `WITH w(authors) AS (SELECT ?)
     INSERT INTO comments (post_id, author_id, content, created_at, updated_at)
     SELECT id, ${pick('w.authors', 'id + 3')}, 'Probier es in kleineren Schritten und belohne jeden Versuch.', created_at + 10800000, created_at + 10800000
     FROM posts, w WHERE type = 'question' AND id % ? = 0`,
  )
    .bind(json(authors), ANSWERED_EVERY)
    .run();
  await env.DB.prepare(
    `UPDATE posts SET accepted_comment_id = (SELECT max(c.id) FROM comments c WHERE c.post_id = posts.id) WHERE type = 'question' AND id % ? = 0`,
  )
    .bind(ANSWERED_EVERY)
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
  // Suggestions (docs/decisions/052-finding-people.md) at their worst: every silent member shares
  // milestones, lives where the viewer lives and has a dog of the viewer's dog's breed that trains
  // the same activity, and the viewer follows them all, so every candidate read is refused.
  await env.DB.prepare(`UPDATE users SET share_milestones = 1, location = 'Köln' WHERE username LIKE 'silent%' OR id = ?`).bind(viewer.id).run();
  await env.DB.prepare(`INSERT INTO dogs (name, breed, created_by) SELECT 'Hund ' || id, 'Labrador', id FROM users WHERE username LIKE 'silent%' OR id = ?`)
    .bind(viewer.id)
    .run();
  await env.DB.prepare('INSERT INTO dog_owners (dog_id, user_id) SELECT id, created_by FROM dogs').run();
  await env.DB.prepare('INSERT INTO dog_progress (dog_id, activity_id, tried) SELECT id, ?, 1 FROM dogs').bind(discussed).run();
  const seconds = (performance.now() - start) / 1000;

  const count = (sql: string, ...params: unknown[]) =>
    env.DB.prepare(sql)
      .bind(...params)
      .first<number>('n')
      .then((n) => n ?? 0);
  return {
    cookie: await sessionCookieFor(env.SESSION, viewer.id),
    viewerId: viewer.id,
    sparseCookie: await sessionCookieFor(env.SESSION, sparse.id),
    discussed,
    seeded: {
      seconds: Math.round(seconds * 10) / 10,
      likes: await count('SELECT count(*) AS n FROM post_likes'),
      comments: await count('SELECT count(*) AS n FROM comments'),
      follows: await count('SELECT count(*) AS n FROM follows'),
      questions: await count(`SELECT count(*) AS n FROM posts WHERE type = 'question'`),
      answered: await count(`SELECT count(*) AS n FROM posts WHERE type = 'question' AND accepted_comment_id IS NOT NULL`),
      viewerPosts: await count('SELECT count(*) AS n FROM posts WHERE author_id = ?', viewer.id),
      viewerQuestions: await count(`SELECT count(*) AS n FROM posts WHERE author_id = ? AND type = 'question'`, viewer.id),
      sparsePosts: await count('SELECT count(*) AS n FROM posts WHERE author_id = ?', sparse.id),
      sparseQuestions: await count(`SELECT count(*) AS n FROM posts WHERE author_id = ? AND type = 'question'`, sparse.id),
      activities: await count('SELECT count(*) AS n FROM activities'),
      naming: await count('SELECT count(*) AS n FROM posts WHERE activity_id IS NOT NULL'),
      discussions: await count('SELECT count(*) AS n FROM posts WHERE activity_id = ?', discussed),
    },
  };
}

const posts = (body: unknown) => {
  const page = body as Partial<FeedPage>;
  return Array.isArray(page.posts) ? page.posts.length : null;
};

/** A measured list page with the plans of its list statements (those reading posts), as SQLite chose them through D1. */
type Listed = Measured & { plan: string[] };

async function withPlan(result: Measured): Promise<Listed> {
  const plan: string[] = [];
  for (const list of result.statements.filter((s) => !s.session && s.sql.includes('from "posts"'))) plan.push(...(await queryPlan(list)));
  return { ...result, plan };
}

/** What a page must keep to: its rows read and round trips besides the session's, and the posts it shows. */
interface Budget {
  rows: number;
  trips: number;
  posts?: number;
}

/** How a measured page breaks its budget, or null. */
function breach(e: Measured, budget: Budget): string | null {
  const rows = e.rowsRead - e.sessionRowsRead;
  const trips = e.roundTrips - e.sessionRoundTrips;
  const problems = [
    e.status !== 200 && `status ${e.status}`,
    budget.posts !== undefined && e.cards !== budget.posts && `${e.cards} posts instead of ${budget.posts}`,
    trips > budget.trips && `${trips} D1 round trips besides the session (at most ${budget.trips})`,
    rows > budget.rows && `${rows} rows read besides the session (bound ${budget.rows})`,
  ].filter((problem) => typeof problem === 'string');
  return problems.length > 0 ? `${e.name} (GET ${e.path}): ${problems.join(', ')}` : null;
}

it('measures the community feed on 100,000 posts', async () => {
  const { cookie, viewerId, sparseCookie, discussed, seeded } = await seed();
  const sessionSql = await sessionQueries(cookie);
  const run = (name: string, path: string) => measure(name, path, cookie, sessionSql, posts);
  const feedPath = (cursor: string) => `/api/posts?cursor=${encodeURIComponent(cursor)}`;
  /** Every page over its budget, thrown once the report is printed. */
  const breaches: string[] = [];

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
  for (const page of networkPages) {
    endpoints.push({ ...page, bound: NETWORK_FEED_BOUND });
    const problem = breach(page, { rows: NETWORK_FEED_BOUND, trips: 1 });
    if (problem) breaches.push(problem);
  }

  // Suggestions: 10,000 members match the viewer by training, breed and place, and are followed
  // already; the service reads a fixed number of candidates of each kind, never all of them.
  const suggested = await measure('network suggestions', '/api/network/suggestions', cookie, sessionSql, (body) => {
    const list = body as Partial<SuggestionList>;
    return Array.isArray(list.members) ? list.members.length : null;
  });
  endpoints.push({ ...suggested.result, bound: SUGGESTIONS_BOUND });
  const suggestionsProblem = breach(suggested.result, { rows: SUGGESTIONS_BOUND, trips: 1 });
  if (suggestionsProblem) breaches.push(suggestionsProblem);

  // Every Q&A list (filter × sort) and an activity's discussions, first and next page, as the
  // viewer (1,011 questions of theirs for 'mine'); a liked page deep in a tie; 'mine' for a member
  // who asks little. Full pages, within the round-trip budget, rows read bound by the page size.
  const listBudget: Budget = { rows: POST_LIST_BOUND, trips: LIST_ROUND_TRIPS, posts: FEED_PAGE_SIZE };
  const lists: Listed[] = [];
  const measureList = async (name: string, path: string, asMember = cookie, budget = listBudget) => {
    const page = await measure(name, path, asMember, sessionSql, posts);
    lists.push({ ...(await withPlan(page.result)), bound: budget.rows });
    const problem = breach(page.result, budget);
    if (problem) breaches.push(problem);
    return page.body as FeedPage;
  };
  const laterLiked: Budget = { ...listBudget, rows: LIKED_LATER_BOUND };
  const firstAndNext = async (name: string, path: string, nextBudget = listBudget) => {
    const { nextCursor: cursor } = await measureList(`${name}, first page`, path);
    if (!cursor) throw new Error(`${name}: the first page has no nextCursor`);
    await measureList(`${name}, next page`, `${path}${path.includes('?') ? '&' : '?'}cursor=${encodeURIComponent(cursor)}`, cookie, nextBudget);
  };
  const qaPath = (filter: QaFilter | undefined, sort: QaSort) => `/api/qa?${new URLSearchParams({ ...(filter ? { filter } : {}), sort })}`;
  for (const filter of [undefined, ...QA_FILTERS]) {
    for (const sort of QA_SORTS) await firstAndNext(`Q&A ${filter ?? 'all'}, ${sort}`, qaPath(filter, sort), sort === 'liked' ? laterLiked : listBudget);
  }
  // Most questions share a like count (0, 1 or 2): a liked page deep inside the largest such tie
  // must seek to its cursor, not walk the tie from its top.
  const filterSql: Record<QaFilter, string> = {
    unanswered: 'accepted_comment_id IS NULL',
    answered: 'accepted_comment_id IS NOT NULL',
    mine: `author_id = ${viewerId}`,
  };
  for (const filter of [undefined, ...QA_FILTERS]) {
    const questions = `FROM posts WHERE type = 'question' AND ${filter ? filterSql[filter] : '1'}`;
    const tie = await env.DB.prepare(`SELECT likes, count(*) AS n ${questions} GROUP BY likes ORDER BY n DESC LIMIT 1`).first<{ likes: number; n: number }>();
    if (!tie) throw new Error(`no questions for ${filter ?? 'all'}`);
    const middle = await env.DB.prepare(`SELECT id ${questions} AND likes = ? ORDER BY id LIMIT 1 OFFSET ?`)
      .bind(tie.likes, Math.floor(tie.n / 2))
      .first<number>('id');
    const cursor = encodeCursor([tie.likes, middle ?? 0]);
    await measureList(
      `Q&A ${filter ?? 'all'}, liked, mid ${tie.n.toLocaleString('en-US')} with ${tie.likes} likes`,
      `${qaPath(filter, 'liked')}&cursor=${encodeURIComponent(cursor)}`,
      cookie,
      laterLiked,
    );
  }
  // 'mine' for the member with 10 questions among 2,031 posts: one short page, the same bound.
  for (const sort of QA_SORTS) {
    await measureList(`Q&A mine, ${sort}, sparse asker`, qaPath('mine', sort), sparseCookie, { ...listBudget, posts: seeded.sparseQuestions });
  }
  await firstAndNext("an activity's discussions", `/api/activities/${discussed}/discussions`);
  // One language (a third of the posts are English): the feed and every Q&A list walk the indexes that
  // start with the language (migrations/0033), so the rarer language reads as few rows as all of them.
  await firstAndNext('feed in English', '/api/posts?lang=en');
  for (const filter of [undefined, ...QA_FILTERS]) {
    for (const sort of QA_SORTS) {
      const path = `${qaPath(filter, sort)}&lang=en`;
      // The viewer writes in German only (VIEWER_PLACES all fall on German posts): their English
      // 'mine' is one empty page, which must not walk their 1,011 German questions to find it.
      if (filter === 'mine') await measureList(`Q&A mine, ${sort}, in English (none)`, path, cookie, { ...listBudget, posts: 0 });
      else await firstAndNext(`Q&A ${filter ?? 'all'}, ${sort}, in English`, path, sort === 'liked' ? laterLiked : listBudget);
    }
  }
  // Similar questions while a title is typed: the words are common to thousands of titles, yet only
  // the search's best candidates are read with their posts.
  const similar = await measure(
    'similar questions',
    `/api/qa/similar?${new URLSearchParams({ q: 'Which sniffing games on rainy days', lang: 'en' })}`,
    cookie,
    sessionSql,
    (body) => (Array.isArray((body as { questions?: unknown[] }).questions) ? (body as { questions: unknown[] }).questions.length : null),
  );
  lists.push({ ...(await withPlan(similar.result)), bound: SIMILAR_BOUND });
  const similarProblem = breach(similar.result, { rows: SIMILAR_BOUND, trips: LIST_ROUND_TRIPS, posts: SIMILAR_QUESTIONS_MAX });
  if (similarProblem) breaches.push(similarProblem);

  // Search by relevance (decision 054): 'Leine' is in a quarter of the German posts, 'Übung' in every
  // activity's title; a page reads FTS5's newest candidates only, first page and next alike.
  for (const type of ['post', 'question'] as const) {
    const budget: Budget = { rows: POST_SEARCH_BOUND, trips: LIST_ROUND_TRIPS, posts: SEARCH_PAGE_SIZE };
    const path = `/api/search?${new URLSearchParams({ type, q: 'Leine', lang: 'de' })}`;
    const { nextCursor: cursor } = await measureList(`search ${type}s 'Leine', first page`, path, cookie, budget);
    if (!cursor) throw new Error(`search ${type}s: the first page has no nextCursor`);
    await measureList(`search ${type}s 'Leine', next page`, `${path}&cursor=${encodeURIComponent(cursor)}`, cookie, budget);
  }
  const activitySearch = await measure(
    "search activities 'Übung'",
    `/api/search?${new URLSearchParams({ type: 'activity', q: 'Übung' })}`,
    cookie,
    sessionSql,
    (body) => {
      const page = body as Partial<ActivityPage>;
      return Array.isArray(page.activities) ? page.activities.length : null;
    },
  );
  lists.push({ ...(await withPlan(activitySearch.result)), bound: ACTIVITY_SEARCH_BOUND });
  const activitySearchProblem = breach(activitySearch.result, { rows: ACTIVITY_SEARCH_BOUND, trips: LIST_ROUND_TRIPS, posts: SEARCH_PAGE_SIZE });
  if (activitySearchProblem) breaches.push(activitySearchProblem);

  // Writes at 100,000 posts: at most WRITE_ROUND_TRIPS D1 round trips each, the session's included (§12).
  const writes: Measured[] = [];
  // A paying member may write (docs/product-rules.md §6); the viewer of the lists is a free one.
  const writer = await createUser(getDb(env.DB), 'paidYearly');
  const writerCookie = await sessionCookieFor(env.SESSION, writer.id);
  const write = async (name: string, path: string, body: unknown) => {
    const { result } = await measure(name, path, writerCookie, sessionSql, () => null, { method: 'POST', body });
    writes.push(result);
    if (result.status >= 300 || result.roundTrips > WRITE_ROUND_TRIPS) {
      breaches.push(`${name}: status ${result.status}, ${result.roundTrips} D1 round trips (at most ${WRITE_ROUND_TRIPS})`);
    }
    if (countsInD1(result)) breaches.push(`${name}: wrote a rate-limit row to D1 (the binding counts writes)`);
    return result;
  };
  const liked = (first.body as FeedPage).posts.find((post) => !post.isLiked) ?? (first.body as FeedPage).posts[0];
  if (!liked) throw new Error('the feed is empty');
  await write('create a post', '/api/posts', { content: 'Heute hat der Rückruf im Park geklappt.', type: 'post', activityId: null });
  await write('comment on a post', `/api/posts/${liked.id}/comments`, { content: 'Super, weiter so!' });
  await write('like a post', `/api/posts/${liked.id}/like`, { userId: writer.id });

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
    lists: {
      bound: POST_LIST_BOUND,
      likedLaterBound: LIKED_LATER_BOUND,
      roundTrips: LIST_ROUND_TRIPS,
      heavyRowsRead: HEAVY_ROWS_READ,
      endpoints: lists,
      heavy: await heavyStatements(lists, HEAVY_ROWS_READ),
    },
    writes: { roundTrips: WRITE_ROUND_TRIPS, endpoints: writes },
    breaches,
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
  if (breaches.length > 0) throw new Error(`pages over their budget:\n${breaches.join('\n')}`);
});
