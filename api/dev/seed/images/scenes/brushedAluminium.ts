// Stacked sheets of brushed aluminium: long horizontal brushing streaks and a soft diagonal
// sheen.
import { between, integer, type Random } from '../prng';
import { smoothNoise, type Raster } from '../raster';

const { abs, exp, min, round } = Math;

export function brushedAluminium(raster: Raster, random: Random): void {
  const { width, height, data } = raster;
  const rows = smoothNoise(random, height, 2);
  const sheen = between(random, 0.2, 0.8) * width;
  const slope = between(random, -0.9, 0.9);
  const tint = between(random, -6, 6);

  // Brightness of the sheen by horizontal distance from its centre line (a lookup table:
  // the centre line moves with y, the profile does not).
  const offset = 2 * width;
  const sheenAt = Float32Array.from({ length: 4 * width }, (_, k) => {
    const along = (k - offset) / (width * 0.22);
    return 38 * exp(-along * along) + 14 * exp(-((along + 1.8) ** 2));
  });

  // Sheets edge-on: thin dark gaps at random heights, each sheet a little lighter or darker.
  const gaps: number[] = [];
  for (let y = integer(random, 60, 160); y < height - 40; y += integer(random, 120, 260)) {
    gaps.push(y);
  }
  const sheetOffset = gaps.map(() => between(random, -10, 10));

  for (let y = 0; y < height; y++) {
    let sheet = 0;
    while (sheet < gaps.length && y > gaps[sheet]!) sheet++;
    const gap = gaps.reduce((nearest, g) => min(nearest, abs(y - g)), Infinity);
    const gapShade = gap < 2 ? 0.45 : gap < 4 ? 0.8 : 1;
    const rowBase = 178 + rows[y]! * 9 + (sheetOffset[sheet - 1] ?? 0);
    let streak = 0;
    const shift = round(sheen + slope * y) - offset;
    let i = y * width * 4;
    for (let x = 0; x < width; x++, i += 4) {
      // A slowly wandering value along the row: the brushing marks.
      streak = streak * 0.96 + (random() - 0.5) * 1.6;
      const v = (rowBase + streak * 3 + sheenAt[x - shift]!) * gapShade;
      data[i] = v - 4 + tint * 0.3;
      data[i + 1] = v;
      data[i + 2] = v + 6 + tint;
    }
  }
}
