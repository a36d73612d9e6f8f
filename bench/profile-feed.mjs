#!/usr/bin/env node
// `npm run bench:profile`: where the member feed's CPU time goes, next to the health route's.
// Serves the build (dist/, `npm run build` first) with `wrangler dev` on a fresh local D1 of its own
// (migrated and seeded like `npm start`), signs in as a demo member, and records a V8 CPU profile
// in workerd through its inspector (Chrome DevTools Protocol) while it sends N sequential
// `GET /api/posts` with the member's cookie, then N `GET /api/health` as a visitor. Prints, per
// request, the self time by module (npm package or source file, through the build's source maps)
// and by function, top 25 each, the feed's excess over health by module, and the shares of idle
// (waiting for D1, KV and the next request), program (the runtime's own C++ outside JavaScript)
// and GC. The profile sees only the app's isolate: D1's SQLite and KV run in other workerd services.
//
//   npm run bench:profile [-- --requests 500 --interval 100 --email ben@rudel.test]
//
// Ports: 8789 + RUDEL_PORT_OFFSET for the app, 9229 + RUDEL_PORT_OFFSET for the inspector.
// Raw profiles (open them in Chrome DevTools' Performance panel): bench/results/profile-{feed,health}.cpuprofile
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { devVars, PORT_OFFSET, STRIPE_FAKE_PORTS, varFlags } from '../scripts/dev-vars.mjs';

// Node 20 and 21 have the WebSocket client behind a flag; 22 and later always.
if (typeof WebSocket === 'undefined') {
  const again = spawnSync(process.execPath, ['--experimental-websocket', ...process.argv.slice(1)], { stdio: 'inherit' });
  process.exit(again.status ?? 1);
}

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SERVER = join(ROOT, 'dist', 'server');
const RESULTS = join(ROOT, 'bench', 'results');
const STATE_DIR = '.wrangler/profile-state';
const PORT = 8789 + PORT_OFFSET;
const INSPECTOR_PORT = 9229 + PORT_OFFSET;
const BASE = `http://127.0.0.1:${PORT}`;
/** The password every demo account shares (README, "Demo accounts"). */
const DEMO_PASSWORD = 'Rudel-Demo-2026';
/** Requests before the profile starts: the modules load and the JIT settles. */
const WARMUP = 50;
const TOP = 25;

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '500' },
    interval: { type: 'string', default: '100' },
    email: { type: 'string', default: 'ben@rudel.test' },
  },
});
const REQUESTS = Number(values.requests);
const INTERVAL_US = Number(values.interval);

if (!existsSync(join(SERVER, 'wrangler.json'))) {
  console.error('No build in dist/: run `npm run build` first.');
  process.exit(1);
}

/** Polls until `ready` answers true, for up to a minute. */
async function waitFor(ready, what) {
  for (let tries = 0; tries < 240; tries += 1) {
    if (await ready().catch(() => false)) return;
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`${what} did not start`);
}

/** The member's session cookie, from the API's login. */
async function signIn(email) {
  const response = await fetch(`${BASE}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: BASE },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`login as ${email} answered ${response.status}: ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
}

/** A Chrome DevTools Protocol session with the Worker's isolate. */
async function connectInspector() {
  let targets = [];
  await waitFor(async () => {
    targets = await (await fetch(`http://127.0.0.1:${INSPECTOR_PORT}/json`)).json();
    return targets.length > 0;
  }, 'the inspector');
  const target = targets.find((t) => t.title?.includes('rudel')) ?? targets[0];
  // wrangler's inspector proxy accepts a local Origin only (Node's client sends none by itself).
  const socket = new WebSocket(target.webSocketDebuggerUrl, { headers: { origin: 'http://127.0.0.1' } });
  await new Promise((opened, failed) => {
    socket.addEventListener('open', opened, { once: true });
    socket.addEventListener('error', failed, { once: true });
  });
  const pending = new Map();
  let nextId = 1;
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data));
    const waiting = pending.get(message.id);
    if (!waiting) return;
    pending.delete(message.id);
    if (message.error) waiting.failed(new Error(`${waiting.method}: ${message.error.message}`));
    else waiting.answered(message.result);
  });
  return {
    send(method, params = {}) {
      const id = nextId++;
      socket.send(JSON.stringify({ id, method, params }));
      return new Promise((answered, failed) => pending.set(id, { method, answered, failed }));
    },
    close: () => socket.close(),
  };
}

