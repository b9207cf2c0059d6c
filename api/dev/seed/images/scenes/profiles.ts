// Extruded aluminium profiles lying on a workshop bench: each bar is its cross-section swept
// along the extrusion direction (oblique projection, drawn back to front), so the lit top,
// the shaded side and the hollow chambers read as real profiles.
import { between, shuffle, type Random } from '../prng';
import { fillPolygon, smoothNoise, verticalGradient, type Point, type Raster } from '../raster';

// Module constants: Math lookups are slow inside jest's sandbox.
const { cos, sin, min, max, round } = Math;

type Rings = Point[][];

const rect = (x: number, y: number, w: number, h: number): Point[] => [
  { x, y },
  { x: x + w, y },
  { x: x + w, y: y + h },
  { x, y: y + h },
];

/** A square tube with a T-slot groove in the middle of each side and a centre bore. */
function tSlot(t: number): Rings {
  const o = 0.14; // half the slot opening
  const c = 0.26; // half the cavity width
  const d = 0.22; // cavity depth
  const outer: Point[] = [];
  // Walk the square clockwise; each side gets: opening → cavity → opening.
  const side = (from: Point, along: Point, inward: Point) => {
    const at = (s: number, depth: number): Point => ({
      x: from.x + along.x * s + inward.x * depth,
      y: from.y + along.y * s + inward.y * depth,
    });
    outer.push(
      at(0, 0),
      at(0.5 - o, 0),
      at(0.5 - o, t),
      at(0.5 - c, t),
      at(0.5 - c, d),
      at(0.5 + c, d),
      at(0.5 + c, t),
      at(0.5 + o, t),
      at(0.5 + o, 0),
    );
  };
  side({ x: 0, y: 0 }, { x: 1, y: 0 }, { x: 0, y: 1 });
  side({ x: 1, y: 0 }, { x: 0, y: 1 }, { x: -1, y: 0 });
  side({ x: 1, y: 1 }, { x: -1, y: 0 }, { x: 0, y: -1 });
  side({ x: 0, y: 1 }, { x: 0, y: -1 }, { x: 1, y: 0 });
  return [outer, rect(0.42, 0.42, 0.16, 0.16)];
}

/** Cross-sections in a unit box (0..1); t is the wall thickness. */
const SECTIONS: Record<string, { rings: (t: number) => Rings; aspect: number }> = {
  // Window frame: three thermal chambers, a glazing lip and a drainage step.
  windowFrame: {
    aspect: 1.5,
    rings: (t) => [
      [
        { x: 0, y: 0 },
        { x: 0.22, y: 0 },
        { x: 0.22, y: -0.2 },
        { x: 0.22 + t, y: -0.2 },
        { x: 0.22 + t, y: 0 },
        { x: 1, y: 0 },
        { x: 1, y: 0.8 },
        { x: 0.85, y: 0.8 },
        { x: 0.85, y: 1 },
        { x: 0, y: 1 },
      ],
      rect(t, t, 0.3 - 1.5 * t, 1 - 2 * t),
      rect(0.3 + t / 2, t, 0.35 - t, 0.8 - 2 * t),
      rect(0.65 + t / 2, t, 0.35 - 1.5 * t, 0.8 - 2 * t),
    ],
  },
  tSlot: { aspect: 1, rings: (t) => tSlot(t * 0.7) },
  rectangularTube: {
    aspect: 1.7,
    rings: (t) => [rect(0, 0, 1, 1), rect(t * 0.6, t, 1 - 1.2 * t, 1 - 2 * t)],
  },
  channel: {
    aspect: 1.2,
    rings: (t) => [
      [
        { x: 0, y: 0 },
        { x: t, y: 0 },
        { x: t, y: 1 - t },
        { x: 1 - t, y: 1 - t },
        { x: 1 - t, y: 0 },
        { x: 1, y: 0 },
        { x: 1, y: 1 },
        { x: 0, y: 1 },
      ],
    ],
  },
  angle: {
    aspect: 1,
    rings: (t) => [
      [
        { x: 0, y: 0 },
        { x: t, y: 0 },
        { x: t, y: 1 - t },
        { x: 1, y: 1 - t },
        { x: 1, y: 1 },
        { x: 0, y: 1 },
      ],
    ],
  },
};

