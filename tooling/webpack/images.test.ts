// The responsive-image loader in a real webpack compilation of a small generated picture.
import assert from 'node:assert/strict';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import sharp from 'sharp';
import webpack from 'webpack';
import type { Stats } from 'webpack';
import { imageRules, variantWidths } from './images.ts';

const require = createRequire(import.meta.url);

/** What the loader exports for a picture (common/src/ui/responsive-image's data). */
interface ImageData {
  src: string;
  width: number;
  height: number;
  sources: Record<'avif' | 'webp' | 'fallback', string>;
}
interface Compiled {
  exported: { wide: ImageData; small: ImageData };
  assets: string[];
  output: string;
}

/** A picture `width`×`height` with a gradient, so every encoder has something to encode. */
async function paint(file: string, width: number, height: number, tint: number): Promise<void> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 3;
      pixels[at] = (x * 255) / width;
      pixels[at + 1] = (y * 255) / height;
      pixels[at + 2] = tint;
    }
  }
  const image = sharp(pixels, { raw: { width, height, channels: 3 } });
  await (file.endsWith('.png') ? image.png() : image.jpeg()).toFile(file);
}

/**
 * Compiles `entry.js` (which imports the pictures) for Node into `out/` and answers what the
 * bundle exports and the files written.
 */
async function compile(
  dir: string,
  {
    emitFiles,
    outName,
    cacheDirectory,
  }: { emitFiles: boolean; outName: string; cacheDirectory: string },
): Promise<Compiled> {
  const output = path.join(dir, outName);
  const stats = await new Promise<Stats>((resolve, reject) => {
    webpack(
      {
        mode: 'production',
        context: dir,
        entry: './entry.js',
        target: 'node',
        output: { path: output, publicPath: '/static/', library: { type: 'commonjs2' } },
        module: { rules: imageRules({ emitFiles, cacheDirectory }) },
        optimization: { minimize: false },
        infrastructureLogging: { level: 'error' },
      },
      (error, result) => (error || !result ? reject(error) : resolve(result)),
    );
  });
  assert.equal(stats.hasErrors(), false, stats.toString('errors-only'));
  const exported = require(path.join(output, 'main.js')) as Compiled['exported'];
  const assets = (await readdir(path.join(output, 'assets')).catch(() => [])).sort();
  return { exported, assets, output };
}

describe('responsive image loader', () => {
  let dir: string;
  let cacheDirectory: string;
  let first: Compiled;

  before(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'alu-images-'));
    cacheDirectory = path.join(dir, 'cache');
    await paint(path.join(dir, 'wide.jpg'), 1200, 600, 40);
    await paint(path.join(dir, 'small.png'), 300, 200, 200);
    await writeFile(
      path.join(dir, 'entry.js'),
      "export { default as wide } from './wide.jpg';\nexport { default as small } from './small.png';\n",
    );
    first = await compile(dir, { emitFiles: true, outName: 'first', cacheDirectory });
  });

  after(() => rm(dir, { recursive: true, force: true }));

  it('makes the standard widths below the original and the original width, never wider', () => {
    assert.deepEqual(variantWidths(1200), [480, 960, 1200]);
    // A standard width within 10 % of the original adds nothing.
    assert.deepEqual(variantWidths(1000), [480, 1000]);
    assert.deepEqual(variantWidths(500), [500]);
    assert.deepEqual(variantWidths(2400), [480, 960, 1600]);

    const { wide, small } = first.exported;
    assert.equal(wide.width, 1200);
    assert.equal(wide.height, 600);
    assert.match(wide.src, /^\/static\/assets\/wide-1200\.[0-9a-f]{8}\.jpg$/);
    for (const format of ['avif', 'webp', 'fallback'] as const) {
      assert.deepEqual(
        wide.sources[format].split(', ').map((entry) => entry.split(' ')[1]),
        ['480w', '960w', '1200w'],
      );
    }
    assert.match(wide.sources.avif, /^\/static\/assets\/wide-480\.[0-9a-f]{8}\.avif 480w, /);
    assert.deepEqual(small.sources.fallback.split(' ')[1], '300w');
    assert.match(small.src, /^\/static\/assets\/small-300\.[0-9a-f]{8}\.png$/);
  });

  it('writes every listed file in its format and at its width', async () => {
    const { wide, small } = first.exported;
    const listed = [wide, small].flatMap((image) =>
      Object.values(image.sources).flatMap((srcset) =>
        srcset.split(', ').map((entry) => {
          const [url, descriptor] = entry.split(' ');
          return {
            name: (url ?? '').replace('/static/assets/', ''),
            width: Number.parseInt(descriptor ?? ''),
          };
        }),
      ),
    );
    assert.deepEqual(listed.map(({ name }) => name).sort(), first.assets);
    for (const { name, width } of listed) {
      const metadata = await sharp(
        await readFile(path.join(first.output, 'assets', name)),
      ).metadata();
      assert.equal(metadata.width, width, name);
      const extension = path.extname(name).slice(1);
      const formats: Record<string, string> = { avif: 'heif', jpg: 'jpeg' };
      assert.equal(metadata.format, formats[extension] ?? extension);
    }
  });

  it('exports the same object without writing files, and keeps names for the same content', async () => {
    const again = await compile(dir, { emitFiles: false, outName: 'server', cacheDirectory });
    assert.deepEqual(again.exported, first.exported);
    assert.deepEqual(again.assets, []);

    // A fresh cache: the same names again, so names never depend on what was cached or when.
    const fresh = await compile(dir, {
      emitFiles: true,
      outName: 'fresh',
      cacheDirectory: path.join(dir, 'fresh-cache'),
    });
    assert.deepEqual(fresh.exported, first.exported);
    assert.deepEqual(fresh.assets, first.assets);
  });

  it('gives a changed picture new names and keeps encoded files in the cache', async () => {
    const cached = (await readdir(cacheDirectory)).length;
    assert.equal(cached, first.assets.length);

    await paint(path.join(dir, 'wide.jpg'), 1200, 600, 90);
    const changed = await compile(dir, { emitFiles: true, outName: 'changed', cacheDirectory });
    assert.notEqual(changed.exported.wide.src, first.exported.wide.src);
    assert.deepEqual(changed.exported.small, first.exported.small);
    // Only the changed picture's files were added to the cache.
    assert.equal((await readdir(cacheDirectory)).length, cached + 9);
  });
});
