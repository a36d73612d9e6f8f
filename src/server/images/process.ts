/**
 * Decodes an accepted picture with photon (WASM), and writes a thumbnail and a medium size to R2.
 * Re-encoding drops every metadata block, EXIF and GPS included.
 */
import { PhotonImage, resize, SamplingFilter } from '@cf-wasm/photon/workerd';
import { ApiError } from '../errors';
import { readImageHeader, type ImageHeader } from './inspect';
import { MAX_DECODE_EDGE, MAX_UPLOAD_BYTES, MEDIUM_EDGE, THUMBNAIL_EDGE } from './limits';

export interface StoredImage {
  thumbnailKey: string;
  mediumKey: string;
  width: number;
  height: number;
}

/** Checks type, byte size and pixel size from the header alone; throws the matching ApiError. */
export function acceptImage(bytes: Uint8Array): ImageHeader {
  if (bytes.byteLength > MAX_UPLOAD_BYTES) throw new ApiError(413, 'image_too_large', 'imageFile');
  const header = readImageHeader(bytes);
  if (!header) throw new ApiError(415, 'image_unsupported', 'imageFile');
  if (Math.max(header.width, header.height) > MAX_DECODE_EDGE[header.type]) throw new ApiError(413, 'image_dimensions_too_large', 'imageFile');
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

/** Decodes (JPEG, PNG, GIF), scales and stores both sizes; the keys are new on every call. */
export async function processAndStore(media: R2Bucket, bytes: Uint8Array): Promise<StoredImage> {
  const header = acceptImage(bytes);
  if (header.type === 'heic') throw new ApiError(415, 'image_heic_needs_conversion', 'imageFile');
  let source: PhotonImage;
  try {
    source = PhotonImage.new_from_byteslice(bytes);
  } catch {
    throw new ApiError(400, 'image_processing_failed', 'imageFile');
  }
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