/** N sequential requests under the profiler; the raw profile goes to bench/results. */
async function profileRoute(inspector, name, path, cookie) {
  const once = async () => {
    const response = await fetch(`${BASE}${path}`, { headers: cookie ? { cookie } : {} });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  };
  for (let i = 0; i < WARMUP; i += 1) await once();
  await inspector.send('Profiler.enable');
  await inspector.send('Profiler.setSamplingInterval', { interval: INTERVAL_US });
  await inspector.send('Profiler.start');
  const started = performance.now();
  for (let i = 0; i < REQUESTS; i += 1) await once();
  const wallMs = performance.now() - started;
  const { profile } = await inspector.send('Profiler.stop');
  await inspector.send('Profiler.disable');
  mkdirSync(RESULTS, { recursive: true });
  writeFileSync(join(RESULTS, `profile-${name}.cpuprofile`), JSON.stringify(profile));
  return { name, path, wallMs, ...aggregate(profile) };
}

/** The build's source maps, one per served module, read once. */
const sourceMaps = new Map();
function sourceMapOf(url) {
  if (!sourceMaps.has(url)) {
    let map = null;
    const file = url.startsWith('file://') ? fileURLToPath(url) : join(SERVER, url.replace(/^\/+/, ''));
    if (file.startsWith(SERVER) && existsSync(`${file}.map`)) map = { dir: dirname(file), map: new SourceMap(JSON.parse(readFileSync(`${file}.map`, 'utf8'))) };
    sourceMaps.set(url, map);
  }
  return sourceMaps.get(url);
}

/** Where a function was written: its source file (relative to the project) and line, through the source map. */
function originOf({ url, lineNumber, columnNumber }) {
  if (!url) return { file: '', line: 0 };
  const mapped = sourceMapOf(url);
  const entry = mapped && lineNumber >= 0 ? mapped.map.findEntry(lineNumber, columnNumber) : undefined;
  if (entry?.originalSource) {
    // Sources are named relative to their map; node_modules is wherever the checkout keeps it.
    const source = entry.originalSource.startsWith('file://') ? fileURLToPath(entry.originalSource) : resolve(mapped.dir, entry.originalSource);
    const inPackage = source.indexOf('/node_modules/');
    return { file: inPackage >= 0 ? source.slice(inPackage + 1) : relative(ROOT, source), line: entry.originalLine + 1 };
  }
  return { file: url.startsWith('file://') ? relative(ROOT, fileURLToPath(url)) : url, line: lineNumber + 1 };
}

/** The npm package (scope included) or the project's source file a function belongs to. */
function moduleOf(file) {
  const inPackage = file.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (inPackage) return inPackage[1];
  return file || '(runtime: no script)';
}

/** V8's pseudo-frames: time outside any JavaScript function. */
const SPECIAL = new Set(['(idle)', '(program)', '(garbage collector)', '(root)']);

/**
 * A gap between two samples longer than this is time the isolate was not sampled at all (workerd
 * samples it only while it runs: between requests, or while it waits for D1 in another service).
 */
const GAP_US = 4 * INTERVAL_US;

/**
 * Self time (ms) per function, module and pseudo-frame. A sample lasts until the next one, at most
 * GAP_US; the rest of a longer gap counts as idle, not as the function that happened to be sampled last.
 */
