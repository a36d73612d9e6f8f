/**
 * HEIC/HEIF decoding in the Worker with libheif (WASM). workerd cannot compile WASM from bytes at
 * run time, so the module compiled by the bundler is handed to the emscripten factory (docs/architecture.md §10).
 * The plain loader (not the bundle, which embeds the WASM a second time as base64) takes Node's
 * file-system path when it sees `process`; hiding it while the factory starts keeps it on ours.
 */
import createLibHeif, { type DecodedPlane, type LibHeif } from 'libheif-js/libheif-wasm/libheif.js';
import heifWasm from 'libheif-js/libheif-wasm/libheif.wasm';
import type { OpenPicture } from './resize';

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

/** Hands the rows of a decoded picture, a view into libheif's memory, to the sink `open` returns. */
function deliverRows(plane: DecodedPlane, channels: 3 | 4, open: OpenPicture): void {
  const { width, height, stride, data } = plane;
  const sink = open({ width, height, channels });
  for (let y = 0; y < height; y += 1) sink(data.subarray(y * stride, y * stride + width * channels));
}

/**
 * Decodes the primary picture of a HEIC file and hands its rows to the sink `open` returns;
 * false when libheif cannot read it. The rows are read straight from libheif's memory, without a
 * copy, as RGB unless the picture has alpha (RGBA would take a quarter more of libheif's memory).
 * Everything libheif allocated is freed before returning: its context, with a copy of the file,
 * would otherwise stay behind after every upload.
 */
export async function decodeHeic(bytes: Uint8Array, open: OpenPicture): Promise<boolean> {
  const lib = await libheif();
  const decoder = new lib.HeifDecoder();
  const handles = decoder.decode(bytes);
  try {
    const [handle] = handles;
    if (!handle) return false;
    const channels = handle.has_alpha_channel() ? 4 : 3;
    const chroma = channels === 4 ? lib.heif_chroma.heif_chroma_interleaved_RGBA : lib.heif_chroma.heif_chroma_interleaved_RGB;
    const image = lib.heif_js_decode_image2(handle.handle, lib.heif_colorspace.heif_colorspace_RGB, chroma);
    if (!image || image.code) return false;
    try {
      const plane = image.channels.find((channel) => channel.id === lib.heif_channel.heif_channel_interleaved);
      if (!plane) return false;
      deliverRows(plane, channels, open);
      return true;
    } finally {
      lib.heif_image_release(image.image);
    }
  } finally {
    for (const handle of handles) handle.free();
    if (decoder.decoder) lib.heif_context_free(decoder.decoder);
  }
}
