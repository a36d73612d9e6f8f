/**
 * What an uploaded file really is, and how large its picture is, read from the first bytes only
 * (docs/architecture.md §10): the type comes from magic bytes, never from the name or the client's header, and
 * the pixel size is known before anything is decoded, so an oversized picture is refused without
 * spending the Worker's memory on it.
 */
export const IMAGE_TYPES = ['jpeg', 'png', 'gif', 'heic'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

export interface ImageHeader {
  type: ImageType;
  width: number;
  height: number;
}

const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1', 'heif']);

const ascii = (bytes: Uint8Array, start: number, length: number) => String.fromCharCode(...bytes.subarray(start, start + length));

/** The file's real type from its magic bytes, or null for anything else. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return 'gif';
  if (ascii(bytes, 4, 4) === 'ftyp') {
    const boxEnd = Math.min(readUint32(bytes, 0), bytes.length);
    for (let offset = 8; offset + 4 <= boxEnd; offset += offset === 8 ? 8 : 4) {
      if (HEIF_BRANDS.has(ascii(bytes, offset, 4))) return 'heic';
    }
  }
  return null;
}

function readUint32(bytes: Uint8Array, offset: number): number {
  return (bytes[offset] ?? 0) * 2 ** 24 + (((bytes[offset + 1] ?? 0) << 16) | ((bytes[offset + 2] ?? 0) << 8) | (bytes[offset + 3] ?? 0));
}
const readUint16 = (bytes: Uint8Array, offset: number) => ((bytes[offset] ?? 0) << 8) | (bytes[offset + 1] ?? 0);
const readUint16LE = (bytes: Uint8Array, offset: number) => (bytes[offset] ?? 0) | ((bytes[offset + 1] ?? 0) << 8);

/** JPEG: walk the segments up to the first start-of-frame marker. */
function jpegSize(bytes: Uint8Array): { width: number; height: number } | null {
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1] ?? 0;
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    const isStartOfFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isStartOfFrame) return { height: readUint16(bytes, offset + 5), width: readUint16(bytes, offset + 7) };
    offset += 2 + readUint16(bytes, offset + 2);
  }
  return null;
}

/** HEIF: the largest `ispe` (image spatial extent) property is the primary picture. */
function heicSize(bytes: Uint8Array): { width: number; height: number } | null {
  let best: { width: number; height: number } | null = null;
  for (let offset = 4; offset + 16 <= bytes.length; offset += 1) {
    if (bytes[offset] !== 0x69 || ascii(bytes, offset, 4) !== 'ispe') continue;
    const width = readUint32(bytes, offset + 8);
    const height = readUint32(bytes, offset + 12);
    if (!best || width * height > best.width * best.height) best = { width, height };
  }
  return best;
}

/** Type and pixel size from the file's header, or null when either cannot be read. */
export function readImageHeader(bytes: Uint8Array): ImageHeader | null {
  const type = sniffImageType(bytes);
  if (!type) return null;
  const size =
    type === 'jpeg'
      ? jpegSize(bytes)
      : type === 'png'
        ? bytes.length >= 24 && ascii(bytes, 12, 4) === 'IHDR'
          ? { width: readUint32(bytes, 16), height: readUint32(bytes, 20) }
          : null
        : type === 'gif'
          ? bytes.length >= 10
            ? { width: readUint16LE(bytes, 6), height: readUint16LE(bytes, 8) }
            : null
          : heicSize(bytes);
  if (!size || size.width === 0 || size.height === 0) return null;
  return { type, ...size };
}
