// Small valid images for upload tests, made here (nothing downloaded).
import jpeg from 'jpeg-js';
import sharp from 'sharp';

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

/** The start of a real PNG (signature and header), then bytes no decoder can read. */
export const BROKEN_PNG = Buffer.concat([TINY_PNG.subarray(0, 33), Buffer.alloc(200, 0x5a)]);

/** A GIF's signature and screen descriptor, then nothing of an image. */
export const BROKEN_GIF = Buffer.concat([TINY_GIF.subarray(0, 13), Buffer.alloc(200, 0x5a)]);

/**
 * A small file of an enormous picture (7,000 × 7,000 pixels of one colour, about 49
 * megapixels, a few hundred KB): decoded, it would take 150 MB of memory.
 */
export async function pixelBomb(): Promise<Buffer> {
  return sharp({ create: { width: 7000, height: 7000, channels: 3, background: '#777' } })
    .png({ compressionLevel: 9 })
    .toBuffer();
}
