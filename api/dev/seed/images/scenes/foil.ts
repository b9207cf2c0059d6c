// Rolls of aluminium foil lying on their side: shiny cylinders with sharp highlights, and
// end faces showing the wound layers around a cardboard core.
import { between, integer, type Random } from '../prng';
import { clamp01, verticalGradient, type Raster, type Rgb } from '../raster';

const { ceil, exp, floor, max, min, sin, sqrt } = Math;

interface Roll {
  left: number;
  right: number;
  cy: number;
  radius: number;
  tint: Rgb;
}

function paintRoll(raster: Raster, roll: Roll, wraps: number): void {
  const { left, right, cy, radius, tint } = roll;
  const cap = radius * 0.32; // the end face, seen at an angle: an ellipse this wide
  const y0 = max(0, floor(cy - radius));
  const y1 = min(raster.height - 1, ceil(cy + radius));
  for (let y = y0; y <= y1; y++) {
    const t = (y + 0.5 - cy) / radius; // -1 (top) .. 1 (bottom)
    if (t <= -1 || t >= 1) continue;
    const normal = sqrt(1 - t * t);
    // Foil: dim diffuse light and two sharp reflections of the hall's lights.
    const light =
      0.42 +
      0.3 * normal +
      0.9 * exp(-(((t + 0.45) / 0.09) ** 2)) +
      0.35 * exp(-(((t - 0.35) / 0.06) ** 2));
    const ellipse = cap * normal;
    for (let x = max(0, floor(left - ellipse)); x < min(raster.width, right); x++) {
      if (x < left + ellipse) {
        // End face: inside the ellipse centred on `left`.
        const ex = (x + 0.5 - left) / cap;
        const d = sqrt(ex * ex + t * t);
        if (d > 1) continue;
        let v: number;
        let r = 1;
        let g = 1;
        let b = 1;
        if (d < 0.3) {
          v = 30; // hollow core
        } else if (d < 0.38) {
          v = 150;
          r = 1.05;
          g = 0.82;
          b = 0.55; // cardboard
        } else {
          v = 165 + sin(d * radius * wraps) * 14 - ex * 30;
        }
        raster.blend(
          x,
          y,
          v * r * (tint[0] / 255),
          v * g * (tint[1] / 255),
          v * b * (tint[2] / 255),
        );
      } else {
        const v = 205 * light * (1 - 0.12 * clamp01((x - left) / (right - left)));
        raster.blend(x, y, v * (tint[0] / 255), v * (tint[1] / 255), v * (tint[2] / 255));
      }
    }
  }
}

export function foil(raster: Raster, random: Random): void {
  const { width, height } = raster;
  verticalGradient(raster, [
    [0, [206, 204, 198]],
    [0.62, [160, 158, 154]],
    [0.63, [120, 116, 110]],
    [1, [86, 82, 78]],
  ]);
  const floorY = height * 0.86;
  const count = integer(random, 3, 4);
  const radius = min(height * 0.13, (floorY - 40) / (2 * count));
  const gold: Rgb = [255, 226, 160];
  const silver: Rgb = [246, 250, 255];
  const goldIndex = random() < 0.5 ? integer(random, 0, count - 1) : -1;
  const rolls: Roll[] = [];
  for (let i = 0; i < count; i++) {
    const length = width * between(random, 0.45, 0.7);
    const left = width * between(random, 0.12, 0.2) + between(random, -30, 30);
    rolls.push({
      left,
      right: min(width - 20, left + length),
      cy: floorY - radius - i * radius * 2,
      radius,
      tint: i === goldIndex ? gold : silver,
    });
  }
  // Shadow on the floor below the stack.
  const bottom = rolls[0]!;
  for (let y = floor(floorY); y < min(height, floorY + 28); y++) {
    for (let x = floor(bottom.left); x < bottom.right + 30; x++) {
      raster.scale(x, y, 0.55 + 0.45 * ((y - floorY) / 28));
    }
  }
  const wraps = between(random, 1.2, 2);
  for (const roll of rolls) paintRoll(raster, roll, wraps);
}
