#!/usr/bin/env node
// `npm run bench:api`: the activities API on 20,000 seeded activities and the dog routes beside 2,000 dogs (bench/api.measure.ts) and
// the community feed, the network feed, the Q&A lists and an activity's discussions on 100,000 posts
// (bench/feed.measure.ts), measured in workerd with the local D1: D1 round trips, rows read and
// written and KV reads per endpoint, the query plan of any statement that reads far more rows than
// a page (and the index each Q&A and discussion page walks), and request rates next to the health
// route's and a route without a query, from one run. Nothing here passes or fails on time; rows
// read over a bound fail the run, after the tables are printed.
// Raw results: bench/results/api.json
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';

const RESULTS = 'bench/results/api.json';

// One file after the other, so the request rates do not share the two cores.
const run = spawnSync(
  'npx',
  ['vitest', 'run', '-c', 'bench/workers.vitest.config.ts', '--no-file-parallelism', 'bench/api.measure.ts', 'bench/feed.measure.ts'],
  {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  },
);
/** The JSON a measure file printed after its marker. */
function reportOf(marker) {
  const line = `${run.stdout}\n${run.stderr}`.split('\n').find((l) => l.includes(`${marker} `));
  if (!line) {
    console.error(run.stdout, run.stderr);
    process.exit(1);
  }
  return JSON.parse(line.slice(line.indexOf(`${marker} `) + marker.length + 1));
}
const report = reportOf('BENCH_API');
const feed = reportOf('BENCH_FEED');

const n = (value) => (value === null || value === undefined ? '-' : Number(value).toLocaleString('en-US'));
// The cursor is long and opaque; the name already says which page it is.
const shortPath = (path) => path.replace(/cursor=[^&]+/, 'cursor=…');

/** Columns as wide as their widest cell; the first two (names) left-aligned, numbers right. */
function printTable(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((cells) => String(cells[i]).length)));
  for (const cells of rows) console.log(cells.map((cell, i) => (i < 2 ? String(cell).padEnd(widths[i]) : String(cell).padStart(widths[i]))).join('  '));
}

const { seeded } = report;
console.log(`Activities API on ${n(report.activities)} activities (workerd + local D1 via vitest; ${report.pageSize} cards a page)`);
console.log(
  `seeded in ${seeded.seconds} s: ${n(seeded.tags)} tags, ${n(seeded.likes)} likes, ${n(seeded.images)} pictures, ` +
    `${n(seeded.dogs)} dogs with ${n(seeded.dogProgress)} progress rows, ${n(seeded.sessions)} training sessions of one dog; ` +
    `'${report.searchWord.toLowerCase()}' matches ${seeded.searchMatches} German activities`,
);
console.log('Every request as a signed-in member (German); "(session)" is the share of the session lookup (KV read + user query).\n');

/** The endpoints' counts (and bounds, where asserted), and every statement that read far more rows than a page. */
function printEndpoints({ endpoints, heavy, heavyRowsRead }, items) {
  const bounded = endpoints.some((e) => e.bound !== undefined);
  printTable([
    ['endpoint', 'request', 'status', items, 'D1 trips', '(session)', 'rows_read', '(session)', ...(bounded ? ['bound'] : []), 'rows_written', 'KV reads'],
    ...endpoints.map((e) => [
      e.name,
      `${e.method ?? 'GET'} ${shortPath(e.path)}`,
      e.status,
      n(e.cards),
      e.roundTrips,
      e.sessionRoundTrips,
      n(e.rowsRead),
      n(e.sessionRowsRead),
      ...(bounded ? [n(e.bound)] : []),
      n(e.rowsWritten),
      e.kv.get ?? 0,
    ]),
  ]);
  for (const e of endpoints) if (e.note) console.log(`! ${e.name}: ${e.note}`);
  console.log('D1 trips: calls on the binding (each all/raw/first/run is one, a batch is one); rows from D1 result meta.');
  if (bounded) console.log('bound: the most rows the request may read besides the session (asserted, with the status and round trips).');

  console.log(`\nStatements reading more than ${heavyRowsRead} rows (ten pages' worth):`);
  if (heavy.length === 0) console.log('  none');
  for (const h of heavy) {
    console.log(`\n  ${h.endpoint}: ${n(h.rowsRead)} rows read for ${n(h.rowsReturned)} rows returned`);
    console.log(`  SQL: ${h.sql}`);
    console.log(`  params: ${JSON.stringify(h.params)}`);
    console.log('  EXPLAIN QUERY PLAN:');
    for (const step of h.plan) console.log(`    ${step}`);
  }
}

