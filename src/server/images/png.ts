/**
 * PNG decoding in plain JavaScript: the runtime's DecompressionStream inflates the image data and
 * every row goes on as RGBA as soon as it is complete. photon would hold a PNG up to four times in
 * WASM memory (the file, the decoded picture and two RGBA copies: 96 MiB for 2560 × 2560 px),
 * memory the isolate never gets back; here only a few rows exist at a time. Colour profiles and
 * gamma are ignored, as photon ignores them.
 */
import type { OpenPicture } from './resize';

interface Header {
  width: number;
  height: number;
  depth: number;
  colorType: number;
  interlaced: boolean;
}

interface Chunks {
  header: Header;
  palette: Uint8Array;
  transparency: Uint8Array | null;
  data: Uint8Array[];
}

/** Samples per pixel and the bit depths PNG allows, per colour type. */
const COLOR_TYPES: Record<number, { samples: number; depths: number[] }> = {
  0: { samples: 1, depths: [1, 2, 4, 8, 16] }, // grey
  2: { samples: 3, depths: [8, 16] }, // RGB
  3: { samples: 1, depths: [1, 2, 4, 8] }, // palette
  4: { samples: 2, depths: [8, 16] }, // grey and alpha
  6: { samples: 4, depths: [8, 16] }, // RGBA
};

/** Adam7: where each of the seven passes starts and how far it steps, as [x, y, dx, dy]. */
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

const uint32 = (bytes: Uint8Array, at: number) => new DataView(bytes.buffer, bytes.byteOffset + at, 4).getUint32(0);

function readHeader(data: Uint8Array): Header {
  if (data.length < 13) throw new Error('PNG header too short');
  const header = { width: uint32(data, 0), height: uint32(data, 4), depth: data[8]!, colorType: data[9]!, interlaced: data[12] === 1 };
  if (!COLOR_TYPES[header.colorType]?.depths.includes(header.depth)) throw new Error('unknown PNG pixel format');
  return header;
}

/** The chunks that matter for the pixels, as views into the file (nothing is copied). */
function readChunks(bytes: Uint8Array): Chunks {
  let header: Header | null = null;
  let palette: Uint8Array = new Uint8Array(0);
  let transparency: Uint8Array | null = null;
  const data: Uint8Array[] = [];
  for (let at = 8; at + 8 <= bytes.length; ) {
    const length = uint32(bytes, at);
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    const body = bytes.subarray(at + 8, at + 8 + length);
    if (body.length < length) throw new Error('PNG chunk cut off');
    // The header is the first chunk and the only one: the size checks read the first, so a
    // second, larger one would decode at a size nobody checked.
    if ((type === 'IHDR') !== (at === 8)) throw new Error('PNG header not first or repeated');
    if (type === 'IHDR') header = readHeader(body);
    else if (type === 'PLTE') palette = body;
    else if (type === 'tRNS') transparency = body;
    else if (type === 'IDAT') data.push(body);
    else if (type === 'IEND') break;
    at += 12 + length;
  }
  if (!header || data.length === 0) throw new Error('PNG without header or image data');
  return { header, palette, transparency, data };
}

function paeth(left: number, up: number, upLeft: number): number {
  const estimate = left + up - upLeft;
  const toLeft = Math.abs(estimate - left);
  const toUp = Math.abs(estimate - up);
  const toUpLeft = Math.abs(estimate - upLeft);
  return toLeft <= toUp && toLeft <= toUpLeft ? left : toUp <= toUpLeft ? up : upLeft;
}

/** Undoes a row's filter in place (PNG spec §9); `unit` is the bytes of one pixel, at least 1. */
function unfilter(filter: number, row: Uint8Array, previous: Uint8Array, unit: number): void {
  const length = row.length;
  if (filter === 1) for (let i = unit; i < length; i += 1) row[i]! += row[i - unit]!;
  else if (filter === 2) for (let i = 0; i < length; i += 1) row[i]! += previous[i]!;
  else if (filter === 3) for (let i = 0; i < length; i += 1) row[i]! += ((i >= unit ? row[i - unit]! : 0) + previous[i]!) >> 1;
  else if (filter === 4) for (let i = 0; i < length; i += 1) row[i]! += i >= unit ? paeth(row[i - unit]!, previous[i]!, previous[i - unit]!) : previous[i]!;
  else if (filter !== 0) throw new Error('unknown PNG filter');
}

