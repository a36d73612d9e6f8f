/**
 * HEIC/HEIF decoding in the Worker with libheif (WASM). workerd cannot compile WASM from bytes at
 * run time, so the module compiled by the bundler is handed to the emscripten factory (DESIGN §3).
 * The plain loader (not the bundle, which embeds the WASM a second time as base64) takes Node's
 * file-system path when it sees `process`; hiding it while the factory starts keeps it on ours.
 */
import createLibHeif, { type LibHeif } from 'libheif-js/libheif-wasm/libheif.js';
import heifWasm from 'libheif-js/libheif-wasm/libheif.wasm';

let loaded: Promise<LibHeif> | undefined;

function libheif(): Promise<LibHeif> {
  if (loaded) return loaded;
  const runtime = globalThis as { process?: unknown };
  const nodeProcess = runtime.process;
  runtime.process = undefined;
  try {
    loaded = createLibHeif({
      instantiateWasm(imports, receive) {
        const instance = new WebAssembly.Instance(heifWasm, imports);
        receive(instance, heifWasm);
        return instance.exports;
      },
    });
  } finally {
    runtime.process = nodeProcess;
  }
  return loaded;
}

export interface DecodedImage {
  width: number;
  height: number;
  rgba: Uint8Array;
}

/** The primary picture of a HEIC file as RGBA pixels; null when libheif cannot read it. */
export async function decodeHeic(bytes: Uint8Array): Promise<DecodedImage | null> {
  const { HeifDecoder } = await libheif();
  const [image] = new HeifDecoder().decode(bytes);
  if (!image) return null;
  try {
    const width = image.get_width();
    const height = image.get_height();
    const data = new Uint8ClampedArray(width * height * 4);
    const ok = await new Promise<boolean>((resolve) => image.display({ data, width, height }, (result) => resolve(Boolean(result))));
    return ok ? { width, height, rgba: new Uint8Array(data.buffer) } : null;
  } finally {
    image.free();
  }
}