function bench(raster: Raster, horizon: number): void {
  const { width, height } = raster;
  verticalGradient(raster, [
    [0, [52, 62, 76]],
    [horizon / height, [30, 37, 48]],
    [horizon / height + 0.001, [118, 116, 110]],
    [1, [70, 68, 64]],
  ]);
  // Faint wood-like grain on the bench top.
  for (let y = horizon; y < height; y += 3) {
    for (let x = 0; x < width; x++) raster.scale(x, y, 0.96);
  }
}

export function profiles(raster: Raster, random: Random): void {
  const { width, height } = raster;
  const horizon = round(height * between(random, 0.3, 0.38));
  bench(raster, horizon);

  const angle = between(random, 0.42, 0.55); // extrusion direction, up and to the right
  const ux = cos(angle);
  const uy = -sin(angle);
  const names = shuffle(random, Object.keys(SECTIONS)).slice(0, 4);
  const slot = width / (names.length + 0.6);

  names.forEach((name, index) => {
    const section = SECTIONS[name]!;
    const h = min(height * 0.24, slot * 0.55) * between(random, 0.8, 1.05);
    const w = h * section.aspect * 0.75;
    const length = between(random, 0.45, 0.7) * height * 1.2;
    const x0 = slot * (index + 0.25) + between(random, -12, 12);
    const y0 = height - h - between(random, 40, height * 0.2);
    const rings = section.rings(between(random, 0.1, 0.14));
    const at = (dx: number, dy: number) =>
      rings.map((ring) => ring.map((p) => ({ x: x0 + dx + p.x * w, y: y0 + dy + p.y * h })));
    // One slice every ~2.5 px: thinner than any wall, so the sides stay solid.
    const steps = max(2, round(length / 2.5));
    const streaks = smoothNoise(random, steps + 1, 2);
    const tint = between(random, -6, 6);

    // Soft shadow on the bench, along the bar (one parallelogram under its lower edge).
    const reach = length * 0.98;
    fillPolygon(
      raster,
      [
        [
          { x: x0 + 6, y: y0 + h - 2 },
          { x: x0 + w + 18, y: y0 + h + 8 },
          { x: x0 + w + 18 + ux * reach, y: y0 + h + 8 + uy * reach },
          { x: x0 + 6 + ux * reach, y: y0 + h - 2 + uy * reach },
        ],
      ],
      (x, y) => raster.scale(x, y, 0.72),
    );
    // Front to back: the saw-cut face first, then slices further along the extrusion, each
    // painting only pixels nothing nearer has covered (far cheaper than overdrawing).
    const covered = new Uint8Array(width * height);
    fillPolygon(raster, at(0, 0), (x, y) => {
      covered[y * width + x] = 1;
      const u = (x - x0) / w;
      const v = (y - y0) / h;
      const sheen = 1 - min(1, ((u - v + 0.2) * 2.2) ** 2);
      const g = 178 + 55 * sheen;
      raster.blend(x, y, g + tint, g + 2, g + 8 - tint);
    });
    for (let s = 1; s <= steps; s++) {
      const k = s / steps;
      const dx = ux * length * k;
      const dy = uy * length * k;
      const streak = (1 + 0.06 * streaks[s]!) * (0.85 + 0.15 * (1 - k));
      fillPolygon(raster, at(dx, dy), (x, y) => {
        const index = y * width + x;
        if (covered[index]) return;
        covered[index] = 1;
        // Top surfaces (small v) catch the light; lower and right parts are in shade.
        const v = (y - y0 - dy) / h;
        const u = (x - x0 - dx) / w;
        const g = 200 * (0.95 - 0.45 * v - 0.12 * u) * streak;
        raster.blend(x, y, g - 4 + tint, g, g + 6 - tint);
      });
    }
  });
}