type Converter = (row: Uint8Array, width: number, out: Uint8Array) => void;

/** Turns unfiltered rows of any PNG pixel format into RGBA, 8 bits a channel. */
function rgbaConverter({ header, palette, transparency }: Chunks): Converter {
  const { depth, colorType } = header;
  const max = (1 << depth) - 1;
  const read =
    depth === 16
      ? (row: Uint8Array, i: number) => (row[2 * i]! << 8) | row[2 * i + 1]!
      : depth === 8
        ? (row: Uint8Array, i: number) => row[i]!
        : (row: Uint8Array, i: number) => (row[(i * depth) >> 3]! >> (8 - depth - ((i * depth) & 7))) & max;
  const eight = depth === 16 ? (value: number) => value >> 8 : depth === 8 ? (value: number) => value : (value: number) => Math.round((value * 255) / max);
  // For grey and RGB, tRNS names the one sample value (16 bits each) that is transparent.
  const key = (at: number) => (transparency && transparency.length >= at + 2 ? (transparency[at]! << 8) | transparency[at + 1]! : -1);
  const [greyKey, redKey, greenKey, blueKey] = [key(0), key(0), key(2), key(4)];
  switch (colorType) {
    case 0:
      return (row, width, out) => {
        for (let x = 0, o = 0; x < width; x += 1, o += 4) {
          const grey = read(row, x);
          out[o] = out[o + 1] = out[o + 2] = eight(grey);
          out[o + 3] = grey === greyKey ? 0 : 255;
        }
      };
    case 2:
      return (row, width, out) => {
        for (let x = 0, o = 0; x < width; x += 1, o += 4) {
          const red = read(row, 3 * x);
          const green = read(row, 3 * x + 1);
          const blue = read(row, 3 * x + 2);
          out[o] = eight(red);
          out[o + 1] = eight(green);
          out[o + 2] = eight(blue);
          out[o + 3] = red === redKey && green === greenKey && blue === blueKey ? 0 : 255;
        }
      };
    case 3:
      // tRNS holds one alpha per palette entry here; entries past its end are opaque.
      return (row, width, out) => {
        for (let x = 0, o = 0; x < width; x += 1, o += 4) {
          const entry = read(row, x);
          out[o] = palette[3 * entry] ?? 0;
          out[o + 1] = palette[3 * entry + 1] ?? 0;
          out[o + 2] = palette[3 * entry + 2] ?? 0;
          out[o + 3] = transparency?.[entry] ?? 255;
        }
      };
    case 4:
      return (row, width, out) => {
        for (let x = 0, o = 0; x < width; x += 1, o += 4) {
          out[o] = out[o + 1] = out[o + 2] = eight(read(row, 2 * x));
          out[o + 3] = eight(read(row, 2 * x + 1));
        }
      };
    default:
      if (depth === 8) return (row, width, out) => out.set(row.subarray(0, width * 4));
      return (row, width, out) => {
        for (let i = 0; i < width * 4; i += 1) out[i] = row[2 * i]!;
      };
  }
}

/** The sizes of the images that make up the data: one, or Adam7's seven passes (empty ones left out). */
function passesOf({ width, height, interlaced }: Header): { width: number; height: number; pass: number }[] {
  if (!interlaced) return [{ width, height, pass: -1 }];
  return ADAM7.map(([x, y, dx, dy], pass) => ({ width: Math.ceil(Math.max(0, width - x) / dx), height: Math.ceil(Math.max(0, height - y) / dy), pass })).filter(
    (image) => image.width > 0 && image.height > 0,
  );
}

/**
 * Decodes a PNG and hands its rows as RGBA to the sink `open` returns. An interlaced PNG (rare;
 * browsers never write one) is assembled in full first, since its rows arrive in seven passes.
 */
