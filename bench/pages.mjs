#!/usr/bin/env node
// Page weight + Lighthouse benchmark: the prerendered pages from dist/, and the pages the Worker
// renders (the activity list and page, the member's screens) from `wrangler dev` serving the build
// over a freshly migrated and seeded database.
//
//   npm run bench:pages               build, measure sizes, run Lighthouse
//   npm run bench:pages -- --no-build reuse the existing dist/
//   npm run bench:pages -- --runs 3   Lighthouse runs per page (the median is shown; default 3)
//   npm run bench:pages -- --paths /activities,/activities/1   Lighthouse on these pages only
//   npm run bench:pages -- --reuse-db   keep the database of the last run (migrated and seeded)
//
// Port: 8799 + RUDEL_PORT_OFFSET. Load (uptime) is printed beside the Lighthouse runs: on a busy
// machine the scores drop with it.
//
// Chromium: CHROMIUM_PATH, /usr/bin/chromium or Playwright's own (scripts/chromium.mjs)
// Raw results: bench/results/pages.json

import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { CHROMIUM_ARGS as CHROME_FLAGS, findChromium } from '../scripts/chromium.mjs';
import { devVars, PORT_OFFSET, STRIPE_FAKE_PORTS, varFlags } from '../scripts/dev-vars.mjs';
import { FRAMEWORK_MARKERS } from './budgets.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const CLIENT = join(ROOT, 'dist', 'client');
const RESULTS = join(ROOT, 'bench', 'results', 'pages.json');
const PORT = 8799 + PORT_OFFSET;
const BASE = `http://localhost:${PORT}`;
const STATE_DIR = '.wrangler/bench-state';
/** Pages the Worker renders, measured as a visitor and as a demo member (docs/architecture.md §12). */
const SERVER_PATHS = ['/activities', '/en/activities', '/activities/1', '/training', '/today', '/community'];
// The demo member and password of src/server/db/seed/demo-users.ts.
const MEMBER = { email: 'lena@rudel.test', password: 'Rudel-Demo-2026' };
const ALL_LH_PATHS = ['/', '/about', '/help', '/en', '/en/about', '/en/help', '/activities', '/en/activities', '/activities/1'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const CHROME_PATH = await findChromium();

const argv = process.argv.slice(2);
const args = new Set(argv);
const noBuild = args.has('--no-build');
const runsAt = argv.indexOf('--runs');
const RUNS = runsAt >= 0 ? Math.max(1, Number(argv[runsAt + 1]) || 1) : 3;
const pathsAt = argv.indexOf('--paths');
const LH_PATHS = pathsAt >= 0 ? (argv[pathsAt + 1] ?? '').split(',').filter(Boolean) : ALL_LH_PATHS;

/** Child processes / handles to clean up. */
let wrangler = null;
let chrome = null;
let cleanedUp = false;

class FatalError extends Error {}

// ---------------------------------------------------------------------------
// helpers

const gz = (buf) => gzipSync(buf, { level: 9 }).length;
const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function table(headers, rows, align) {
  const all = [headers, ...rows].map((r) => r.map(String));
  const widths = headers.map((_, i) => Math.max(...all.map((r) => r[i].length)));
  const fmt = (r) =>
    r
      .map((c, i) => (align?.[i] === 'r' ? c.padStart(widths[i]) : c.padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  return [fmt(all[0]), widths.map((w) => '-'.repeat(w)).join('  '), ...all.slice(1).map(fmt)].join('\n');
}

function walk(dir) {
  const out = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) out.push(...walk(p));
    else out.push(p);
  }
  return out;
}

/** dist/client/index.html -> "/", en.html -> "/en", en/about.html -> "/en/about", x/index.html -> "/x" */
function urlPathOf(file) {
  let p = `/${relative(CLIENT, file).split(sep).join('/')}`;
  p = p.replace(/\.html$/, '');
  if (p === '/index') return '/';
  return p.replace(/\/index$/, '');
}

function attr(tag, name) {
  const m = tag.match(new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i'));
  return m ? (m[1] ?? m[2] ?? m[3]) : null;
}

/** Resolve a URL found in a page (absolute path or relative to the page) to a file under dist/client. */
function resolveAsset(ref, fromFile) {
  if (/^(?:[a-z]+:)?\/\//i.test(ref) || ref.startsWith('data:')) return null; // external
  const clean = ref.split(/[?#]/)[0];
  const file = clean.startsWith('/') ? join(CLIENT, clean) : resolve(dirname(fromFile), clean);
  return existsSync(file) ? file : null;
}

const STATIC_IMPORT_RE = [
  /\bimport\s*["'](\.{1,2}\/[^"']+)["']/g, // import"./x.js"
  /\bfrom\s*["'](\.{1,2}\/[^"']+)["']/g, // ... from"./x.js"  (import and re-export)
];

/** Collect a module and everything it imports statically (relative specifiers), depth-first. */
function collectModules(file, seen) {
  if (seen.has(file)) return;
  seen.add(file);
  const src = readFileSync(file, 'utf8');
  for (const re of STATIC_IMPORT_RE) {
    for (const m of src.matchAll(re)) {
      const dep = resolve(dirname(file), m[1]);
      if (existsSync(dep)) collectModules(dep, seen);
      else console.warn(`warn: ${relative(ROOT, file)} imports missing ${m[1]}`);
    }
  }
}

// ---------------------------------------------------------------------------
// 1. build

function build() {
  if (noBuild) {
    console.log('build: skipped (--no-build)');
    return;
  }
  const t0 = Date.now();
  process.stdout.write('build: npm run build ... ');
  const r = spawnSync('npm', ['run', 'build'], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (r.status !== 0) {
    console.log('FAILED');
    const out = `${r.stdout ?? ''}\n${r.stderr ?? ''}`.trim().split('\n');
    console.error(out.slice(-60).join('\n'));
    if (r.error) console.error(r.error);
    throw new FatalError(`build failed (exit ${r.status})`);
  }
  console.log(`ok (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
}

// ---------------------------------------------------------------------------
// 2. sizes

/** A prerendered page from dist/client. */
function measurePage(file) {
  return measureHtml(readFileSync(file), urlPathOf(file), file);
}

/** Where a rendered page's relative URLs resolve: its path as if it were a file under dist/client. */
const fileOfPath = (path) => join(CLIENT, path.slice(1), 'index.html');

/**
 * Sizes of one page's HTML and what its first load takes along: CSS, script (module scripts, their
 * static imports and the islands' components) and images (`<img>` and the illustration sprite).
 */
function measureHtml(html, path, file) {
  const text = html.toString('utf8');

  // CSS: inline <style> blocks + <link rel="stylesheet">
  const css = { inline: [], files: [] };
  for (const m of text.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) css.inline.push(gz(Buffer.from(m[1])));
  for (const m of text.matchAll(/<link\b[^>]*>/gi)) {
    const rel = (attr(m[0], 'rel') || '').toLowerCase().split(/\s+/);
    const href = attr(m[0], 'href');
    if (!rel.includes('stylesheet') || !href) continue;
    const f = resolveAsset(href, file);
    if (f) css.files.push({ file: relative(CLIENT, f), gzip: gz(readFileSync(f)) });
    else css.files.push({ file: href, gzip: 0, missing: true });
  }

  // JS: inline scripts (not data blocks) + module scripts and their static imports
  const js = { inline: [], files: [] };
  const inlineSources = [];
  const entries = [];
  for (const m of text.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const tag = `<script${m[1]}>`;
    const type = (attr(tag, 'type') || '').toLowerCase();
    const src = attr(tag, 'src');
    if (src) {
      const f = resolveAsset(src, file);
      if (f) entries.push(f);
      else js.files.push({ file: src, gzip: 0, missing: true });
      continue;
    }
    if (type && type !== 'module' && type !== 'text/javascript' && type !== 'application/javascript') continue;
    if (!m[2].trim()) continue;
    inlineSources.push(m[2]);
    js.inline.push(gz(Buffer.from(m[2])));
    // inline module scripts may import files too
    if (type === 'module') {
      for (const re of STATIC_IMPORT_RE)
        for (const im of m[2].matchAll(re)) {
          const f = resolveAsset(im[1], file);
          if (f) entries.push(f);
        }
      for (const im of m[2].matchAll(/\b(?:import\s*|from\s*)["'](\/[^"']+)["']/g)) {
        const f = resolveAsset(im[1], file);
        if (f) entries.push(f);
      }
    }
  }
  // Islands load their component and the framework renderer (client:load and client:idle alike);
  // the ones that wait for a toast, a press or for coming into view load nothing at first (§3).
  for (const m of text.matchAll(/<astro-island\b[^>]*>/gi)) {
    if (['toast', 'press', 'visible'].includes(attr(m[0], 'client') ?? '')) continue;
    for (const name of ['component-url', 'renderer-url']) {
      const url = attr(m[0], name);
      const f = url && resolveAsset(url, file);
      if (f) entries.push(f);
    }
  }
  const modules = new Set();
  for (const f of entries) collectModules(f, modules);
  const frameworkHits = new Set();
  for (const f of modules) {
    const buf = readFileSync(f);
    js.files.push({ file: relative(CLIENT, f), gzip: gz(buf) });
    const s = buf.toString('utf8');
    for (const k of FRAMEWORK_MARKERS) if (s.includes(k)) frameworkHits.add(k);
  }
  for (const s of inlineSources) for (const k of FRAMEWORK_MARKERS) if (s.includes(k)) frameworkHits.add(k);
  if (/<astro-island\b/i.test(text)) frameworkHits.add('astro-island');

  const sum = (a) => a.reduce((x, y) => x + (typeof y === 'number' ? y : y.gzip), 0);
  return {
    path,
    file: relative(CLIENT, file),
    images: imageRefs(text),
    htmlRaw: html.length,
    htmlGzip: gz(html),
    cssGzip: sum(css.inline) + sum(css.files),
    jsGzip: sum(js.inline) + sum(js.files),
    frameworkJs: frameworkHits.size > 0,
    frameworkMarkers: [...frameworkHits],
    css,
    js,
  };
}

/** The images a page shows: `<img src>` (lazy or not) and the SVG sprites `<use href>` draws from, each file once. */
function imageRefs(text) {
  const refs = new Map();
  for (const m of text.matchAll(/<img\b[^>]*>/gi)) {
    const src = attr(m[0], 'src');
    if (src && !src.startsWith('data:')) refs.set(src, refs.get(src) === 'eager' || attr(m[0], 'loading') !== 'lazy' ? 'eager' : 'lazy');
  }
  for (const m of text.matchAll(/<use\b[^>]*>/gi)) {
    const href = (attr(m[0], 'href') || attr(m[0], 'xlink:href') || '').split('#')[0];
    if (href) refs.set(href, 'eager');
  }
  return [...refs].map(([url, loading]) => ({ url, loading }));
}

/** Image bytes as the network carries them: SVG gzipped, pictures as they are. From dist/client, else from the server. */
async function measureImages(page, fromFile, server) {
  let eager = 0;
  let lazy = 0;
  for (const image of page.images) {
    const file = resolveAsset(image.url, fromFile);
    let body = file ? readFileSync(file) : null;
    if (!body && server && image.url.startsWith('/')) {
      const res = await fetch(BASE + image.url).catch(() => null);
      if (res?.ok) body = Buffer.from(await res.arrayBuffer());
    }
    image.bytes = body ? (/\.svg$/i.test(image.url.split(/[?#]/)[0]) ? gz(body) : body.length) : 0;
    if (!body) image.missing = true;
    if (image.loading === 'eager') eager += image.bytes;
    else lazy += image.bytes;
  }
  page.imageEagerBytes = eager;
  page.imageLazyBytes = lazy;
}

function measureAll() {
  if (!existsSync(CLIENT)) throw new FatalError(`${relative(ROOT, CLIENT)} not found – build first`);
  const files = walk(CLIENT).filter((f) => f.endsWith('.html'));
  const pages = files.map(measurePage);
  // sort: German pages first, then English, alphabetically within
  const key = (p) => (p.path === '/en' || p.path.startsWith('/en/') ? '1' : '0') + (p.path === '/' || p.path === '/en' ? '' : p.path);
  pages.sort((a, b) => key(a).localeCompare(key(b)));
  return pages;
}

function printSizes(pages, heading = 'Page weight') {
  console.log(`\n${heading} (gzip -9; JS = sum of per-file gzip; images: SVG gzip, pictures raw, eager + lazy)`);
  const rows = pages.map((p) => [
    p.path,
    p.as ?? (p.path === '/en' || p.path.startsWith('/en/') ? 'en' : 'de'),
    kb(p.htmlGzip),
    kb(p.cssGzip),
    kb(p.jsGzip),
    String(p.js.files.length + p.js.inline.length),
    `${kb(p.imageEagerBytes ?? 0)} + ${kb(p.imageLazyBytes ?? 0)}`,
    p.frameworkJs ? `yes (${p.frameworkMarkers.join(', ')})` : 'no',
  ]);
  console.log(table(['path', 'as', 'HTML', 'CSS', 'JS', '#js', 'images', 'framework JS'], rows, ['l', 'l', 'r', 'r', 'r', 'r', 'r', 'l']));
}

// ---------------------------------------------------------------------------
// 2b. pages the Worker renders

/** A fresh local database for the bench's server: migrated and seeded as `npm start` does. */
function prepareDatabase() {
  if (args.has('--reuse-db') && existsSync(join(ROOT, STATE_DIR))) {
    console.log(`database: ${STATE_DIR} of the last run (--reuse-db)`);
    return;
  }
  const t0 = Date.now();
  process.stdout.write(`database: migrate and seed ${STATE_DIR} ... `);
  rmSync(join(ROOT, STATE_DIR), { recursive: true, force: true });
  const quiet = { cwd: ROOT, stdio: 'ignore' };
  execFileSync('npx', ['wrangler', 'd1', 'migrations', 'apply', 'DB', '--local', '--persist-to', STATE_DIR], { ...quiet, env: { ...process.env, CI: '1' } });
  execFileSync('npx', ['tsx', 'scripts/seed.ts', '--persist-to', STATE_DIR], quiet);
  console.log(`ok (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
}

/** The demo member's session cookie, signed in through the API as the login page does. */
async function memberCookie() {
  const res = await fetch(`${BASE}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: BASE },
    body: JSON.stringify(MEMBER),
  });
  if (res.status !== 200) throw new FatalError(`demo login answered ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

async function measureServerPages() {
  const cookie = await memberCookie();
  const pages = [];
  for (const as of ['visitor', 'member']) {
    for (const path of SERVER_PATHS) {
      const res = await fetch(BASE + path, { headers: as === 'member' ? { cookie } : {}, redirect: 'manual' });
      // A member's screen sends a visitor to the login: nothing of its own to weigh.
      if (as === 'visitor' && res.status >= 300 && res.status < 400) continue;
      if (res.status !== 200) throw new FatalError(`${path} as ${as} answered ${res.status}`);
      const page = measureHtml(Buffer.from(await res.arrayBuffer()), path, fileOfPath(path));
      page.as = as;
      await measureImages(page, fileOfPath(path), true);
      pages.push(page);
    }
  }
  return pages;
}

// ---------------------------------------------------------------------------
// 3. server

async function startServer() {
  process.stdout.write(`server: wrangler dev on :${PORT} ... `);
  const t0 = Date.now();
  const busy = await fetch(`${BASE}/`, { signal: AbortSignal.timeout(2000) }).then(
    () => true,
    () => false,
  );
  if (busy) {
    console.log('FAILED');
    throw new FatalError(`port ${PORT} is already in use – stop whatever is listening there first`);
  }
  const log = [];
  wrangler = spawn(
    'npx',
    [
      'wrangler',
      'dev',
      '-c',
      'dist/server/wrangler.json',
      '--port',
      String(PORT),
      '--persist-to',
      STATE_DIR,
      // No Stripe fake runs beside the bench: no measured page asks it anything.
      ...varFlags(devVars(`http://localhost:${STRIPE_FAKE_PORTS.dev}`, BASE)),
    ],
    { cwd: ROOT, detached: true, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, CI: '1', WRANGLER_SEND_METRICS: 'false' } },
  );
  const onData = (d) => {
    log.push(...d.toString().split('\n'));
    if (log.length > 200) log.splice(0, log.length - 200);
  };
  wrangler.stdout.on('data', onData);
  wrangler.stderr.on('data', onData);
  let exited = null;
  wrangler.on('exit', (code, signal) => (exited = { code, signal }));
  wrangler.on('error', (e) => (exited = { error: e }));

  const deadline = Date.now() + 60_000;
  let lastErr = '';
  while (Date.now() < deadline) {
    if (exited) break;
    try {
      const res = await fetch(`${BASE}/`, { signal: AbortSignal.timeout(5000), redirect: 'manual' });
      await res.arrayBuffer();
      if (res.status === 200) {
        console.log(`ok (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
        return;
      }
      lastErr = `HTTP ${res.status}`;
    } catch (e) {
      lastErr = e.cause?.code || e.message;
    }
    await sleep(500);
  }
  console.log('FAILED');
  console.error(log.filter(Boolean).slice(-40).join('\n'));
  throw new FatalError(exited ? `wrangler exited early (${JSON.stringify(exited)})` : `server did not answer 200 within 60 s (${lastErr})`);
}

function killGroup(child, name) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    try {
      child.kill('SIGTERM');
    } catch {}
  }
  const t = setTimeout(() => {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {}
  }, 3000);
  t.unref();
  return new Promise((r) => {
    child.once('exit', () => {
      clearTimeout(t);
      r();
    });
    setTimeout(r, 4000).unref();
  }).catch(() => console.error(`could not stop ${name}`));
}

// ---------------------------------------------------------------------------
// 4. lighthouse

/** One Lighthouse run with its default config: the mobile preset (a phone's screen, slow 4G, 4× CPU slowdown). */
async function lighthouseRun(url) {
  const { default: lighthouse } = await import('lighthouse');
  const runner = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
  const lhr = runner.lhr;
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const scores = {};
  const failing = {};
  for (const id of CATEGORIES) {
    const cat = lhr.categories[id];
    scores[id] = cat?.score == null ? null : Math.round(cat.score * 100);
    failing[id] = (cat?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
      .filter(({ audit }) => audit && audit.score !== null && audit.score < 1)
      .map(({ ref, audit }) => ({
        id: ref.id,
        title: audit.title,
        score: audit.score,
        weight: ref.weight,
        displayValue: audit.displayValue,
      }));
  }
  const metrics = {};
  for (const id of ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index']) {
    const a = lhr.audits[id];
    if (a) metrics[id] = { value: a.numericValue, display: a.displayValue };
  }
  return { scores, failing, metrics, warnings: lhr.runWarnings ?? [] };
}

async function runLighthouse() {
  const chromeLauncher = await import('chrome-launcher');
  if (!CHROME_PATH) throw new FatalError('No Chromium found: install it with `apt-get install -y chromium` or set CHROMIUM_PATH');

  chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  const results = [];
  for (const path of LH_PATHS) {
    const runs = [];
    for (let run = 1; run <= RUNS; run++) {
      const t0 = Date.now();
      const load = loadavg()[0].toFixed(2);
      process.stdout.write(`lighthouse: ${path} (${run}/${RUNS}, load ${load}) ... `);
      try {
        runs.push({ ...(await lighthouseRun(BASE + path)), load: Number(load) });
        console.log(`${((Date.now() - t0) / 1000).toFixed(1)} s, performance ${runs.at(-1).scores.performance}`);
      } catch (e) {
        console.log('ERROR');
        runs.push({ error: String(e?.message ?? e), load: Number(load) });
      }
    }
    const good = runs.filter((r) => !r.error);
    if (!good.length) {
      results.push({ path, url: BASE + path, error: runs[0].error, runs });
      continue;
    }
    // The run with the median performance score stands for the page; every run's scores are kept.
    const median = [...good].sort((a, b) => a.scores.performance - b.scores.performance)[Math.floor((good.length - 1) / 2)];
    results.push({
      path,
      url: BASE + path,
      ...median,
      runs: runs.map((r) => (r.error ? r : { scores: r.scores, load: r.load, lcp: r.metrics['largest-contentful-paint']?.display })),
    });
  }
  return results;
}

function printLighthouse(results) {
  const short = { performance: 'perf', accessibility: 'a11y', 'best-practices': 'best-pr', seo: 'seo' };
  console.log(`\nLighthouse 13 (mobile, default config; the median of ${RUNS} run(s) by performance)`);
  const rows = results.map((r) =>
    r.error
      ? [r.path, 'ERR', 'ERR', 'ERR', 'ERR', '', '', '', '']
      : [
          r.path,
          ...CATEGORIES.map((c) => (r.scores[c] == null ? '–' : r.scores[c])),
          r.metrics['first-contentful-paint']?.display ?? '',
          r.metrics['largest-contentful-paint']?.display ?? '',
          r.metrics['total-blocking-time']?.display ?? '',
          r.runs.map((run) => (run.error ? 'ERR' : `${run.scores.performance}@${run.load}`)).join(' '),
        ],
  );
  console.log(
    table(['path', ...CATEGORIES.map((c) => short[c]), 'FCP', 'LCP', 'TBT', 'perf@load per run'], rows, ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'l']),
  );

  const lines = [];
  for (const r of results) {
    if (r.error) {
      lines.push(`${r.path}: ERROR ${r.error}`);
      continue;
    }
    for (const c of CATEGORIES) {
      if (r.scores[c] === 100 || !r.failing[c].length) continue;
      lines.push(`${r.path}  ${c} ${r.scores[c]}:`);
      for (const f of r.failing[c]) {
        const score = f.score == null ? '' : ` [${Math.round(f.score * 100)}]`;
        lines.push(`    ${f.id}${score} – ${f.title}${f.displayValue ? ` (${f.displayValue})` : ''}`);
      }
    }
    for (const w of r.warnings) lines.push(`${r.path}  warning: ${String(w).split('\n')[0]}`);
  }
  console.log(`\nFailing audits${lines.length ? '' : ': none – all categories 100'}`);
  if (lines.length) console.log(lines.join('\n'));
}

// ---------------------------------------------------------------------------

async function cleanup() {
  if (cleanedUp) return;
  cleanedUp = true;
  if (chrome) {
    try {
      chrome.kill();
    } catch {}
  }
  await killGroup(wrangler, 'wrangler');
}

for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(sig, async () => {
    await cleanup();
    process.exit(130);
  });
}

async function main() {
  const out = { date: new Date().toISOString(), base: BASE };
  build();
  out.pages = measureAll();
  console.log();
  prepareDatabase();
  await startServer();
  for (const page of out.pages) await measureImages(page, join(CLIENT, page.file), true);
  printSizes(out.pages, 'Prerendered pages');
  out.serverPages = await measureServerPages();
  printSizes(out.serverPages, 'Pages the Worker renders');
  console.log();
  out.lighthouse = await runLighthouse();
  printLighthouse(out.lighthouse);
  mkdirSync(dirname(RESULTS), { recursive: true });
  writeFileSync(RESULTS, `${JSON.stringify(out, null, 2)}\n`);
  console.log(`\nraw results: ${relative(ROOT, RESULTS)}`);
  return out.lighthouse.some((r) => r.error) ? 1 : 0;
}

let code = 0;
try {
  code = await main();
} catch (e) {
  console.error(`\nerror: ${e instanceof FatalError ? e.message : (e?.stack ?? e)}`);
  code = 1;
} finally {
  await cleanup();
}
process.exit(code);
