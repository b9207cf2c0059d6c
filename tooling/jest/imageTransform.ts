// JPEG and PNG imports in unit tests: an object of the shape the build's image loader exports
// (tooling/webpack/images.ts), with the picture's real size and addresses named after its
// file, so a test can check which picture a page shows and its width/height attributes.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { SyncTransformer } from '@jest/transform';
import { imageSize } from 'image-size';

const OWN_SOURCE = readFileSync(import.meta.filename);

const transformer: SyncTransformer = {
  getCacheKey(_source, filename) {
    return createHash('sha256')
      .update(OWN_SOURCE)
      .update(filename)
      .update(readFileSync(filename))
      .digest('hex');
  },
  process(_source, filename) {
    const { width, height } = imageSize(readFileSync(filename));
    const extension = path.extname(filename);
    const name = path.basename(filename, extension);
    const image = {
      src: `/assets/${name}${extension}`,
      width,
      height,
      sources: {
        avif: `/assets/${name}.avif ${width}w`,
        webp: `/assets/${name}.webp ${width}w`,
        fallback: `/assets/${name}${extension} ${width}w`,
      },
    };
    return { code: `module.exports = { __esModule: true, default: ${JSON.stringify(image)} };` };
  },
};

export default transformer;
