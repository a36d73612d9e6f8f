/**
 * HEIC/HEIF decoding in the Worker with libheif (WASM). workerd cannot compile WASM from bytes at
 * run time, so the module compiled by the bundler is handed to the emscripten factory (DESIGN §3).
 */
import createLibHeif, { type LibHeif } from 'libheif-js/libheif-wasm/libheif-bundle.mjs';
import heifWasm from 'libheif-js/libheif-wasm/libheif.wasm';

let loaded: Promise<LibHeif> | undefined;

function libheif(): Promise<LibHeif> {
  loaded ??= createLibHeif({
    instantiateWasm(imports, receive) {
      const instance = new WebAssembly.Instance(heifWasm, imports);
      receive(instance, heifWasm);
      return instance.exports;
    },
  });
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
