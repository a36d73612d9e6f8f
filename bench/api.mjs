#!/usr/bin/env node
// `npm run bench:api`: the activities API on 20,000 seeded activities, measured in workerd with
// the local D1 (bench/api.measure.ts): D1 round trips, rows read and written and KV reads per
// endpoint, the query plan of any statement that reads far more rows than a page, and the list's
// request rate next to the health route's from one run. Nothing here passes or fails on time.
// Raw results: bench/results/api.json
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';

const RESULTS = 'bench/results/api.json';

const run = spawnSync('npx', ['vitest', 'run', '-c', 'bench/workers.vitest.config.ts', 'bench/api.measure.ts'], {
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
});
const line = `${run.stdout}\n${run.stderr}`.split('\n').find((l) => l.includes('BENCH_API '));
if (!line) {
  console.error(run.stdout, run.stderr);
  process.exit(1);
}
const report = JSON.parse(line.slice(line.indexOf('BENCH_API ') + 10));

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
  `seeded in ${seeded.seconds} s: ${n(seeded.tags)} tags, ${n(seeded.likes)} likes, ${n(seeded.images)} pictures; ` +
    `'${report.searchWord.toLowerCase()}' matches ${seeded.searchMatches} German activities`,
);
console.log('Every request as a signed-in member (German); "(session)" is the share of the session lookup (KV read + user query).\n');

printTable([
  ['endpoint', 'request', 'status', 'cards', 'D1 trips', '(session)', 'rows_read', '(session)', 'rows_written', 'KV reads'],
  ...report.endpoints.map((e) => [e.name, `GET ${shortPath(e.path)}`, e.status, n(e.cards), e.roundTrips, e.sessionRoundTrips, n(e.rowsRead), n(e.sessionRowsRead), n(e.rowsWritten), e.kv.get ?? 0]),
]);
for (const e of report.endpoints) if (e.note) console.log(`! ${e.name}: ${e.note}`);
console.log('D1 trips: calls on the binding (each all/raw/first/run is one, a batch is one); rows from D1 result meta.');

console.log(`\nStatements reading more than ${report.heavyRowsRead} rows (ten pages' worth):`);
if (report.heavy.length === 0) console.log('  none');
for (const h of report.heavy) {
  console.log(`\n  ${h.endpoint}: ${n(h.rowsRead)} rows read for ${n(h.rowsReturned)} rows returned`);
  console.log(`  SQL: ${h.sql}`);
  console.log(`  params: ${JSON.stringify(h.params)}`);
  console.log('  EXPLAIN QUERY PLAN:');
  for (const step of h.plan) console.log(`    ${step}`);
}

const { rate } = report;
console.log(`\nRequest rate, one run of ${rate.requests} sequential requests per path as a visitor (information, not a limit):`);
console.log(`  GET /api/activities        ${String(rate.listRps).padStart(6)} req/s`);
console.log(`  GET /api/health            ${String(rate.healthRps).padStart(6)} req/s   (one trivial D1 query)`);
console.log(`  GET /api/no-such-route     ${String(rate.noRouteRps).padStart(6)} req/s   (404: same middleware, no D1)`);
console.log(`  list / health: ${rate.listToHealth.toFixed(2)}×   list / no route: ${rate.listToNoRoute.toFixed(2)}×`);

mkdirSync('bench/results', { recursive: true });
writeFileSync(RESULTS, JSON.stringify(report, null, 2) + '\n');
console.log(`\nraw results: ${RESULTS}`);
