/**
 * Decodes a HEIC in a Web Worker with libheif (loaded only when a HEIC is picked that the browser
 * cannot decode itself), so even 48 MP phone photos are scaled before upload (docs/architecture.md §10).
 */
import createLibHeif from 'libheif-js/libheif-wasm/libheif-bundle.mjs';

export interface HeicRequest {
  bytes: ArrayBuffer;
}
export type HeicResponse = { ok: true; width: number; height: number; pixels: ArrayBuffer } | { ok: false };

const libheif = createLibHeif();

self.onmessage = async (event: MessageEvent<HeicRequest>) => {
  try {
    const { HeifDecoder } = await libheif;
    const [image] = new HeifDecoder().decode(new Uint8Array(event.data.bytes));
    if (!image) throw new Error('no image');
    const width = image.get_width();
    const height = image.get_height();
    const data = new Uint8ClampedArray(width * height * 4);
    const ok = await new Promise<boolean>((resolve) => image.display({ data, width, height }, (result) => resolve(Boolean(result))));
    image.free();
    if (!ok) throw new Error('decode failed');
    const response: HeicResponse = { ok: true, width, height, pixels: data.buffer };
    self.postMessage(response, { transfer: [data.buffer] });
  } catch {
    self.postMessage({ ok: false } satisfies HeicResponse);
  }
};
