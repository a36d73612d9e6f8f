#!/usr/bin/env node
// `npm run bench:images`: per input, Worker time per processed upload and peak WASM memory
// (measured in workerd), next to sharp in Node doing the same work, as a ratio from one run.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';

const ROUNDS = 5;
const INPUTS = 'bench/results/inputs';
const HEIC = 'bench/fixtures/pattern-2048x1536.heic';
const MEMORY_BUDGET_MIB = 100;

/** A photo-like test picture: gradients with fine noise, so encoders have real work. */
function pattern(width, height) {
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 7;
  for (let i = 0; i < width * height; i += 1) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    const noise = seed % 24;
    const x = i % width;
    const y = Math.floor(i / width);
    pixels.set([((x * 255) / width + noise) % 256, ((y * 255) / height + noise) % 256, (128 + ((x * y) % 64) + noise) % 256], i * 3);
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

mkdirSync(INPUTS, { recursive: true });
const inputs = [
  { name: 'png 1000×1000', file: `${INPUTS}/graphic-1000x1000.png`, bytes: await pattern(1000, 1000).png().toBuffer() },
  { name: 'jpeg 2048×1536', file: `${INPUTS}/photo-2048x1536.jpg`, bytes: await pattern(2048, 1536).jpeg({ quality: 90 }).toBuffer() },
  { name: 'heic 2048×1536', file: HEIC, bytes: readFileSync(HEIC) },
];
for (const input of inputs) if (input.file !== HEIC) writeFileSync(input.file, input.bytes);

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

const run = spawnSync('npx', ['vitest', 'run', '-c', 'bench/workers.vitest.config.ts', 'bench/images.measure.ts'], { encoding: 'utf8' });
const line = `${run.stdout}\n${run.stderr}`.split('\n').find((l) => l.includes('BENCH_IMAGES '));
if (!line) {
  console.error(run.stdout, run.stderr);
  process.exit(1);
}
const worker = JSON.parse(line.slice(line.indexOf('BENCH_IMAGES ') + 13));

console.log('Image processing (median of 5; Worker = workerd via vitest, sharp = Node)');
console.log('input            bytes      Worker ms  sharp ms  Worker/sharp  photon MiB  libheif MiB');
let peak = 0;
for (const input of inputs) {
  const w = worker.find((r) => r.name === input.name);
  peak = Math.max(peak, w.photonMiB + w.libheifMiB);
  const ratio = input.sharpMs ? (w.workerMs / input.sharpMs).toFixed(1) + '×' : 'n/a';
  console.log(
    `${input.name.padEnd(16)} ${String(input.bytes.length).padStart(9)}  ${String(w.workerMs).padStart(9)}  ${String(input.sharpMs ?? 'n/a').padStart(8)}  ${ratio.padStart(12)}  ${String(w.photonMiB).padStart(10)}  ${String(w.libheifMiB).padStart(11)}`,
  );
  if (input.sharpNote) console.log(`  sharp: ${input.sharpNote}`);
}
console.log(`peak WASM memory (photon + libheif, all inputs): ${peak.toFixed(1)} MiB — budget ${MEMORY_BUDGET_MIB} MiB: ${peak < MEMORY_BUDGET_MIB ? 'within' : 'OVER'}`);