function aggregate(profile) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfMs = new Map();
  const { samples, timeDeltas } = profile;
  let unsampledMs = 0;
  for (let i = 0; i < samples.length; i += 1) {
    const us = timeDeltas[i + 1] ?? 0;
    selfMs.set(samples[i], (selfMs.get(samples[i]) ?? 0) + Math.min(us, GAP_US) / 1000);
    unsampledMs += Math.max(0, us - GAP_US) / 1000;
  }
  const byFunction = new Map();
  const byModule = new Map();
  const special = { '(idle)': unsampledMs, '(program)': 0, '(garbage collector)': 0 };
  let totalMs = unsampledMs;
  for (const [id, ms] of selfMs) {
    totalMs += ms;
    const { callFrame } = nodes.get(id);
    if (SPECIAL.has(callFrame.functionName)) {
      special[callFrame.functionName] = (special[callFrame.functionName] ?? 0) + ms;
      continue;
    }
    const { file, line } = originOf(callFrame);
    const key = `${callFrame.functionName || '(anonymous)'}  ${file ? `${file}:${line}` : '(native)'}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + ms);
    const module = moduleOf(file);
    byModule.set(module, (byModule.get(module) ?? 0) + ms);
  }
  return { totalMs, special, byFunction, byModule };
}

function report(feed, health) {
  const perRequest = (ms) => ((ms * 1000) / REQUESTS).toFixed(0);
  const pct = (ms, total) => `${((100 * ms) / total).toFixed(1)}%`;
  console.log(`CPU profile in workerd (wrangler dev, the build), ${REQUESTS} sequential requests each, sampled every ${INTERVAL_US} µs`);
  console.log('Times are µs of self time per request.\n');
  const rows = [['route', 'req/s', 'wall µs/req', 'JS µs/req', 'program', 'GC', 'idle or unsampled']];
  for (const run of [feed, health]) {
    const js = run.totalMs - run.special['(idle)'] - run.special['(program)'] - run.special['(garbage collector)'];
    rows.push([
      `${run.name} ${run.path}`,
      Math.round(REQUESTS / (run.wallMs / 1000)),
      perRequest(run.wallMs),
      perRequest(js),
      perRequest(run.special['(program)']),
      perRequest(run.special['(garbage collector)']),
      `${perRequest(run.special['(idle)'])} (${pct(run.special['(idle)'], run.totalMs)})`,
    ]);
  }
  printTable(rows);
  console.log(`feed/health rate under the profiler: ${(health.wallMs / feed.wallMs).toFixed(2)}×\n`);

  const modules = [...new Set([...feed.byModule.keys(), ...health.byModule.keys()])]
    .map((module) => ({ module, feed: feed.byModule.get(module) ?? 0, health: health.byModule.get(module) ?? 0 }))
    .sort((a, b) => b.feed - b.health - (a.feed - a.health));
  console.log(`By module: the feed's excess over health, top ${TOP}`);
  printTable([
    ['module', 'feed', 'health', 'excess'],
    ...modules.slice(0, TOP).map((m) => [m.module, perRequest(m.feed), perRequest(m.health), perRequest(m.feed - m.health)]),
  ]);
  for (const run of [feed, health]) {
    console.log(`\nBy function: ${run.name}, top ${TOP}`);
    const top = [...run.byFunction].sort((a, b) => b[1] - a[1]).slice(0, TOP);
    printTable([['function  source', 'µs/req'], ...top.map(([key, ms]) => [key, perRequest(ms)])]);
  }
}

/** Columns as wide as their widest cell; the first left-aligned, numbers right. */
function printTable(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((cells) => String(cells[i]).length)));
  for (const cells of rows) console.log(cells.map((cell, i) => (i === 0 ? String(cell).padEnd(widths[i]) : String(cell).padStart(widths[i]))).join('  '));
}

// A fresh local D1 of its own, migrated and seeded as `npm start` does.
rmSync(STATE_DIR, { recursive: true, force: true });
const quiet = { stdio: ['ignore', 'ignore', 'inherit'] };
execFileSync('npx', ['wrangler', 'd1', 'migrations', 'apply', 'DB', '--local', '--persist-to', STATE_DIR], quiet);
execFileSync('npx', ['tsx', 'scripts/seed.ts', '--persist-to', STATE_DIR], quiet);

const server = spawn(
  'npx',
  [
    'wrangler',
    'dev',
    '-c',
    'dist/server/wrangler.json',
    '--ip',
    '127.0.0.1',
    '--port',
    String(PORT),
    '--inspector-port',
    String(INSPECTOR_PORT),
    '--persist-to',
    STATE_DIR,
    ...varFlags(devVars(`http://localhost:${STRIPE_FAKE_PORTS.dev}`, BASE)),
  ],
  { stdio: ['ignore', 'ignore', 'inherit'], detached: true },
);
const stopServer = () => {
  if (server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
};
process.on('exit', stopServer);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

try {
  await waitFor(async () => (await fetch(`${BASE}/api/health`)).ok, 'the app');
  const cookie = await signIn(values.email);
  const inspector = await connectInspector();
  const feed = await profileRoute(inspector, 'feed', '/api/posts', cookie);
  const health = await profileRoute(inspector, 'health', '/api/health');
  inspector.close();
  report(feed, health);
} finally {
  stopServer();
}
