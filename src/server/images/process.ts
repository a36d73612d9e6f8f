/**
 * Decodes an accepted picture (JPEG and GIF with photon, PNG in JavaScript, HEIC with libheif),
 * scales it in JavaScript row by row, and writes a thumbnail and a medium size to R2, encoded by
 * photon. Re-encoding drops every metadata block, EXIF and GPS included.
 *
 * WASM memory never shrinks and photon and libheif each have their own, so the isolate keeps the
 * largest peak of each for good, added up. photon's therefore only ever holds one decode (JPEG or
 * GIF) or the small outputs; the full-size picture is scaled outside it (see resize.ts).
 */
import { PhotonImage } from '@cf-wasm/photon/workerd';
import { ApiError } from '~/server/errors';
import { decodeHeic } from './heic';
import { readImageHeader, type ImageHeader } from './inspect';
import { DECODE_LIMITS, exceedsDecodeLimits, MAX_UPLOAD_BYTES, MEDIUM_EDGE, THUMBNAIL_EDGE } from './limits';
import { decodePng } from './png';
import { downscale, scaleWithin, type OpenPicture, type Pixels } from './resize';

export interface StoredImage {
  thumbnailKey: string;
  mediumKey: string;
  width: number;
  height: number;
}

/** Checks type, byte size and pixel size from the header alone; throws the matching ApiError. */
function acceptImage(bytes: Uint8Array, field: string): ImageHeader {
  if (bytes.byteLength > MAX_UPLOAD_BYTES) throw new ApiError(413, 'image_too_large', field);
  const header = readImageHeader(bytes);
  if (!header) throw new ApiError(415, 'image_unsupported', field);
  if (exceedsDecodeLimits(header.type, header) || bytes.byteLength > DECODE_LIMITS[header.type].bytes) throw tooLarge(header, field);
  return header;
}

const tooLarge = (header: ImageHeader, field: string) =>
  new ApiError(413, header.type === 'heic' ? 'image_heic_too_large' : 'image_dimensions_too_large', field);

/**
 * The decoder's own idea of the size is checked again before a single row buffer is made: a file
 * can say one size where the header check looked and another where the decoder looks.
 */
const checkedOpen =
  (header: ImageHeader, field: string, open: OpenPicture): OpenPicture =>
  (format) => {
    if (exceedsDecodeLimits(header.type, format)) throw tooLarge(header, field);
    return open(format);
  };

/** JPEG and GIF: photon decodes; its copy is freed before the rows are scaled. */
function decodeWithPhoton(bytes: Uint8Array, open: OpenPicture): void {
  const image = PhotonImage.new_from_byteslice(bytes);
  let pixels: Pixels;
  try {
    pixels = { width: image.get_width(), height: image.get_height(), data: image.get_raw_pixels() };
  } finally {
    image.free();
  }
  const sink = open({ width: pixels.width, height: pixels.height, channels: 4 });
  const rowBytes = pixels.width * 4;
  for (let y = 0; y < pixels.height; y += 1) sink(pixels.data.subarray(y * rowBytes, (y + 1) * rowBytes));
}

/** Decodes an accepted picture into the sink `open` returns; a damaged file is a 400. */
async function decode(bytes: Uint8Array, header: ImageHeader, field: string, open: OpenPicture): Promise<void> {
  const checked = checkedOpen(header, field, open);
  try {
    if (header.type === 'png') return await decodePng(bytes, checked);
    if (header.type !== 'heic') return decodeWithPhoton(bytes, checked);
    if (await decodeHeic(bytes, checked)) return;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    // A damaged or truncated file: the message below.
  }
  throw new ApiError(400, header.type === 'heic' ? 'image_heic_failed' : 'image_processing_failed', field);
}

/** Decodes an accepted picture, scaled to fit within `edge`; also returns its full size. */
async function decodeScaled(bytes: Uint8Array, field: string, edge: number): Promise<{ width: number; height: number; pixels: Pixels }> {
  const header = acceptImage(bytes, field);
  const scaled = scaleWithin(edge);
  await decode(bytes, header, field, scaled.open);
  const { source, pixels } = scaled.finish();
  return { width: source.width, height: source.height, pixels };
}

function isOpaque(rgba: Uint8Array): boolean {
  for (let alpha = 3; alpha < rgba.length; alpha += 4) if (rgba[alpha] !== 255) return false;
  return true;
}

function encodeWithPhoton({ width, height, data }: Pixels, encode: (image: PhotonImage) => Uint8Array): Uint8Array {
  const image = new PhotonImage(data, width, height);
  try {
    return encode(image);
  } finally {
    image.free();
  }
}

/** Pictures with transparency stay PNG; everything else becomes a JPEG. */
function encode(pixels: Pixels): { bytes: Uint8Array; contentType: string; extension: string } {
  if (isOpaque(pixels.data)) return { bytes: encodeWithPhoton(pixels, (image) => image.get_bytes_jpeg(82)), contentType: 'image/jpeg', extension: 'jpg' };
  return { bytes: encodeWithPhoton(pixels, (image) => image.get_bytes()), contentType: 'image/png', extension: 'png' };
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A HEIC as a JPEG data URL (`POST /api/convert-heic`, docs/product-rules.md §9). */
export async function convertHeic(bytes: Uint8Array): Promise<string> {
  if (readImageHeader(bytes)?.type !== 'heic') throw new ApiError(415, 'image_unsupported', 'heicFile');
  const { pixels } = await decodeScaled(bytes, 'heicFile', Infinity);
  const jpeg = encodeWithPhoton(pixels, (image) => image.get_bytes_jpeg(90));
  let binary = '';
  for (let i = 0; i < jpeg.length; i += 0x8000) binary += String.fromCharCode(...jpeg.subarray(i, i + 0x8000));
  return `data:image/jpeg;base64,${btoa(binary)}`;
}

/** Decodes, scales and stores both sizes (the thumbnail from the medium); the keys are new on every call. */
export async function processAndStore(media: R2Bucket, bytes: Uint8Array): Promise<StoredImage> {
  const { width, height, pixels: medium } = await decodeScaled(bytes, 'imageFile', MEDIUM_EDGE);
  const prefix = `images/${crypto.randomUUID()}`;
  const keys: string[] = [];
  for (const [name, pixels] of [
    ['thumbnail', downscale(medium, THUMBNAIL_EDGE)],
    ['medium', medium],
  ] as const) {
    const { bytes: encoded, contentType, extension } = encode(pixels);
    const key = `${prefix}/${name}.${extension}`;
    await media.put(key, encoded, { httpMetadata: { contentType, cacheControl: IMMUTABLE } });
    keys.push(key);
  }
  return { thumbnailKey: keys[0] ?? '', mediumKey: keys[1] ?? '', width, height };
}
