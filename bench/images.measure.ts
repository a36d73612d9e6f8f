/**
 * Worker side of `npm run bench:images`: time per processed upload and WASM memory inside workerd.
 * The inputs are written by bench/images.mjs first. Prints one JSON line; asserts nothing.
 */
import { env } from 'cloudflare:workers';
import { it } from 'vitest';
import heicUrl from './fixtures/pattern-2048x1536.heic?inline';
import jpegUrl from './results/inputs/photo-2048x1536.jpg?inline';
import pngUrl from './results/inputs/graphic-1000x1000.png?inline';

// Every WASM instance's memory (photon's, then libheif's when the first HEIC arrives) is noted as
// it is created, so its size can be read after each input.
const memories: WebAssembly.Memory[] = [];
const OriginalInstance = WebAssembly.Instance;
WebAssembly.Instance = function Instance(module: WebAssembly.Module, imports?: WebAssembly.Imports) {
  const instance = new OriginalInstance(module, imports);
  for (const value of Object.values(instance.exports)) if (value instanceof WebAssembly.Memory) memories.push(value);
  return instance;
} as unknown as typeof WebAssembly.Instance;
const { processAndStore } = await import('../src/server/images/process');

const ROUNDS = 5;
const bytesOf = (dataUrl: string) => Uint8Array.from(atob(dataUrl.slice(dataUrl.indexOf(',') + 1)), (c) => c.charCodeAt(0));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const mib = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

it('measures processing in workerd', async () => {
  const results = [];
  for (const [name, url] of [['png 1000×1000', pngUrl], ['jpeg 2048×1536', jpegUrl], ['heic 2048×1536', heicUrl]] as const) {
    const bytes = bytesOf(url);
    const times: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const start = performance.now();
      await processAndStore(env.MEDIA, bytes);
      times.push(performance.now() - start);
    }
    // WASM memory only grows, so its size now is the peak so far (inputs run smallest first).
    const [photon, heif] = memories.map((memory) => memory.buffer.byteLength);
    results.push({ name, bytes: bytes.length, workerMs: Math.round(median(times)), photonMiB: mib(photon ?? 0), libheifMiB: mib(heif ?? 0) });
  }
  console.log(`BENCH_IMAGES ${JSON.stringify(results)}`);
});
