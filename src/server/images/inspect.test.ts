import { describe, expect, it } from 'vitest';
import { readImageHeader, sniffImageType } from './inspect';

const bytes = (...parts: (number[] | string)[]) =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)));
const u32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
const u16 = (n: number) => [(n >>> 8) & 255, n & 255];

const png = (width: number, height: number) => bytes('\x89PNG\r\n\x1a\n', u32(13), 'IHDR', u32(width), u32(height), [8, 6, 0, 0, 0]);
/** SOI, an APP1 segment, then a baseline start-of-frame. */
const jpeg = (width: number, height: number) =>
  bytes([0xff, 0xd8], [0xff, 0xe1], u16(8), 'Exif\0\0', [0xff, 0xc0], u16(17), [8], u16(height), u16(width), [3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]);
const gif = (width: number, height: number) => bytes('GIF89a', [width & 255, width >> 8, height & 255, height >> 8, 0, 0, 0]);
/** An ftyp box, then two ispe properties (a thumbnail and the primary picture). */
const heic = (brand: string, width: number, height: number) =>
  bytes(u32(24), 'ftyp', brand, u32(0), 'mif1', brand, u32(20), 'ispe', u32(0), u32(320), u32(240), u32(20), 'ispe', u32(0), u32(width), u32(height));

describe('sniffImageType', () => {
  it('knows the accepted types by their magic bytes', () => {
    expect(sniffImageType(png(1, 1))).toBe('png');
    expect(sniffImageType(jpeg(1, 1))).toBe('jpeg');
    expect(sniffImageType(gif(1, 1))).toBe('gif');
    expect(sniffImageType(heic('heic', 1, 1))).toBe('heic');
    expect(sniffImageType(heic('mif1', 1, 1))).toBe('heic');
  });

  it('refuses anything else, whatever it is called', () => {
    expect(sniffImageType(bytes('Hallo, ich bin eine Textdatei.png'))).toBeNull();
    expect(sniffImageType(bytes('RIFF', u32(4), 'WEBPVP8 '))).toBeNull();
    expect(sniffImageType(bytes(u32(24), 'ftyp', 'isom', u32(0), 'mp42'))).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
  });
});

describe('readImageHeader', () => {
  it('reads the pixel size without decoding', () => {
    expect(readImageHeader(png(1920, 1080))).toEqual({ type: 'png', width: 1920, height: 1080 });
    expect(readImageHeader(jpeg(4032, 3024))).toEqual({ type: 'jpeg', width: 4032, height: 3024 });
    expect(readImageHeader(gif(480, 270))).toEqual({ type: 'gif', width: 480, height: 270 });
    expect(readImageHeader(heic('heic', 2048, 1536))).toEqual({ type: 'heic', width: 2048, height: 1536 });
  });

  it('reports what a header claims, so a 30000 × 30000 px claim can be refused before decoding', () => {
    expect(readImageHeader(png(30000, 30000))).toEqual({ type: 'png', width: 30000, height: 30000 });
  });

  it('gives up on truncated or broken headers instead of throwing', () => {
    expect(readImageHeader(png(100, 100).subarray(0, 20))).toBeNull();
    expect(readImageHeader(jpeg(100, 100).subarray(0, 14))).toBeNull();
    expect(readImageHeader(bytes([0xff, 0xd8, 0xff, 0x00, 0x01]))).toBeNull();
    expect(readImageHeader(png(0, 100))).toBeNull();
  });
});
