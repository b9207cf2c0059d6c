// Small valid images for upload tests, made here (nothing downloaded).
import jpeg from 'jpeg-js';

/** A real 8×8 JPEG; `shade` makes each one's bytes different. */
export function tinyJpeg(shade = 128): Buffer {
  const width = 8;
  const height = 8;
  const data = Buffer.alloc(width * height * 4, shade);
  return Buffer.from(jpeg.encode({ data, width, height }, 80).data);
}

/** A 1×1 transparent PNG. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A 1×1 GIF. */
export const TINY_GIF = Buffer.from(
  'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7',
  'base64',
);

/** Text that claims to be a picture by its name only. */
export const NOT_AN_IMAGE = Buffer.from('<html><script>alert(1)</script></html>');
