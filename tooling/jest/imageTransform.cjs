// JPEG and PNG imports in unit tests: an object of the shape the build's image loader exports
// (tooling/webpack/images.mjs), with the picture's real size and addresses named after its
// file, so a test can check which picture a page shows and its width/height attributes.
const { createHash } = require('node:crypto');
const { readFileSync } = require('node:fs');
const path = require('node:path');
const { imageSize } = require('image-size');

const OWN_SOURCE = readFileSync(__filename);

module.exports = {
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
