import type { ImageType } from './inspect';

/** What a member may pick (docs/product-rules.md §7.4); the upload component sends a scaled copy of it. */
export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;

const MiB = 1024 * 1024;

/**
 * What the Worker decodes, per type (docs/architecture.md §10): the longest edge, the pixel count and the file
 * size, all known before anything is decoded. The browser sends at most 2048 px, as JPEG or PNG.
 *
 * WASM memory never shrinks, and photon's and libheif's add up in an isolate, so the budget of
 * 100 MiB must hold photon's largest peak plus libheif's. Measured with `npm run bench:images`
 * (docs/decisions/008-image-uploads.md):
 * - JPEG and GIF are decoded by photon, which holds the file and the picture up to three times:
 *   49 MiB for a 2048 × 2048 JPEG, 57 MiB without chroma subsampling or as a GIF of noise, some
 *   MiB more in an isolate that decoded other sizes before. A 2560 × 1920 JPEG already takes
 *   57 MiB, and a large file adds about twice its size: hence 2048 px and 4 MiB (the browser's
 *   copies stay under 2.5 MB).
 * - PNG is decoded row by row in JavaScript (png.ts); photon only encodes the 1280 px result
 *   (35 MiB), so 2560 px stays.
 * - HEIC is decoded by libheif: 24–28 MiB for 2048 × 1536 px up to 2 MiB, 34–42 MiB for
 *   2048 × 2048 px, which photon's peak leaves no room for; hence the 3.1 megapixels of 2048 × 1536.
 */
export const DECODE_LIMITS: Record<ImageType, { edge: number; pixels: number; bytes: number }> = {
  jpeg: { edge: 2048, pixels: 2048 * 2048, bytes: 4 * MiB },
  gif: { edge: 2048, pixels: 2048 * 2048, bytes: 4 * MiB },
  png: { edge: 2560, pixels: 2560 * 2560, bytes: MAX_UPLOAD_BYTES },
  heic: { edge: 2048, pixels: 2048 * 1536, bytes: 2 * MiB },
};

/** Whether a picture of this type and pixel size is more than the Worker decodes. */
export function exceedsDecodeLimits(type: ImageType, { width, height }: { width: number; height: number }): boolean {
  const limits = DECODE_LIMITS[type];
  return Math.max(width, height) > limits.edge || width * height > limits.pixels;
}

/** The sizes written to R2 (long edge, never enlarged). */
export const THUMBNAIL_EDGE = 320;
export const MEDIUM_EDGE = 1280;