/** Request rates of one run, each path beside the health route and the route without a query. */
function printRates(requests, measured, { healthRps, noRouteRps }) {
  console.log(`\nRequest rate, one run of ${requests} sequential requests per path (information, not a limit):`);
  for (const [path, rps, who] of measured) {
    console.log(
      `  GET ${path.padEnd(22)} ${String(rps).padStart(6)} req/s   (${who}; ${(rps / healthRps).toFixed(2)}× health, ${(rps / noRouteRps).toFixed(2)}× no route)`,
    );
  }
  console.log(`  GET /api/health            ${String(healthRps).padStart(6)} req/s   (one trivial D1 query)`);
  console.log(`  GET /api/no-such-route     ${String(noRouteRps).padStart(6)} req/s   (404: same middleware, no D1)`);
}

printEndpoints(report, 'cards');
printRates(
  report.rate.requests,
  [
    ['/api/activities', report.rate.listRps, 'visitor, edge cache'],
    ['/api/activities', report.rate.memberListRps, 'member, uncached'],
    ['/api/courses?lang=all', report.rate.catalogueRps, 'visitor, edge cache'],
    ['/api/courses?lang=all', report.rate.memberCatalogueRps, 'member, uncached'],
  ],
  report.rate,
);

console.log(`\n\nCommunity feed on ${n(feed.posts)} posts (${feed.pageSize} a page), as a signed-in member`);
console.log(`seeded in ${feed.seeded.seconds} s: ${n(feed.seeded.likes)} likes, ${n(feed.seeded.comments)} comments\n`);
printEndpoints(feed, 'posts');
console.log(`\nWrites on the same ${n(feed.posts)} posts (asserted: at most ${feed.writes.roundTrips} D1 round trips in all, the session's included):\n`);
printEndpoints({ endpoints: feed.writes.endpoints, heavy: [], heavyRowsRead: feed.heavyRowsRead }, 'items');
printRates(feed.rate.requests, [['/api/posts', feed.rate.feedRps, 'member']], feed.rate);

const { lists } = feed;
const posted = feed.seeded;
console.log(`\n\nQ&A and an activity's discussions on the same ${n(feed.posts)} posts (${feed.pageSize} a page), as the same member`);
console.log(
  `${n(posted.questions)} questions, ${n(posted.answered)} of them answered; the member's ${n(posted.viewerQuestions)} among ${n(posted.viewerPosts)} posts of theirs, ` +
    `the sparse asker's ${n(posted.sparseQuestions)} among ${n(posted.sparsePosts)}; ${n(posted.naming)} posts name one of ${n(posted.activities)} activities, ` +
    `${n(posted.discussions)} the measured one`,
);
console.log(`Asserted: status 200, a full page, at most ${lists.roundTrips} D1 round trips besides the session, rows read within the bound.\n`);
printEndpoints(lists, 'posts');
console.log('\nIndex each list walks (EXPLAIN QUERY PLAN through the same D1, the step on posts):');
const nameWidth = Math.max(...lists.endpoints.map((e) => e.name.length));
for (const e of lists.endpoints) console.log(`  ${e.name.padEnd(nameWidth)}  ${e.plan.filter((step) => / posts\b/.test(step)).join('; ')}`);

mkdirSync('bench/results', { recursive: true });
writeFileSync(RESULTS, `${JSON.stringify({ activities: report, feed }, null, 2)}\n`);
console.log(`\nraw results: ${RESULTS}`);

// A bound broken (or any other failure after the reports were printed) fails the run.
if (feed.breaches.length > 0) {
  console.error(`\nOver budget:\n${feed.breaches.map((line) => `  ${line}`).join('\n')}`);
  process.exit(1);
}
if (run.status !== 0) {
  console.error(run.stdout, run.stderr);
  process.exit(run.status ?? 1);
}
