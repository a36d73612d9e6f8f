#!/usr/bin/env node
// `npm run bench:images`: per input, Worker time per processed upload and peak WASM memory
// (measured in workerd), next to sharp in Node doing the same work, as a ratio from one run.
// Every input runs in a fresh isolate (WASM memory never shrinks, so that is its own peak); then
// all of them run in one isolate, as a long-lived Worker sees them: that total is what must stay
// within the budget.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';

const ROUNDS = 5;
const INPUTS = 'bench/results/inputs';
const MEMORY_BUDGET_MIB = 100;
// workerd receives modules over a WebSocket that takes at most 32 MiB a message, and inputs
// travel as base64 data URLs: larger files go in parts.
const PART_BYTES = 4 * 1024 * 1024;

/** A photo-like test picture: gradients with fine noise, so encoders have real work. */
function pattern(width, height, { alpha = false } = {}) {
  const channels = alpha ? 4 : 3;
  const pixels = Buffer.alloc(width * height * channels);
  let seed = 7;
  for (let i = 0; i < width * height; i += 1) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    const noise = seed % 24;
    const x = i % width;
    const y = Math.floor(i / width);
    pixels.set([((x * 255) / width + noise) % 256, ((y * 255) / height + noise) % 256, (128 + ((x * y) % 64) + noise) % 256], i * channels);
    if (alpha) pixels[i * channels + 3] = 128 + Math.floor((x * 127) / width);
  }
  return sharp(pixels, { raw: { width, height, channels } });
}

/** Noise, for the largest files under the 4 MiB limit (pixels repeated `run` times across). */
function noise(width, height, run = 1) {
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 1;
  for (let i = 0; i < pixels.length; i += 1) {
    if (i % (3 * run) < 3) seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    pixels[i] = seed >> (8 * (i % 3));
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

const inputs = [
  { name: 'png 1000×1000', make: () => pattern(1000, 1000).png() },
  { name: 'jpeg 2048×1536', make: () => pattern(2048, 1536).jpeg({ quality: 90 }) },
  { name: 'heic 2048×1536', fixture: 'bench/fixtures/pattern-2048x1536.heic' },
  // At the limits of limits.ts, in an order that leaves photon's heap at its worst (a PNG's
  // encoding before the largest JPEG decode).
  { name: 'jpeg 2048²', make: () => pattern(2048, 2048).jpeg({ quality: 90 }) },
  { name: 'png 2560² alpha', make: () => pattern(2560, 2560, { alpha: true }).png() },
  { name: 'jpeg 2048² 4:4:4', make: () => noise(2048, 2048).jpeg({ quality: 65, chromaSubsampling: '4:4:4' }) },
  { name: 'gif 2048² noise', make: () => noise(2048, 2048, 3).gif() },
  { name: 'heic 2048×1536 2MB', fixture: 'bench/fixtures/pattern-2048x1536-2mb.heic' },
];

rmSync(INPUTS, { recursive: true, force: true });
mkdirSync(INPUTS, { recursive: true });
for (const [index, input] of inputs.entries()) {
  input.id = `input${index}`;
  input.bytes = input.fixture ? readFileSync(input.fixture) : await input.make().toBuffer();
  for (let part = 0; part * PART_BYTES < input.bytes.length; part += 1) {
    writeFileSync(`${INPUTS}/${input.id}.${part}.png`, input.bytes.subarray(part * PART_BYTES, (part + 1) * PART_BYTES));
  }
}

/** sharp doing the Worker's work: both sizes, re-encoded. */
async function sharpMs(bytes) {
  const times = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const start = performance.now();
    for (const edge of [1280, 320]) await sharp(bytes).resize(edge, edge, { fit: 'inside', withoutEnlargement: true }).jpeg({ quality: 82 }).toBuffer();
    times.push(performance.now() - start);
  }
  return Math.round(times.sort((a, b) => a - b)[Math.floor(ROUNDS / 2)]);
}
for (const input of inputs) {
  try {
    input.sharpMs = await sharpMs(input.bytes);
  } catch (error) {
    input.sharpMs = null;
    input.sharpNote = String(error.message).split('\n')[0];
  }
}

/** Runs the given inputs one after another in one fresh isolate; returns what the Worker side measured. */
function measure(ids, rounds) {
  writeFileSync('bench/results/images-plan.json', JSON.stringify({ ids, rounds }));
  const run = spawnSync('npx', ['vitest', 'run', '-c', 'bench/workers.vitest.config.ts', 'bench/images.measure.ts'], { encoding: 'utf8' });
  const line = `${run.stdout}\n${run.stderr}`.split('\n').find((l) => l.includes('BENCH_IMAGES '));
  if (!line) {
    console.error(run.stdout, run.stderr);
    process.exit(1);
  }
  return JSON.parse(line.slice(line.indexOf('BENCH_IMAGES ') + 13));
}

const mib = (value) => value.toFixed(1).padStart(7);
console.log(`Image processing (median of ${ROUNDS}; Worker = workerd via vitest, each input in a fresh isolate; sharp = Node)`);
console.log('input                  bytes  Worker ms  sharp ms  Worker/sharp  photon MiB  libheif MiB');
const alone = [];
for (const input of inputs) {
  const [w] = measure([input.id], ROUNDS);
  alone.push(w);
  const ratio = input.sharpMs && !w.error ? `${(w.workerMs / input.sharpMs).toFixed(1)}×` : 'n/a';
  const time = w.error ? w.error : String(w.workerMs);
  console.log(
    `${input.name.padEnd(18)} ${String(input.bytes.length).padStart(9)}  ${time.padStart(9)}  ${String(input.sharpMs ?? 'n/a').padStart(8)}  ${ratio.padStart(12)}  ${mib(w.photonMiB).padStart(10)}  ${mib(w.libheifMiB).padStart(11)}`,
  );
  if (input.sharpNote) console.log(`  sharp: ${input.sharpNote}`);
}
const largest = (key) => Math.max(...alone.map((w) => w[key]));
const together = measure(
  inputs.map((input) => input.id),
  ROUNDS,
).at(-1);
const peaks = [
  ['largest photon + largest libheif, each alone', largest('photonMiB'), largest('libheifMiB')],
  ['all inputs in one isolate', together.photonMiB, together.libheifMiB],
];
for (const [label, photon, libheif] of peaks)
  console.log(`peak WASM memory, ${label}: ${photon.toFixed(1)} + ${libheif.toFixed(1)} = ${(photon + libheif).toFixed(1)} MiB`);
const peak = Math.max(...peaks.map(([, photon, libheif]) => photon + libheif));
console.log(`budget ${MEMORY_BUDGET_MIB} MiB: ${peak < MEMORY_BUDGET_MIB ? 'within' : 'OVER'}`);
