/**
 * The arithmetic of the journal's server-rendered charts: scales, axis ticks, bar bands and line
 * paths in viewBox units. Kept apart from the markup so it is tested without rendering anything.
 */

/**
 * The charts' coordinate system. The SVG scales to the width of its column, text with it: 400 units
 * keep 11-unit labels readable on a phone and not oversized at the chart's widest.
 */
export const VIEWBOX = { width: 400, height: 200 } as const;

/** Where the data is drawn inside a chart's viewBox; the margins around it hold the axis labels. */
export interface PlotArea {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

export interface Point {
  x: number;
  y: number;
}

/** One decimal is finer than a pixel at any width the charts are shown at, and keeps the markup short. */
export function coord(value: number): number {
  return Math.round(value * 10) / 10;
}

/** Maps `domain` linearly onto `range`; a domain without width maps everything to the range's middle. */
export function linearScale([d0, d1]: readonly [number, number], [r0, r1]: readonly [number, number]): (value: number) => number {
  if (d0 === d1) return () => (r0 + r1) / 2;
  return (value) => r0 + ((value - d0) / (d1 - d0)) * (r1 - r0);
}

/**
 * Whole-number ticks from 0 to a round top at or above `max`, in steps of 1, 2 or 5 times a power
 * of ten, about `count` steps: 47 minutes give 0, 20, 40, 60. Without data (max ≤ 0) the axis
 * still needs a top, so it runs to 1.
 */
export function niceTicks(max: number, count = 4): number[] {
  if (!(max > 0)) return [0, 1];
  const rough = max / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(1, ([1, 2, 5, 10].find((factor) => factor * power >= rough) ?? 10) * power);
  const top = Math.ceil(max / step) * step;
  const ticks: number[] = [];
  for (let tick = 0; tick <= top; tick += step) ticks.push(tick);
  return ticks;
}

/**
 * `count` equal bands across [x0, x1], each with a bar centred in it; `gap` is the share of a band
 * left empty, so neighbouring bars stay apart.
 */
export function bands(count: number, x0: number, x1: number, gap = 0.3): { x: number; width: number; centre: number }[] {
  if (count <= 0) return [];
  const band = (x1 - x0) / count;
  const width = band * (1 - gap);
  return Array.from({ length: count }, (_, index) => {
    const centre = x0 + band * (index + 0.5);
    return { x: centre - width / 2, width, centre };
  });
}

/** `count` positions spread evenly from x0 to x1, both ends included; a single one sits in the middle. */
export function spread(count: number, x0: number, x1: number): number[] {
  if (count <= 0) return [];
  if (count === 1) return [(x0 + x1) / 2];
  return Array.from({ length: count }, (_, index) => x0 + ((x1 - x0) * index) / (count - 1));
}

/** An SVG path through the points in order (empty without points). */
export function linePath(points: readonly Point[]): string {
  return points.map(({ x, y }, index) => `${index === 0 ? 'M' : 'L'}${coord(x)} ${coord(y)}`).join('');
}

/**
 * Which of `count` axis labels to write so that at most `max` appear, evenly spaced and counted back
 * from the last one (the newest week or session is always named).
 */
export function labelledIndexes(count: number, max: number): Set<number> {
  const every = Math.max(1, Math.ceil(count / Math.max(1, max)));
  const indexes = new Set<number>();
  for (let index = count - 1; index >= 0; index -= every) indexes.add(index);
  return indexes;
}