export async function decodePng(bytes: Uint8Array, open: OpenPicture): Promise<void> {
  const chunks = readChunks(bytes);
  const { header } = chunks;
  const sink = open({ width: header.width, height: header.height, channels: 4 });
  const toRgba = rgbaConverter(chunks);
  const bitsPerPixel = header.depth * COLOR_TYPES[header.colorType]!.samples;
  const whole = header.interlaced ? new Uint8Array(header.width * header.height * 4) : null;
  const rgba = new Uint8Array(header.width * 4);
  const deliver: (row: Uint8Array, pass: number, y: number, width: number) => void = whole
    ? (row, pass, y, width) => {
        const [x0, y0, dx, dy] = ADAM7[pass]!;
        toRgba(row, width, rgba);
        for (let x = 0; x < width; x += 1) whole.set(rgba.subarray(4 * x, 4 * x + 4), ((y0 + y * dy) * header.width + x0 + x * dx) * 4);
      }
    : (row, _pass, _y, width) => {
        toRgba(row, width, rgba);
        sink(rgba);
      };
  await readRows(chunks.data, passesOf(header), bitsPerPixel, deliver);
  if (whole) for (let y = 0; y < header.height; y += 1) sink(whole.subarray(y * header.width * 4, (y + 1) * header.width * 4));
}

/** Inflates the image data and calls `deliver` with every unfiltered row, pass by pass. */
async function readRows(
  data: Uint8Array[],
  passes: { width: number; height: number; pass: number }[],
  bitsPerPixel: number,
  deliver: (row: Uint8Array, pass: number, y: number, width: number) => void,
): Promise<void> {
  const unit = Math.max(1, bitsPerPixel >> 3);
  let index = 0;
  let y = 0;
  // Two row buffers take turns: the one just delivered is the next row's `previous`.
  const rowBytes = (pass: number) => 1 + Math.ceil(((passes[pass]?.width ?? 0) * bitsPerPixel) / 8);
  let [line, spare] = [new Uint8Array(rowBytes(0)), new Uint8Array(rowBytes(0))];
  let previous = new Uint8Array(line.length - 1);
  let filled = 0;
  const imageBytes = passes.reduce((total, image, pass) => total + image.height * rowBytes(pass), 0);
  for await (const part of inflateAtMost(data, imageBytes)) {
    for (let at = 0; at < part.length && index < passes.length; ) {
      const taken = Math.min(line.length - filled, part.length - at);
      line.set(part.subarray(at, at + taken), filled);
      filled += taken;
      at += taken;
      if (filled < line.length) break;
      const row = line.subarray(1);
      unfilter(line[0]!, row, previous, unit);
      const { width, height, pass } = passes[index]!;
      deliver(row, pass, y, width);
      [previous, line, spare, filled, y] = [row, spare, line, 0, y + 1];
      if (y === height) {
        [index, y] = [index + 1, 0];
        [line, spare] = [new Uint8Array(rowBytes(index)), new Uint8Array(rowBytes(index))];
        previous = new Uint8Array(line.length - 1);
      }
    }
  }
  if (index < passes.length) throw new Error('PNG image data ends early');
}

/** Compressed bytes fed to the inflater at a time: deflate expands at most about 1032:1, so one slice yields at most ~4 MiB. */
const INFLATE_SLICE = 4096;

/**
 * The inflated image data, never more than `limit` bytes (what the header's rows need, filter
 * bytes included): past it, inflation stops and the stream is cancelled, so extra data after the
 * picture (a deflate bomb) costs neither memory nor the CPU to inflate it. The compressed data
 * goes in small slices, on demand, so the inflater never runs far ahead of the reader.
 */
export async function* inflateAtMost(data: Uint8Array[], limit: number): AsyncGenerator<Uint8Array> {
  const slices = (function* () {
    for (const part of data) for (let at = 0; at < part.length; at += INFLATE_SLICE) yield part.subarray(at, at + INFLATE_SLICE);
  })();
  const compressed = new ReadableStream<BufferSource>(
    {
      pull(controller) {
        const next = slices.next();
        if (next.done) controller.close();
        else controller.enqueue(next.value as Uint8Array<ArrayBuffer>); // views of the upload, an ArrayBuffer
      },
    },
    { highWaterMark: 0 },
  );
  let total = 0;
  for await (const part of compressed.pipeThrough(new DecompressionStream('deflate')) as AsyncIterable<Uint8Array>) {
    const room = limit - total;
    yield part.length > room ? part.subarray(0, room) : part;
    total += Math.min(part.length, room);
    if (total >= limit) return;
  }
}
