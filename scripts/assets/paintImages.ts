// Paints the pictures listed in images.manifest.json files with the API's seed painter
// (api/dev/seed/images: procedural scenes, seeded, encoded by jpeg-js). It runs from the
// development tools' compiled output (api/dev/dist), built with the API first if missing.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { ROOT } from '../apps.ts';

const PAINTER = join(ROOT, 'api/dev/dist/seed/images/painter.js');
const PRNG = join(ROOT, 'api/dev/dist/seed/images/prng.js');

/** The seed painter of the API's development tools (their build, loaded at run time). */
interface Painter {
  SCENES: Record<string, unknown>;
  seedFromString(text: string): number;
  paintScene(options: { scene: string; seed: number; width: number; height: number }): unknown;
  encodeJpeg(raster: unknown, quality: number): Uint8Array;
}

/** A picture of an images.manifest.json. */
interface ImageSpec {
  file: string;
  scene: string;
  width: number;
  height: number;
  quality?: number;
}

function loadPainter(): Painter {
  if (!existsSync(PAINTER)) {
    const built = spawnSync('npm', ['run', 'build', '-w', 'api', '--silent'], {
      cwd: ROOT,
      stdio: 'inherit',
    });
    if (built.status !== 0) throw new Error('could not build the API (painter)');
  }
  const require = createRequire(import.meta.url);
  return { ...require(PAINTER), ...require(PRNG) } as Painter;
}

/** Paints the pictures the `manifests` list (existing files kept unless `force`). */
export async function paintImages(
  manifests: string[],
  { force }: { force: boolean },
): Promise<{ written: number; kept: number }> {
  let written = 0;
  let kept = 0;
  let painter: Painter | undefined;
  for (const manifest of manifests) {
    const dir = dirname(manifest);
    const { images } = JSON.parse(readFileSync(manifest, 'utf8')) as { images: ImageSpec[] };
    mkdirSync(join(dir, 'images'), { recursive: true });
    for (const spec of images) {
      const out = join(dir, 'images', spec.file);
      if (!force && existsSync(out)) {
        kept += 1;
        continue;
      }
      painter ??= loadPainter();
      if (!(spec.scene in painter.SCENES)) {
        throw new Error(
          `${manifest}: unknown scene "${spec.scene}" (${Object.keys(painter.SCENES)})`,
        );
      }
      // The seed is the output's path: every picture differs, and re-painting is stable.
      const seed = painter.seedFromString(relative(ROOT, out));
      const raster = painter.paintScene({
        scene: spec.scene,
        seed,
        width: spec.width,
        height: spec.height,
      });
      writeFileSync(out, painter.encodeJpeg(raster, spec.quality ?? 72));
      written += 1;
    }
  }
  return { written, kept };
}
