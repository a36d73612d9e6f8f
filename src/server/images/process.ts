/**
 * Decodes an accepted picture with photon (WASM; HEIC with libheif first), and writes a thumbnail
 * and a medium size to R2. Re-encoding drops every metadata block, EXIF and GPS included.
 */
import { PhotonImage, resize, SamplingFilter } from '@cf-wasm/photon/workerd';
import { ApiError } from '../errors';
import { decodeHeic } from './heic';
import { readImageHeader, type ImageHeader } from './inspect';
import { MAX_DECODE_EDGE, MAX_UPLOAD_BYTES, MEDIUM_EDGE, THUMBNAIL_EDGE } from './limits';

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
  if (Math.max(header.width, header.height) > MAX_DECODE_EDGE[header.type]) {
    throw new ApiError(413, header.type === 'heic' ? 'image_heic_too_large' : 'image_dimensions_too_large', field);
  }
  return header;
}

function scaledTo(image: PhotonImage, edge: number): PhotonImage {
  const width = image.get_width();
  const height = image.get_height();
  const factor = Math.min(1, edge / Math.max(width, height));
  return resize(image, Math.max(1, Math.round(width * factor)), Math.max(1, Math.round(height * factor)), SamplingFilter.Lanczos3);
}

/** Pictures with transparency stay PNG; everything else becomes a JPEG. */
function encode(image: PhotonImage): { bytes: Uint8Array; contentType: string; extension: string } {
  const pixels = image.get_raw_pixels();
  for (let alpha = 3; alpha < pixels.length; alpha += 4) {
    if (pixels[alpha] !== 255) return { bytes: image.get_bytes(), contentType: 'image/png', extension: 'png' };
  }
  return { bytes: image.get_bytes_jpeg(82), contentType: 'image/jpeg', extension: 'jpg' };
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Decodes any accepted picture (HEIC through libheif) into a photon image. */
export async function decodeImage(bytes: Uint8Array, field: string): Promise<PhotonImage> {
  const header = acceptImage(bytes, field);
  try {
    if (header.type !== 'heic') return PhotonImage.new_from_byteslice(bytes);
    const decoded = await decodeHeic(bytes);
    if (decoded) return new PhotonImage(decoded.rgba, decoded.width, decoded.height);
  } catch {
    // A damaged or truncated file: the message below.
  }
  throw new ApiError(400, header.type === 'heic' ? 'image_heic_failed' : 'image_processing_failed', field);
}

/** A HEIC as a JPEG data URL (SPEC §7 `POST /api/convert-heic`). */
export async function convertHeic(bytes: Uint8Array): Promise<string> {
  if (readImageHeader(bytes)?.type !== 'heic') throw new ApiError(415, 'image_unsupported', 'heicFile');
  const image = await decodeImage(bytes, 'heicFile');
  try {
    const jpeg = image.get_bytes_jpeg(90);
    let binary = '';
    for (let i = 0; i < jpeg.length; i += 0x8000) binary += String.fromCharCode(...jpeg.subarray(i, i + 0x8000));
    return `data:image/jpeg;base64,${btoa(binary)}`;
  } finally {
    image.free();
  }
}

/** Decodes, scales and stores both sizes; the keys are new on every call. */
export async function processAndStore(media: R2Bucket, bytes: Uint8Array): Promise<StoredImage> {
  const source = await decodeImage(bytes, 'imageFile');
  const prefix = `images/${crypto.randomUUID()}`;
  try {
    const sizes = [
      { name: 'thumbnail', image: scaledTo(source, THUMBNAIL_EDGE) },
      { name: 'medium', image: scaledTo(source, MEDIUM_EDGE) },
    ];
    const keys: string[] = [];
    for (const { name, image } of sizes) {
      const { bytes: encoded, contentType, extension } = encode(image);
      image.free();
      const key = `${prefix}/${name}.${extension}`;
      await media.put(key, encoded, { httpMetadata: { contentType, cacheControl: IMMUTABLE } });
      keys.push(key);
    }
    return { thumbnailKey: keys[0] ?? '', mediumKey: keys[1] ?? '', width: source.get_width(), height: source.get_height() };
  } finally {
    source.free();
  }
}
