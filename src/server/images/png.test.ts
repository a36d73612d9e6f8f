import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { decodePng, inflateAtMost } from './png';
import type { PictureFormat } from './resize';

const WIDTH = 37;
const HEIGHT = 23;

/** Odd-sized test pixels with every channel varying, alpha included. */
function pixels(channels: number): number[] {
  return Array.from({ length: WIDTH * HEIGHT * channels }, (_, i) => {
    const pixel = Math.floor(i / channels);
    return ((pixel % WIDTH) * 7 + Math.floor(pixel / WIDTH) * 13 + (i % channels) * 50) % 256;
  });
}
const raw = (channels: 1 | 2 | 3 | 4) => sharp(Buffer.from(pixels(channels)), { raw: { width: WIDTH, height: HEIGHT, channels } });

async function decode(png: Uint8Array): Promise<{ format: PictureFormat | undefined; rgba: number[] }> {
  let format: PictureFormat | undefined;
  const rgba: number[] = [];
  await decodePng(png, (announced) => {
    format = announced;
    return (row) => rgba.push(...row);
  });
  return { format, rgba };
}

/** What sharp (libvips, libspng) reads from the same file, as 8-bit RGBA. */
async function reference(png: Uint8Array): Promise<number[]> {
  return [...(await sharp(png).ensureAlpha().toColourspace('srgb').raw({ depth: 'uchar' }).toBuffer())];
}

function chunk(type: string, data: Uint8Array): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const frame = Buffer.alloc(12 + data.length);
  frame.writeUInt32BE(data.length, 0);
  body.copy(frame, 4);
  frame.writeUInt32BE(crc32(body), 8 + data.length);
  return frame;
}

function ihdr(width: number, height: number, header: number[]): Buffer {
  const data = Buffer.alloc(13);
  data.writeUInt32BE(width, 0);
  data.writeUInt32BE(height, 4);
  Buffer.from(header).copy(data, 8);
  return data;
}

const SIGNATURE = Buffer.from('\x89PNG\r\n\x1a\n', 'latin1');

/**
 * A PNG of one row written by hand, for the formats sharp does not write: [depth, colour type, …]
 * from IHDR. `trailing` inflated bytes may follow the row, as a deflate bomb would put them.
 */
function handMade(width: number, header: number[], row: number[], extra: [string, number[]][] = [], trailing = 0): Uint8Array {
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', ihdr(width, 1, header)),
    ...extra.map(([type, data]) => chunk(type, Buffer.from(data))),
    chunk('IDAT', deflateSync(Buffer.concat([Buffer.from([0, ...row]), Buffer.alloc(trailing)]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('decodePng', () => {
  it.each([
    ['RGBA', () => raw(4).png()],
    ['RGB', () => raw(3).png()],
    ['grey', () => raw(1).png()],
    ['grey and alpha', () => raw(2).png()],
    ['palette with transparency', () => raw(4).png({ palette: true })],
    ['a 2-bit palette', () => raw(3).png({ palette: true, colours: 4 })],
    ['interlaced (Adam7)', () => raw(4).png({ progressive: true })],
  ])('reads %s as sharp does, row by row', async (_, make) => {
    const png = new Uint8Array(await make().toBuffer());
    const { format, rgba } = await decode(png);
    expect(format).toEqual({ width: WIDTH, height: HEIGHT, channels: 4 });
    expect(rgba).toEqual(await reference(png));
  });

  it('reads 16 bits a channel as their upper 8', async () => {
    const png = handMade(1, [16, 6, 0, 0, 0], [0x12, 0x34, 0xab, 0xcd, 0x00, 0xff, 0xff, 0x00]);
    expect((await decode(png)).rgba).toEqual([0x12, 0xab, 0x00, 0xff]);
  });

  it('makes the colour that tRNS names transparent', async () => {
    const png = handMade(2, [8, 2, 0, 0, 0], [10, 20, 30, 40, 50, 60], [['tRNS', [0, 10, 0, 20, 0, 30]]]);
    expect((await decode(png)).rgba).toEqual([10, 20, 30, 0, 40, 50, 60, 255]);
  });

  it('scales 1-bit grey to full range', async () => {
    const png = handMade(3, [1, 0, 0, 0, 0], [0b10100000]);
    expect((await decode(png)).rgba).toEqual([255, 255, 255, 255, 0, 0, 0, 255, 255, 255, 255, 255]);
  });

  it('fails on a truncated file instead of inventing rows', async () => {
    const png = new Uint8Array(await raw(4).png().toBuffer());
    await expect(decode(png.subarray(0, png.length / 2))).rejects.toThrow();
  });

  it('refuses a second header, whatever size it claims, and a header that is not the first chunk', async () => {
    const rgba = [8, 6, 0, 0, 0];
    const repeated = handMade(1, rgba, [1, 2, 3, 4], [['IHDR', [...ihdr(20000, 20000, rgba)]]]);
    await expect(decode(repeated)).rejects.toThrow('PNG header not first or repeated');

    const image = Buffer.concat([chunk('IDAT', deflateSync(Buffer.from([0, 1, 2, 3, 4]))), chunk('IEND', Buffer.alloc(0))]);
    const late = Buffer.concat([SIGNATURE, chunk('tEXt', Buffer.from('Comment\0hi', 'latin1')), chunk('IHDR', ihdr(1, 1, rgba)), image]);
    await expect(decode(late)).rejects.toThrow('PNG header not first or repeated');
  });

  it('decodes the rows of a picture whose data goes on inflating past them, and stops there', async () => {
    const png = handMade(1, [8, 6, 0, 0, 0], [9, 8, 7, 6], [], 64 * 1024 * 1024);
    expect((await decode(png)).rgba).toEqual([9, 8, 7, 6]);
  });
});

describe('inflateAtMost', () => {
  it('never yields more than the cap, however far the data would inflate', async () => {
    const bomb = deflateSync(Buffer.alloc(64 * 1024 * 1024));
    let total = 0;
    for await (const part of inflateAtMost([bomb.subarray(0, 1000), bomb.subarray(1000)], 1024 * 1024 + 7)) total += part.length;
    expect(total).toBe(1024 * 1024 + 7);
  });

  it('yields everything below the cap', async () => {
    const data = Buffer.from(Array.from({ length: 100_000 }, (_, i) => (i * 31) % 251));
    const parts: Uint8Array[] = [];
    for await (const part of inflateAtMost([deflateSync(data)], 1_000_000)) parts.push(part);
    expect(Buffer.concat(parts).equals(data)).toBe(true);
  });
});
