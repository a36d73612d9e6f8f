/**
 * Downscaling in plain JavaScript, one source row at a time (Lanczos3, the filter photon's `resize`
 * used). photon's `resize` holds a copy of the whole picture plus a float copy four times its size
 * in WASM memory, which never shrinks; here only a ring of already filtered rows and the output
 * exist, so a decoder can hand its rows over as it produces them.
 */

/** RGBA pixels, row after row. */
export interface Pixels {
  width: number;
  height: number;
  data: Uint8Array;
}

/** What a decoder reports before its first row: the size, and 3 (RGB) or 4 (RGBA) bytes a pixel. */
export interface PictureFormat {
  width: number;
  height: number;
  channels: 3 | 4;
}

/** Takes one row of `channels × width` bytes, top to bottom; the row may be reused after the call. */
export type RowSink = (row: Uint8Array) => void;

/** How a decoder hands its picture on: it calls this once with the format, then feeds the sink. */
export type OpenPicture = (format: PictureFormat) => RowSink;

const LOBES = 3;
// The loops below index typed arrays within bounds by construction; `!` only tells the compiler so.

function lanczos3(x: number): number {
  if (x === 0) return 1;
  if (x <= -LOBES || x >= LOBES) return 0;
  const px = Math.PI * x;
  return (LOBES * Math.sin(px) * Math.sin(px / LOBES)) / (px * px);
}

/** For every output position along one axis: the first source position it reads, how many, and their weights. */
interface Taps {
  first: Int32Array;
  count: Int32Array;
  weights: Float32Array;
  stride: number;
}

function tapsFor(source: number, target: number): Taps {
  const ratio = source / target;
  // Widening the kernel by the reduction keeps every source pixel in play (no aliasing); an axis
  // that keeps its size needs one tap of weight 1, a plain copy.
  const scale = Math.max(ratio, 1);
  const support = source === target ? 0.5 : LOBES * scale;
  const stride = Math.ceil(2 * support) + 1;
  const taps = { first: new Int32Array(target), count: new Int32Array(target), weights: new Float32Array(target * stride), stride };
  for (let out = 0; out < target; out += 1) {
    const center = (out + 0.5) * ratio;
    const left = Math.max(0, Math.floor(center - support));
    const right = Math.min(source, Math.ceil(center + support));
    const weights = taps.weights.subarray(out * stride, out * stride + right - left);
    for (let i = left; i < right; i += 1) weights[i - left] = lanczos3((i + 0.5 - center) / scale);
    const sum = weights.reduce((total, weight) => total + weight, 0);
    for (let i = 0; i < weights.length; i += 1) weights[i]! /= sum;
    taps.first[out] = left;
    taps.count[out] = right - left;
  }
  return taps;
}

/** The size that fits within `edge` on the long side, keeping the aspect ratio; never enlarged. */
export function fitWithin(width: number, height: number, edge: number): { width: number; height: number } {
  const factor = Math.min(1, edge / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * factor)), height: Math.max(1, Math.round(height * factor)) };
}

/**
 * Scales rows pushed in order to the target size. Colours are weighted by alpha (premultiplied),
 * so fully transparent pixels do not bleed their hidden colour into the edges of what is visible.
 */
export class Downscaler {
  private readonly columns: Taps;
  private readonly rows: Taps;
  /** Horizontally filtered source rows, premultiplied RGBA as floats; as many as one output row reads. */
  private readonly ring: Float32Array[];
  private readonly sum: Float32Array;
  private readonly output: Uint8ClampedArray;
  private received = 0;
  private emitted = 0;

  constructor(
    readonly source: PictureFormat,
    readonly target: { width: number; height: number },
  ) {
    this.columns = tapsFor(source.width, target.width);
    this.rows = tapsFor(source.height, target.height);
    this.ring = Array.from({ length: this.rows.stride }, () => new Float32Array(target.width * 4));
    this.sum = new Float32Array(target.width * 4);
    this.output = new Uint8ClampedArray(target.width * target.height * 4);
  }

