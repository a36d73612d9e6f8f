/** Real image files for tests, made on the spot with photon (and a hand-written GIF). */
import { crc32 } from 'node:zlib';
import { PhotonImage } from '@cf-wasm/photon/workerd';

function gradient(width: number, height: number, alpha = 255): PhotonImage {
  const pixels = new Uint8Array(width * height * 4);
  for (let i = 0; i < width * height; i += 1) pixels.set([(i * 7) % 256, (i * 3) % 256, (i * 11) % 256, alpha], i * 4);
  return new PhotonImage(pixels, width, height);
}

export function pngBytes(width: number, height: number, alpha = 255): Uint8Array {
  const image = gradient(width, height, alpha);
  try {
    return image.get_bytes();
  } finally {
    image.free();
  }
}

/** A JPEG carrying an EXIF block with a GPS marker, as phone cameras write them. */
export function jpegWithExif(width: number, height: number): Uint8Array {
  const image = gradient(width, height);
  const jpeg = image.get_bytes_jpeg(90);
  image.free();
  const payload = new TextEncoder().encode('Exif\0\0GPSLatitude=52.52;GPSLongitude=13.40');
  const app1 = new Uint8Array([0xff, 0xe1, (payload.length + 2) >> 8, (payload.length + 2) & 255, ...payload]);
  return new Uint8Array([...jpeg.subarray(0, 2), ...app1, ...jpeg.subarray(2)]);
}

/** The smallest valid GIF: one white pixel. */
export const ONE_PIXEL_GIF = Uint8Array.from(atob('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw=='), (c) => c.charCodeAt(0));

/** A PNG chunk (length, type, data, CRC) to splice into a file. */
export function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const body = new Uint8Array([...new TextEncoder().encode(type), ...data]);
  const frame = new Uint8Array(12 + data.length);
  const view = new DataView(frame.buffer);
  view.setUint32(0, data.length);
  frame.set(body, 4);
  view.setUint32(8 + data.length, crc32(body));
  return frame;
}

/** A PNG header (IHDR data) for 8-bit RGBA at the given size. */
export function pngHeader(width: number, height: number): Uint8Array {
  const data = new Uint8Array(13);
  new DataView(data.buffer).setUint32(0, width);
  new DataView(data.buffer).setUint32(4, height);
  data.set([8, 6, 0, 0, 0], 8);
  return data;
}

/** A PNG of the given chunks after a valid 16 × 16 one's signature and header (its first 33 bytes). */
export const pngAfterHeader = (...chunks: Uint8Array[]) => new Uint8Array([...pngBytes(16, 16).subarray(0, 33), ...chunks.flatMap((chunk) => [...chunk])]);
