import { describe, expect, it } from 'vitest';
import { bands, coord, labelledIndexes, linearScale, linePath, niceTicks, spread } from './geometry';

describe('coord', () => {
  it('keeps one decimal', () => {
    expect(coord(12.345)).toBe(12.3);
    expect(coord(12.35)).toBe(12.4);
    expect(coord(7)).toBe(7);
  });
});

describe('linearScale', () => {
  it('maps the domain onto the range, also a reversed one (SVG y grows downwards)', () => {
    const y = linearScale([0, 100], [176, 10]);
    expect(y(0)).toBe(176);
    expect(y(100)).toBe(10);
    expect(y(50)).toBe(93);
  });

  it('puts everything in the middle when the domain has no width', () => {
    expect(linearScale([5, 5], [0, 10])(5)).toBe(5);
  });
});

describe('niceTicks', () => {
  it('runs from 0 to a round top above the maximum', () => {
    expect(niceTicks(47)).toEqual([0, 20, 40, 60]);
    expect(niceTicks(60)).toEqual([0, 20, 40, 60]);
    expect(niceTicks(100, 5)).toEqual([0, 20, 40, 60, 80, 100]);
    expect(niceTicks(4200)).toEqual([0, 2000, 4000, 6000]);
  });

  it('steps by whole numbers for small counts', () => {
    expect(niceTicks(3)).toEqual([0, 1, 2, 3]);
    expect(niceTicks(1)).toEqual([0, 1]);
    expect(niceTicks(0.4)).toEqual([0, 1]);
  });

  it('still has a top without data', () => {
    expect(niceTicks(0)).toEqual([0, 1]);
    expect(niceTicks(-3)).toEqual([0, 1]);
    expect(niceTicks(Number.NaN)).toEqual([0, 1]);
  });

  it('never makes many more ticks than asked for', () => {
    for (const max of [1, 7, 13, 99, 101, 599, 1234, 4199]) {
      const ticks = niceTicks(max);
      expect(ticks.at(-1)).toBeGreaterThanOrEqual(max);
      expect(ticks.length).toBeLessThanOrEqual(6);
      expect(ticks.every(Number.isInteger)).toBe(true);
    }
  });
});

describe('bands', () => {
  it('divides the width into equal bands with a centred bar each', () => {
    const result = bands(4, 0, 400, 0.5);
    expect(result.map(({ centre }) => centre)).toEqual([50, 150, 250, 350]);
    expect(result.every(({ width }) => width === 50)).toBe(true);
    expect(result[0]?.x).toBe(25);
  });

  it('leaves the gap between neighbours', () => {
    const [first, second] = bands(12, 34, 394);
    expect((second?.x ?? 0) - ((first?.x ?? 0) + (first?.width ?? 0))).toBeCloseTo(30 * 0.3);
  });

  it('has no bands for no data', () => {
    expect(bands(0, 0, 100)).toEqual([]);
  });
});

describe('spread', () => {
  it('puts the first and last position on the ends', () => {
    expect(spread(3, 10, 30)).toEqual([10, 20, 30]);
  });

  it('centres a single position', () => {
    expect(spread(1, 10, 30)).toEqual([20]);
    expect(spread(0, 10, 30)).toEqual([]);
  });
});

describe('linePath', () => {
  it('moves to the first point and draws lines through the rest', () => {
    expect(
      linePath([
        { x: 1, y: 2 },
        { x: 3.04, y: 4.96 },
        { x: 5, y: 6 },
      ]),
    ).toBe('M1 2L3 5L5 6');
  });

  it('is empty without points', () => {
    expect(linePath([])).toBe('');
  });
});

describe('labelledIndexes', () => {
  it('names every week when there is room', () => {
    expect([...labelledIndexes(4, 6)].sort((a, b) => a - b)).toEqual([0, 1, 2, 3]);
  });

  it('thins out evenly, always naming the newest', () => {
    expect([...labelledIndexes(12, 6)].sort((a, b) => a - b)).toEqual([1, 3, 5, 7, 9, 11]);
    const twenty = labelledIndexes(20, 5);
    expect(twenty.size).toBeLessThanOrEqual(5);
    expect(twenty.has(19)).toBe(true);
  });

  it('names nothing without data', () => {
    expect(labelledIndexes(0, 5).size).toBe(0);
  });
});