  push(row: Uint8Array): void {
    if (this.received >= this.source.height) throw new Error('more rows than the picture has');
    const line = this.ring[this.received % this.ring.length]!;
    this.filterRow(row, line);
    this.received += 1;
    const { first, count } = this.rows;
    while (this.emitted < this.target.height && first[this.emitted]! + count[this.emitted]! <= this.received) {
      this.emitRow(this.emitted);
      this.emitted += 1;
    }
  }

  /** The scaled picture; throws when the decoder delivered fewer rows than it announced. */
  finish(): Pixels {
    if (this.emitted < this.target.height) throw new Error('the picture ended early');
    return { ...this.target, data: new Uint8Array(this.output.buffer) };
  }

  /**
   * One row through the horizontal filter, premultiplied by alpha; an opaque row (3 channels) has
   * alpha 255 throughout, so both kinds leave the same form for `emitRow`.
   */
  private filterRow(row: Uint8Array, line: Float32Array): void {
    const { first, count, weights, stride } = this.columns;
    const channels = this.source.channels;
    const opaque = channels === 3;
    for (let x = 0; x < this.target.width; x += 1) {
      let r = 0,
        g = 0,
        b = 0,
        a = 0;
      let at = first[x]! * channels;
      for (let k = 0, w = x * stride; k < count[x]!; k += 1, w += 1, at += channels) {
        const alpha = (opaque ? 255 : row[at + 3]!) * weights[w]!;
        r += row[at]! * alpha;
        g += row[at + 1]! * alpha;
        b += row[at + 2]! * alpha;
        a += alpha;
      }
      line[x * 4] = r;
      line[x * 4 + 1] = g;
      line[x * 4 + 2] = b;
      line[x * 4 + 3] = a;
    }
  }

  private emitRow(y: number): void {
    const { first, count, weights, stride } = this.rows;
    const sum = this.sum;
    sum.fill(0);
    for (let k = 0; k < count[y]!; k += 1) {
      const line = this.ring[(first[y]! + k) % this.ring.length]!;
      const weight = weights[y * stride + k]!;
      for (let i = 0; i < sum.length; i += 1) sum[i]! += line[i]! * weight;
    }
    const out = this.output;
    const offset = y * sum.length;
    for (let i = 0; i < sum.length; i += 4) {
      const alpha = sum[i + 3]!;
      const unpremultiply = alpha > 0 ? 1 / alpha : 0;
      out[offset + i] = sum[i]! * unpremultiply;
      out[offset + i + 1] = sum[i + 1]! * unpremultiply;
      out[offset + i + 2] = sum[i + 2]! * unpremultiply;
      out[offset + i + 3] = alpha;
    }
  }
}

/** A decoder's target that scales the picture to fit within `edge` (a plain copy when it already does). */
export function scaleWithin(edge: number): { open: OpenPicture; finish: () => { source: PictureFormat; pixels: Pixels } } {
  let scaler: Downscaler | undefined;
  return {
    open(format) {
      const target = fitWithin(format.width, format.height, edge);
      const active = new Downscaler(format, target);
      scaler = active;
      return (row) => active.push(row);
    },
    finish() {
      if (!scaler) throw new Error('nothing was decoded');
      return { source: scaler.source, pixels: scaler.finish() };
    },
  };
}

/** A smaller copy of pixels already in memory (the thumbnail from the medium size). */
export function downscale(pixels: Pixels, edge: number): Pixels {
  const scaler = new Downscaler({ width: pixels.width, height: pixels.height, channels: 4 }, fitWithin(pixels.width, pixels.height, edge));
  const rowBytes = pixels.width * 4;
  for (let y = 0; y < pixels.height; y += 1) scaler.push(pixels.data.subarray(y * rowBytes, (y + 1) * rowBytes));
  return scaler.finish();
}
