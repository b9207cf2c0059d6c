import jpeg from 'jpeg-js';
import { mulberry32, seedFromString, shuffle } from './prng';
import { COVER_SIZE, encodeJpeg, paintJpeg, paintScene, SCENES, type SceneName } from './painter';

const SMALL = { width: 240, height: 160 };
const sceneNames = Object.keys(SCENES) as SceneName[];

/** Standard deviation of the luminance: 0 for a flat image. */
function contrast(data: Uint8Array | Uint8ClampedArray): number {
  let sum = 0;
  let sumSq = 0;
  const n = data.length / 4;
  for (let i = 0; i < data.length; i += 4) {
    const l = 0.3 * data[i]! + 0.59 * data[i + 1]! + 0.11 * data[i + 2]!;
    sum += l;
    sumSq += l * l;
  }
  return Math.sqrt(sumSq / n - (sum / n) ** 2);
}

describe('seeded PRNG', () => {
  it('repeats for the same seed and differs for another', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const c = mulberry32(43);
    const first = Array.from({ length: 5 }, a);
    expect(Array.from({ length: 5 }, b)).toEqual(first);
    expect(Array.from({ length: 5 }, c)).not.toEqual(first);
    expect(first.every((v) => v >= 0 && v < 1)).toBe(true);
  });

  it('derives stable seeds from names and shuffles deterministically', () => {
    expect(seedFromString('seed-x-cover.jpg')).toBe(seedFromString('seed-x-cover.jpg'));
    expect(seedFromString('seed-x-cover.jpg')).not.toBe(seedFromString('seed-x-1.jpg'));
    const items = [1, 2, 3, 4, 5, 6];
    expect(shuffle(mulberry32(7), items)).toEqual(shuffle(mulberry32(7), items));
    expect([...shuffle(mulberry32(7), items)].sort()).toEqual(items);
  });
});

describe('painter', () => {
  it.each(sceneNames)('paints a detailed, reproducible %s scene', (scene) => {
    const first = paintScene({ scene, seed: 1, ...SMALL });
    const again = paintScene({ scene, seed: 1, ...SMALL });
    const other = paintScene({ scene, seed: 2, ...SMALL });
    expect(Buffer.from(again.data).equals(Buffer.from(first.data))).toBe(true);
    expect(Buffer.from(other.data).equals(Buffer.from(first.data))).toBe(false);
    expect(contrast(first.data)).toBeGreaterThan(8);
  });

  it('encodes a JPEG that decodes to the painted size', () => {
    const bytes = paintJpeg('coils', 'seed-test-cover.jpg', COVER_SIZE);
    expect(bytes.subarray(0, 2).toString('hex')).toBe('ffd8');
    expect(bytes.subarray(-2).toString('hex')).toBe('ffd9');
    const decoded = jpeg.decode(bytes, { useTArray: true });
    expect([decoded.width, decoded.height]).toEqual([1200, 675]);
    expect(bytes.length).toBeLessThan(150 * 1024);
    expect(paintJpeg('coils', 'seed-test-cover.jpg', COVER_SIZE).equals(bytes)).toBe(true);
  });

  it('keeps the encoded colours close to the painted ones', () => {
    const raster = paintScene({ scene: 'skyline', seed: 3, ...SMALL });
    const decoded = jpeg.decode(encodeJpeg(raster), { useTArray: true });
    let error = 0;
    for (let i = 0; i < raster.data.length; i++)
      error += Math.abs(raster.data[i]! - decoded.data[i]!);
    expect(error / raster.data.length).toBeLessThan(6);
  });
});
