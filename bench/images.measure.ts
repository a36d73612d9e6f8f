/**
 * Worker side of `npm run bench:images`: time per processed upload and WASM memory inside workerd.
 * bench/images.mjs writes the inputs (in parts) and the plan (which inputs, how many rounds) first.
 * Prints one JSON line; asserts nothing.
 */
import { env } from 'cloudflare:workers';
import { it } from 'vitest';

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

// Written by bench/images.mjs before every run (bench/results is not in git).
const plans = import.meta.glob<{ ids: string[]; rounds: number }>('./results/images-plan.json', { eager: true, import: 'default' });
const plan = plans['./results/images-plan.json'] ?? { ids: [], rounds: 0 };
const parts = import.meta.glob<string>('./results/inputs/*.png', { query: '?inline', import: 'default' });
const bytesOf = (dataUrl: string) => Uint8Array.from(atob(dataUrl.slice(dataUrl.indexOf(',') + 1)), (c) => c.charCodeAt(0));

/** An input put back together from its parts. */
async function load(id: string): Promise<Uint8Array> {
  const pieces: Uint8Array[] = [];
  for (let part = 0; parts[`./results/inputs/${id}.${part}.png`]; part += 1) pieces.push(bytesOf(await parts[`./results/inputs/${id}.${part}.png`]!()));
  const bytes = new Uint8Array(pieces.reduce((length, piece) => length + piece.length, 0));
  let offset = 0;
  for (const piece of pieces) {
    bytes.set(piece, offset);
    offset += piece.length;
  }
  return bytes;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const mib = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

it('measures processing in workerd', async () => {
  const results = [];
  for (const id of plan.ids) {
    const bytes = await load(id);
    const times: number[] = [];
    let error = '';
    for (let round = 0; round < plan.rounds && !error; round += 1) {
      const start = performance.now();
      await processAndStore(env.MEDIA, bytes).catch((refused: { code?: string }) => (error = refused.code ?? String(refused)));
      times.push(performance.now() - start);
    }
    // WASM memory only grows, so its size now is the peak so far.
    const [photon, heif] = memories.map((memory) => memory.buffer.byteLength);
    results.push({ id, workerMs: Math.round(median(times)), error, photonMiB: mib(photon ?? 0), libheifMiB: mib(heif ?? 0) });
  }
  console.log(`BENCH_IMAGES ${JSON.stringify(results)}`);
});
