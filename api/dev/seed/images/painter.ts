// Paints the seed content's images: procedural scenes in an RGBA buffer, encoded as JPEG
// with jpeg-js (pure JavaScript, no native build, nothing fetched).
import jpeg from 'jpeg-js';
import { mulberry32, seedFromString } from './prng';
import { Raster, vignette } from './raster';
import { brushedAluminium } from './scenes/brushedAluminium';
import { coils } from './scenes/coils';
import { foil } from './scenes/foil';
import { profiles } from './scenes/profiles';
import { skyline } from './scenes/skyline';

export const SCENES = { brushedAluminium, coils, profiles, skyline, foil } as const;
export type SceneName = keyof typeof SCENES;

export const COVER_SIZE = { width: 1200, height: 675 } as const;
export const GALLERY_SIZE = { width: 1200, height: 800 } as const;
export const JPEG_QUALITY = 78;

export interface ImageRequest {
  scene: SceneName;
  /** The same seed paints the same picture; e.g. seedFromString(fileName). */
  seed: number;
  width: number;
  height: number;
}

export function paintScene({ scene, seed, width, height }: ImageRequest): Raster {
  const raster = new Raster(width, height);
  SCENES[scene](raster, mulberry32(seed));
  vignette(raster, 0.28);
  return raster;
}

export function encodeJpeg(raster: Raster, quality = JPEG_QUALITY): Buffer {
  return jpeg.encode({ data: raster.data, width: raster.width, height: raster.height }, quality)
    .data;
}

/** A JPEG of `scene`, seeded by `name` (the file name, so each file is different). */
export function paintJpeg(
  scene: SceneName,
  name: string,
  size: { width: number; height: number },
): Buffer {
  return encodeJpeg(paintScene({ scene, seed: seedFromString(name), ...size }));
}
