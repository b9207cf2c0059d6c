// The plant at dusk: a factory silhouette (halls with saw-tooth roofs, chimneys with smoke,
// a crane, lit windows) against a gradient sky.
import { between, integer, type Random } from '../prng';
import { smoothNoise, softDisc, verticalGradient, type Raster, type Rgb } from '../raster';

const { abs, floor, max, min, round } = Math;

const SILHOUETTE: Rgb = [20, 24, 36];
const WINDOW: Rgb = [255, 196, 110];

function block(
  raster: Raster,
  x0: number,
  x1: number,
  top: (x: number) => number,
  bottom: number,
): void {
  for (let x = max(0, floor(x0)); x < min(raster.width, x1); x++) {
    for (let y = max(0, floor(top(x))); y < bottom; y++) {
      raster.blend(x, y, SILHOUETTE[0], SILHOUETTE[1], SILHOUETTE[2]);
    }
  }
}

export function skyline(raster: Raster, random: Random): void {
  const { width, height } = raster;
  const ground = round(height * between(random, 0.76, 0.82));
  const horizon = ground / height;
  verticalGradient(raster, [
    [0, [24, 38, 82]],
    [horizon * 0.55, [98, 86, 136]],
    [horizon, [246, 168, 96]],
    [horizon + 0.01, SILHOUETTE],
    [1, [10, 12, 18]],
  ]);
  // A low sun, often just above the roofs; its glow also lights the wet yard.
  const sunX = between(random, 0.2, 0.8) * width;
  const sunY = ground - height * between(random, 0.22, 0.34);
  softDisc(raster, sunX, sunY, 340, [255, 196, 130], 0.55);
  softDisc(raster, sunX, sunY, 40, [255, 236, 190], 1);

  // Distant hills, hazy.
  const hills = smoothNoise(random, width, 60);
  for (let x = 0; x < width; x++) {
    const top = ground - 40 - hills[x]! * 26;
    for (let y = floor(top); y < ground; y++) raster.blend(x, y, 92, 76, 104, 0.75);
  }

  const chimneys: { x: number; top: number; w: number }[] = [];
  let x = integer(random, -40, 40);
  while (x < width) {
    const w = integer(random, 110, 260);
    const h = integer(random, 70, round(height * 0.28));
    const kind = integer(random, 0, 2);
    const roofTop = ground - h;
    if (kind === 0) {
      // Saw-tooth (north-light) roof.
      const tooth = integer(random, 28, 46);
      block(raster, x, x + w, (px) => roofTop - (tooth - ((px - x) % tooth)) * 0.6, ground);
    } else if (kind === 1) {
      // Gable roof.
      block(raster, x, x + w, (px) => roofTop - (w / 2 - abs(px - x - w / 2)) * 0.35, ground);
    } else {
      block(raster, x, x + w, () => roofTop, ground);
    }
    // Rows of lit windows.
    for (let wy = roofTop + 18; wy < ground - 14; wy += 22) {
      for (let wx = x + 10; wx < x + w - 16; wx += 20) {
        if (random() < 0.35) {
          const a = between(random, 0.5, 0.95);
          for (let dy = 0; dy < 8; dy++) {
            for (let dx = 0; dx < 10; dx++) {
              raster.blend(wx + dx, wy + dy, WINDOW[0], WINDOW[1], WINDOW[2], a);
            }
          }
        }
      }
    }
    if (random() < 0.45)
      chimneys.push({
        x: x + integer(random, 20, w - 30),
        top: roofTop,
        w: integer(random, 14, 24),
      });
    x += w + integer(random, 0, 30);
  }

  for (const chimney of chimneys.slice(0, 3)) {
    const top = chimney.top - integer(random, 120, 230);
    block(raster, chimney.x, chimney.x + chimney.w, () => top, chimney.top + 2);
    raster.blend(chimney.x + chimney.w / 2, top - 3, 255, 60, 50); // aircraft warning light
    // Smoke drifting with the wind.
    let sx = chimney.x + chimney.w / 2;
    let sy = top - 10;
    for (let i = 0; i < 9; i++) {
      softDisc(raster, sx, sy, 18 + i * 7, [150, 146, 156], 0.35 - i * 0.03);
      sx += between(random, 16, 30);
      sy -= between(random, 8, 16);
    }
  }

  // A gantry crane.
  const craneX = between(random, 0.1, 0.9) * width;
  const craneTop = ground - height * 0.42;
  block(raster, craneX, craneX + 10, () => craneTop, ground);
  block(
    raster,
    craneX - 140,
    craneX + 220,
    (px) => craneTop - 4 + ((px + 3) % 24 < 2 ? -6 : 0),
    craneTop + 10,
  );
}
