// An RGBA pixel buffer with the few drawing primitives the scenes need.
import type { Random } from './prng';

// Bound once: under jest's vm context every `Math.x` lookup is slow (~0.2 µs per call).
const { abs, ceil, floor, max, min, sqrt } = Math;

export type Rgb = readonly [number, number, number];
export interface Point {
  x: number;
  y: number;
}

export class Raster {
  /** RGBA, row by row; alpha stays 255 (JPEG has none). */
  readonly data: Uint8ClampedArray;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.data = new Uint8ClampedArray(width * height * 4).fill(255);
  }

  /** Paints (r, g, b) over pixel (x, y) with opacity `alpha` in 0..1. */
  blend(x: number, y: number, r: number, g: number, b: number, alpha = 1): void {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    const i = ((y | 0) * this.width + (x | 0)) * 4;
    const d = this.data;
    if (alpha >= 1) {
      d[i] = r;
      d[i + 1] = g;
      d[i + 2] = b;
    } else if (alpha > 0) {
      d[i] = d[i]! + (r - d[i]!) * alpha;
      d[i + 1] = d[i + 1]! + (g - d[i + 1]!) * alpha;
      d[i + 2] = d[i + 2]! + (b - d[i + 2]!) * alpha;
    }
  }

  /** Multiplies pixel (x, y) by `factor` (shadows, vignette). */
  scale(x: number, y: number, factor: number): void {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    const i = ((y | 0) * this.width + (x | 0)) * 4;
    const d = this.data;
    d[i] = d[i]! * factor;
    d[i + 1] = d[i + 1]! * factor;
    d[i + 2] = d[i + 2]! * factor;
  }
}

export const mix = (a: number, b: number, t: number): number => a + (b - a) * t;
export const clamp01 = (t: number): number => (t < 0 ? 0 : t > 1 ? 1 : t);
export const mixRgb = (a: Rgb, b: Rgb, t: number): Rgb => [
  mix(a[0], b[0], t),
  mix(a[1], b[1], t),
  mix(a[2], b[2], t),
];

/** Fills the raster with a vertical gradient; stops are [position 0..1, colour], ascending. */
export function verticalGradient(raster: Raster, stops: readonly (readonly [number, Rgb])[]): void {
  const { width, height } = raster;
  for (let y = 0; y < height; y++) {
    const t = y / (height - 1);
    let k = 0;
    while (k < stops.length - 2 && t > stops[k + 1]![0]) k++;
    const [t0, c0] = stops[k]!;
    const [t1, c1] = stops[min(k + 1, stops.length - 1)]!;
    const [r, g, b] = mixRgb(c0, c1, t1 === t0 ? 0 : clamp01((t - t0) / (t1 - t0)));
    for (let x = 0; x < width; x++) raster.blend(x, y, r, g, b);
  }
}

/**
 * Calls `paint` for every pixel inside the rings (even-odd rule, so an inner ring makes a
 * hole): scanline fill at pixel centres.
 */
export function fillPolygon(
  raster: Raster,
  rings: readonly (readonly Point[])[],
  paint: (x: number, y: number) => void,
): void {
  let minY = Infinity;
  let maxY = -Infinity;
  for (const ring of rings) {
    for (const p of ring) {
      minY = min(minY, p.y);
      maxY = max(maxY, p.y);
    }
  }
  const crossings: number[] = [];
  for (let y = max(0, floor(minY)); y <= min(raster.height - 1, maxY); y++) {
    const cy = y + 0.5;
    crossings.length = 0;
    for (const ring of rings) {
      for (let i = 0; i < ring.length; i++) {
        const a = ring[i]!;
        const b = ring[(i + 1) % ring.length]!;
        if (a.y <= cy !== b.y <= cy) crossings.push(a.x + ((cy - a.y) / (b.y - a.y)) * (b.x - a.x));
      }
    }
    crossings.sort((p, q) => p - q);
    for (let k = 0; k + 1 < crossings.length; k += 2) {
      const from = max(0, ceil(crossings[k]! - 0.5));
      const to = min(raster.width - 1, floor(crossings[k + 1]! - 0.5));
      for (let x = from; x <= to; x++) paint(x, y);
    }
  }
}

/**
 * Calls `paint` for the pixels of a disc with the pixel's offset from the centre, its distance
 * and its coverage (0..1, anti-aliased rim).
 */
export function fillDisc(
  raster: Raster,
  cx: number,
  cy: number,
  radius: number,
  paint: (x: number, y: number, dx: number, dy: number, distance: number, coverage: number) => void,
): void {
  const y0 = max(0, floor(cy - radius - 1));
  const y1 = min(raster.height - 1, ceil(cy + radius + 1));
  const x0 = max(0, floor(cx - radius - 1));
  const x1 = min(raster.width - 1, ceil(cx + radius + 1));
  for (let y = y0; y <= y1; y++) {
    const dy = y + 0.5 - cy;
    for (let x = x0; x <= x1; x++) {
      const dx = x + 0.5 - cx;
      const distance = sqrt(dx * dx + dy * dy);
      const coverage = clamp01(radius - distance + 0.5);
      if (coverage > 0) paint(x, y, dx, dy, distance, coverage);
    }
  }
}

/** Soft blob of colour (smoke, glow): opacity falls off smoothly to the radius. */
export function softDisc(
  raster: Raster,
  cx: number,
  cy: number,
  radius: number,
  color: Rgb,
  opacity: number,
): void {
  fillDisc(raster, cx, cy, radius, (x, y, _dx, _dy, distance) => {
    const t = 1 - distance / radius;
    raster.blend(x, y, color[0], color[1], color[2], opacity * t * t);
  });
}

/** Smooth random values in about -1..1 (box-blurred white noise), e.g. a skyline or streaks. */
export function smoothNoise(random: Random, length: number, radius: number): Float32Array {
  const raw = Float32Array.from({ length }, () => random() * 2 - 1);
  const out = new Float32Array(length);
  for (let pass = 0; pass < 2; pass++) {
    const source = pass === 0 ? raw : Float32Array.from(out);
    let sum = 0;
    for (let i = -radius; i <= radius; i++) sum += source[min(length - 1, max(0, i))]!;
    for (let i = 0; i < length; i++) {
      out[i] = sum / (2 * radius + 1);
      sum += source[min(length - 1, i + radius + 1)]! - source[max(0, i - radius)]!;
    }
  }
  // Blurring shrinks the range; stretch it back to about -1..1.
  let peak = 1e-6;
  for (const v of out) peak = max(peak, abs(v));
  return out.map((v) => v / peak);
}

/** Darkens towards the corners, as a lens does. */
export function vignette(raster: Raster, strength: number): void {
  const { width, height, data } = raster;
  const column = Float32Array.from({ length: width }, (_, x) => ((x / width - 0.5) * 2) ** 2);
  for (let y = 0; y < height; y++) {
    const row = ((y / height - 0.5) * 2) ** 2;
    for (let x = 0, i = y * width * 4; x < width; x++, i += 4) {
      // Fixed point (1 = 256): integer writes are much faster than clamped float writes.
      const factor = (256 * (1 - strength * clamp01((column[x]! + row) / 2))) | 0;
      data[i] = (data[i]! * factor) >> 8;
      data[i + 1] = (data[i + 1]! * factor) >> 8;
      data[i + 2] = (data[i + 2]! * factor) >> 8;
    }
  }
}
