// Aluminium coils seen end-on, stacked in a warehouse: concentric wraps, a spun-metal
// highlight and a dark core.
import { between, integer, type Random } from '../prng';
import { clamp01, fillDisc, softDisc, verticalGradient, type Raster } from '../raster';

const { cos, floor, min, sin, sqrt } = Math;

interface Coil {
  x: number;
  y: number;
  radius: number;
}

function paintCoil(raster: Raster, random: Random, coil: Coil, lightAngle: number): void {
  const core = between(random, 0.28, 0.36);
  const wraps = between(random, 0.6, 1.1);
  const phase = between(random, 0, Math.PI * 2);
  const base = between(random, 150, 175);
  const lightX = cos(lightAngle);
  const lightY = sin(lightAngle);
  fillDisc(raster, coil.x, coil.y, coil.radius, (x, y, dx, dy, distance, coverage) => {
    const d = distance / coil.radius;
    let r: number;
    let g: number;
    let b: number;
    if (d < core - 0.06) {
      // Inside the core: dark, lighter towards the bottom.
      const v = 22 + 18 * clamp01(dy / coil.radius / core + 0.5);
      r = v;
      g = v;
      b = v + 4;
    } else if (d < core) {
      // Cardboard core tube; facing = cosine of the angle to the light.
      const facing = (dx * lightX + dy * lightY) / (distance || 1);
      const v = 0.8 + 0.2 * facing;
      r = 150 * v;
      g = 118 * v;
      b = 78 * v;
    } else {
      // Anisotropic ("bow-tie") highlight of spun metal: |cos|^6 of the angle to the light.
      const facing = (dx * lightX + dy * lightY) / distance;
      const f2 = facing * facing;
      const highlight = f2 * f2 * f2;
      const rings = sin(distance * wraps + phase) * 5;
      const rim = d > 0.965 ? 0.7 : 1;
      const v = (base + 70 * highlight + rings) * rim;
      r = v - 3;
      g = v;
      b = v + 5;
    }
    raster.blend(x, y, r, g, b, coverage);
  });
}

export function coils(raster: Raster, random: Random): void {
  const { width, height } = raster;
  const floorY = height * between(random, 0.72, 0.8);
  verticalGradient(raster, [
    [0, [34, 40, 52]],
    [floorY / height - 0.01, [86, 92, 102]],
    [floorY / height, [122, 120, 114]],
    [1, [74, 72, 68]],
  ]);
  // Light from high windows.
  for (let i = 0; i < 3; i++) {
    softDisc(
      raster,
      between(random, 0, width),
      between(random, 0, floorY * 0.4),
      260,
      [180, 190, 205],
      0.18,
    );
  }

  const count = integer(random, 3, 4);
  const radius = min(height * between(random, 0.17, 0.21), width / (2 * count + 0.6));
  const span = count * 2 * radius;
  const margin = min(60, (width - span) / 2 - 4);
  const left = (width - span) / 2 + radius + between(random, -margin, margin);
  const lightAngle = between(random, -2.6, -2.0); // from the upper left
  const row: Coil[] = [];
  for (let i = 0; i < count; i++) {
    row.push({ x: left + i * 2 * radius, y: floorY - radius, radius });
  }
  const second: Coil[] = [];
  for (let i = 0; i + 1 < count; i++) {
    second.push({ x: left + (2 * i + 1) * radius, y: floorY - radius - sqrt(3) * radius, radius });
  }

  // Contact shadows on the floor.
  for (const coil of row) {
    for (let y = floor(floorY); y < min(height, floorY + radius * 0.2); y++) {
      for (let x = floor(coil.x - radius); x < coil.x + radius; x++) {
        const dx = (x - coil.x) / radius;
        const dy = (y - floorY) / (radius * 0.2);
        raster.scale(x, y, 1 - 0.45 * clamp01(1 - sqrt(dx * dx + dy * dy)));
      }
    }
  }
  for (const coil of [...row, ...second]) paintCoil(raster, random, coil, lightAngle);
}
