/**
 * Scales a picked picture in the browser before upload (docs/architecture.md §10): the Worker only ever decodes
 * what fits its memory. EXIF orientation is applied while decoding.
 */
import type { HeicRequest, HeicResponse } from './heic-worker';

export const MAX_UPLOAD_EDGE = 2048;
export const MAX_PICK_BYTES = 50 * 1024 * 1024;

export const isHeic = (file: File) => /image\/hei[cf]/.test(file.type) || /\.hei[cf]$/i.test(file.name);

/** Decodes a HEIC with libheif in a Web Worker (fetched only now, when it is needed). */
async function decodeHeicInWorker(file: File): Promise<ImageBitmap> {
  const worker = new Worker(new URL('./heic-worker.ts', import.meta.url), { type: 'module' });
  try {
    const bytes = await file.arrayBuffer();
    const result = await new Promise<HeicResponse>((resolve) => {
      worker.onmessage = (event: MessageEvent<HeicResponse>) => resolve(event.data);
      worker.onerror = () => resolve({ ok: false });
      worker.postMessage({ bytes } satisfies HeicRequest, [bytes]);
    });
    if (!result.ok) throw new Error('HEIC could not be decoded');
    return createImageBitmap(new ImageData(new Uint8ClampedArray(result.pixels), result.width, result.height));
  } finally {
    worker.terminate();
  }
}

/** The picture as a bitmap, EXIF orientation applied; HEIC through libheif where the browser cannot. */
async function decode(file: File): Promise<ImageBitmap> {
  try {
    return await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch (error) {
    if (isHeic(file)) return decodeHeicInWorker(file);
    throw error;
  }
}

/** A scaled copy as a Blob: PNG for pictures that may be transparent, JPEG otherwise. */
export async function scaleForUpload(file: File): Promise<Blob> {
  const bitmap = await decode(file);
  const factor = Math.min(1, MAX_UPLOAD_EDGE / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(bitmap.width * factor));
  canvas.height = Math.max(1, Math.round(bitmap.height * factor));
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  const type = file.type === 'image/png' || file.type === 'image/gif' ? 'image/png' : 'image/jpeg';
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('encode failed'))), type, 0.9));
}
