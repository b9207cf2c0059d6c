// Cross-sections of extruded aluminium profiles (I-beam, channel, angle, tees, hollow and
// multi-chamber sections) on a drawing-board background.
import { between, integer, shuffle, type Random } from '../prng';
import { fillPolygon, mix, verticalGradient, type Point, type Raster } from '../raster';

const { exp, floor, min } = Math;

type Rings = Point[][];

const rect = (x: number, y: number, w: number, h: number): Point[] => [
  { x, y },
  { x: x + w, y },
  { x: x + w, y: y + h },
  { x, y: y + h },
];

/** Outlines in a unit box (0..1), wall thickness t. */
const SHAPES: Record<string, (t: number) => Rings> = {
  iBeam: (t) => [
    [
      { x: 0, y: 0 },
      { x: 1, y: 0 },
      { x: 1, y: t },
      { x: 0.5 + t / 2, y: t },
      { x: 0.5 + t / 2, y: 1 - t },
      { x: 1, y: 1 - t },
      { x: 1, y: 1 },
      { x: 0, y: 1 },
      { x: 0, y: 1 - t },
      { x: 0.5 - t / 2, y: 1 - t },
      { x: 0.5 - t / 2, y: t },
      { x: 0, y: t },
    ],
  ],
  channel: (t) => [
    [
      { x: 0, y: 0 },
      { x: 1, y: 0 },
      { x: 1, y: t },
      { x: t, y: t },
      { x: t, y: 1 - t },
      { x: 1, y: 1 - t },
      { x: 1, y: 1 },
      { x: 0, y: 1 },
    ],
  ],
  angle: (t) => [
    [
      { x: 0, y: 0 },
      { x: t, y: 0 },
      { x: t, y: 1 - t },
      { x: 1, y: 1 - t },
      { x: 1, y: 1 },
      { x: 0, y: 1 },
    ],
  ],
  tee: (t) => [
    [
      { x: 0, y: 0 },
      { x: 1, y: 0 },
      { x: 1, y: t },
      { x: 0.5 + t / 2, y: t },
      { x: 0.5 + t / 2, y: 1 },
      { x: 0.5 - t / 2, y: 1 },
      { x: 0.5 - t / 2, y: t },
      { x: 0, y: t },
    ],
  ],
  tube: (t) => [rect(0, 0, 1, 1), rect(t, t, 1 - 2 * t, 1 - 2 * t)],
  chambers: (t) => [
    rect(0, 0, 1, 1),
    rect(t, t, 0.5 - 1.5 * t, 0.55 - 1.5 * t),
    rect(0.5 + t / 2, t, 0.5 - 1.5 * t, 0.55 - 1.5 * t),
    rect(t, 0.55 + t / 2, 1 - 2 * t, 0.45 - 1.5 * t),
  ],
};

export function profiles(raster: Raster, random: Random): void {
  const { width, height } = raster;
  verticalGradient(raster, [
    [0, [30, 44, 66]],
    [1, [14, 22, 36]],
  ]);
  // Drawing grid.
  const step = integer(random, 36, 48);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (x % step === 0 || y % step === 0) raster.blend(x, y, 90, 120, 160, 0.22);
    }
  }

  const names = shuffle(random, Object.keys(SHAPES));
  const columns = 3;
  const rowsCount = 2;
  const cellW = width / columns;
  const cellH = height / rowsCount;
  names.slice(0, columns * rowsCount).forEach((name, index) => {
    const size = min(cellW, cellH) * between(random, 0.5, 0.68);
    const w = size * between(random, 0.8, 1.2);
    const h = size;
    const x0 = (index % columns) * cellW + (cellW - w) / 2 + between(random, -15, 15);
    const y0 = floor(index / columns) * cellH + (cellH - h) / 2 + between(random, -15, 15);
    const rings = SHAPES[name]!(between(random, 0.12, 0.18));
    const place = (dx: number) =>
      rings.map((ring) => ring.map((p) => ({ x: x0 + dx + p.x * w, y: y0 + dx + p.y * h })));
    const hue = between(random, -8, 8);
    fillPolygon(raster, place(7), (x, y) => raster.scale(x, y, 0.55)); // drop shadow
    fillPolygon(raster, place(0), (x, y) => {
      // Metallic: light at the top, a brighter band where the light catches the face.
      const t = (y - y0) / h;
      const band = exp(-(((x - x0) / w - 0.3 - t * 0.4) ** 2) / 0.02);
      const v = mix(215, 140, t) + 30 * band;
      raster.blend(x, y, v - 6 + hue, v, v + 8 - hue);
    });
  });
}
