import { describe, expect, it } from 'vitest';
import { Downscaler, downscale, fitWithin, type Pixels } from './resize';

function picture(width: number, height: number, pixel: (x: number, y: number) => number[]): Pixels {
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y += 1) for (let x = 0; x < width; x += 1) data.set(pixel(x, y), (y * width + x) * 4);
  return { width, height, data };
}

describe('fitWithin', () => {
  it('fits the long edge, keeps the aspect ratio and never enlarges', () => {
    expect(fitWithin(2000, 1500, 1280)).toEqual({ width: 1280, height: 960 });
    expect(fitWithin(1500, 2000, 320)).toEqual({ width: 240, height: 320 });
    expect(fitWithin(640, 480, 1280)).toEqual({ width: 640, height: 480 });
    expect(fitWithin(5000, 1, 320)).toEqual({ width: 320, height: 1 });
  });
});

describe('Downscaler', () => {
  it('keeps a flat colour flat, from RGB rows too', () => {
    const scaler = new Downscaler({ width: 101, height: 67, channels: 3 }, { width: 37, height: 25 });
    for (let y = 0; y < 67; y += 1) scaler.push(new Uint8Array(101 * 3).map((_, i) => [200, 100, 50][i % 3]!));
    const { data } = scaler.finish();
    expect(new Set(data.join(',').match(/\d+,\d+,\d+,\d+/g))).toEqual(new Set(['200,100,50,255']));
  });

  it('copies a picture that already fits', () => {
    const source = picture(5, 3, (x, y) => [x * 50, y * 80, 7, 255 - x]);
    expect(downscale(source, 1280)).toEqual(source);
  });

  it('lets no hidden colour of transparent pixels bleed into visible ones', () => {
    // Left half transparent black, right half opaque red: the edge may fade, but never darken.
    const scaled = downscale(
      picture(64, 8, (x) => (x < 32 ? [0, 0, 0, 0] : [255, 0, 0, 255])),
      16,
    );
    for (let i = 0; i < scaled.data.length; i += 4) {
      if (scaled.data[i + 3]! > 0) expect(scaled.data[i]).toBeGreaterThanOrEqual(254);
    }
  });

  it('refuses rows beyond the picture and a picture that ends early', () => {
    const scaler = new Downscaler({ width: 4, height: 2, channels: 4 }, { width: 2, height: 1 });
    scaler.push(new Uint8Array(16));
    expect(() => scaler.finish()).toThrow();
    scaler.push(new Uint8Array(16));
    expect(() => scaler.push(new Uint8Array(16))).toThrow();
    expect(scaler.finish().data).toHaveLength(8);
  });
});
