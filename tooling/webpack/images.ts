// Responsive pictures at build time. Importing a .jpg/.jpeg/.png gives a `ResponsiveImageData`
// (common/src/ui/responsive-image): the picture in up to three widths (never wider than the
// original), each as AVIF, WebP and the original format, encoded with sharp and emitted as
// content-hashed files under assets/ of the app that imports it.
//
// File names come from the source's content hash and the encoding settings only (never from
// time or build order), so a second compilation of the same sources (server-side rendering,
// `emitFiles: false`) exports the very same object without encoding anything. Encoded files
// are cached on disk under the same key, so a rebuild encodes only new or changed pictures.
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import type { LoaderContext, RuleSetRule } from 'webpack';

/** Widths made of every picture; the original's width stands in for those above it. */
export const IMAGE_WIDTHS = [480, 960, 1600];

/**
 * Encoder settings, part of every file name: a change re-encodes everything. Chosen for build
 * time on 2 cores (AVIF effort 2 is about 10× faster than the default 4 at the same size on
 * these pictures); qualities give no visible loss on the site's photos at their display size.
 */
const ENCODERS = {
  avif: { quality: 50, effort: 2 },
  webp: { quality: 75, effort: 4 },
  jpeg: { quality: 72, mozjpeg: true },
  png: { compressionLevel: 9, effort: 7 },
} as const;

type Format = keyof typeof ENCODERS;

/** The file extension of each encoder's output. */
const EXTENSIONS: Record<Format, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg', png: 'png' };

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const DEFAULT_CACHE_DIRECTORY = path.join(ROOT, 'node_modules', '.cache', 'alu-images');

/** The encoder's own version is part of the key: another libvips may encode other bytes. */
const ENCODER_VERSION = `sharp ${sharp.versions.sharp} vips ${sharp.versions.vips}`;

// One thread per encoding, pictures encoded side by side instead: the same bytes on any
// machine (AVIF's multi-threaded encoder is not deterministic) and no oversubscribed cores.
sharp.concurrency(1);
sharp.cache(false);
const PARALLEL_ENCODINGS = Math.max(1, os.availableParallelism());

let running = 0;
const queue: (() => void)[] = [];

/** Runs `task` when fewer than PARALLEL_ENCODINGS others run (the slot passes on directly). */
async function limited<T>(task: () => Promise<T>): Promise<T> {
  if (running < PARALLEL_ENCODINGS) running += 1;
  else await new Promise<void>((resolve) => queue.push(resolve));
  try {
    return await task();
  } finally {
    const next = queue.shift();
    if (next) next();
    else running -= 1;
  }
}

/**
 * The widths made of a picture `originalWidth` wide: the standard widths clearly below it (a
 * 500 px picture gets no 480 px copy) and the original width, capped at the largest standard
 * width. Never wider than the original.
 */
export function variantWidths(originalWidth: number): number[] {
  const largest = Math.min(originalWidth, Math.max(...IMAGE_WIDTHS));
  return [...IMAGE_WIDTHS.filter((width) => width < largest * 0.9), largest];
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

interface Variant {
  format: Format;
  width: number;
  key: string;
  fileName: string;
}

/** Every file made of one picture, named from its content hash and the settings. */
export function planVariants({
  name,
  contentHash,
  width,
  fallback,
}: {
  name: string;
  contentHash: string;
  width: number;
  fallback: 'jpeg' | 'png';
}): Variant[] {
  const formats: Format[] = ['avif', 'webp', fallback];
  return variantWidths(width).flatMap((variantWidth) =>
    formats.map((format) => {
      const key = sha256(
        JSON.stringify([contentHash, format, variantWidth, ENCODERS[format], ENCODER_VERSION]),
      );
      const fileName = `assets/${name}-${variantWidth}.${key.slice(0, 8)}.${EXTENSIONS[format]}`;
      return { format, width: variantWidth, key, fileName };
    }),
  );
}

function encode(source: Buffer, variant: Variant): Promise<Buffer> {
  const image = sharp(source)
    .autoOrient()
    .resize({ width: variant.width, withoutEnlargement: true });
  const encoded =
    variant.format === 'avif'
      ? image.avif(ENCODERS.avif)
      : variant.format === 'webp'
        ? image.webp(ENCODERS.webp)
        : variant.format === 'jpeg'
          ? image.jpeg(ENCODERS.jpeg)
          : image.png(ENCODERS.png);
  return encoded.toBuffer();
}

/** The encoded bytes from the disk cache, or encoded now and cached (written atomically). */
async function encodedBytes(
  source: Buffer,
  variant: Variant,
  cacheDirectory: string,
): Promise<Buffer> {
  const cached = path.join(cacheDirectory, `${variant.key}.${EXTENSIONS[variant.format]}`);
  try {
    return await readFile(cached);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const bytes = await limited(() => encode(source, variant));
  await mkdir(cacheDirectory, { recursive: true });
  const temporary = `${cached}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await writeFile(temporary, bytes);
  await rename(temporary, cached);
  return bytes;
}

/** `url 480w, url 960w`: the variants of one format as a srcset, in JavaScript source. */
function srcsetCode(variants: Variant[]): string {
  return variants
    .map((variant) => `url(${JSON.stringify(variant.fileName)}) + " ${variant.width}w"`)
    .join(' + ", " + ');
}

interface LoaderOptions {
  emitFiles: boolean;
  cacheDirectory: string;
}

/**
 * The loader: a picture's bytes in, a module exporting its `ResponsiveImageData` out. URLs are
 * built at run time on `__webpack_public_path__`, as `asset/resource` URLs are, so a remote's
 * pictures resolve to its own origin (`publicPath: 'auto'`).
 */
export default function responsiveImageLoader(
  this: LoaderContext<LoaderOptions>,
  source: Buffer,
): void {
  const callback = this.async();
  const { emitFiles, cacheDirectory } = this.getOptions(OPTIONS_SCHEMA);
  const extension = path.extname(this.resourcePath).toLowerCase();
  const fallback: 'jpeg' | 'png' = extension === '.png' ? 'png' : 'jpeg';
  const picture = {
    // Only URL-safe characters: a srcset splits on spaces and commas.
    name: path
      .basename(this.resourcePath, path.extname(this.resourcePath))
      .replace(/[^A-Za-z0-9_-]+/g, '-'),
    contentHash: sha256(source),
    fallback,
  };

  (async () => {
    const metadata = await sharp(source).metadata();
    const { width, height } = metadata.autoOrient ?? metadata;
    if (width === undefined || height === undefined) {
      throw new Error(`${this.resourcePath}: the picture's size cannot be read`);
    }
    const variants = planVariants({ ...picture, width });
    if (emitFiles) {
      await Promise.all(
        variants.map(async (variant) => {
          const bytes = await encodedBytes(source, variant, cacheDirectory);
          this.emitFile(variant.fileName, bytes, undefined, {
            immutable: true,
            sourceFilename: path.relative(this.rootContext, this.resourcePath),
          });
        }),
      );
    }
    const largest = variants.at(-1);
    if (!largest) throw new Error(`${this.resourcePath}: no variant planned`);
    const ofFormat = (format: Format) => variants.filter((variant) => variant.format === format);
    return [
      'const url = (name) => __webpack_public_path__ + name;',
      'export default {',
      `  src: url(${JSON.stringify(largest.fileName)}),`,
      `  width: ${largest.width},`,
      `  height: ${Math.round((height * largest.width) / width)},`,
      '  sources: {',
      `    avif: ${srcsetCode(ofFormat('avif'))},`,
      `    webp: ${srcsetCode(ofFormat('webp'))},`,
      `    fallback: ${srcsetCode(ofFormat(picture.fallback))},`,
      '  },',
      '};',
      '',
    ].join('\n');
  })().then(
    (code) => callback(null, code),
    (error) => callback(error),
  );
}

/** The loader gets the file's bytes, not text. */
export const raw = true;

const OPTIONS_SCHEMA = {
  type: 'object' as const,
  properties: {
    emitFiles: { type: 'boolean' as const },
    cacheDirectory: { type: 'string' as const },
  },
  additionalProperties: false,
};

/**
 * The module rules for pictures. JPEG and PNG become `ResponsiveImageData` through the loader
 * above; SVG (document thumbnails, a few KB of vector), GIF, WebP and AVIF stay single files
 * whose import is their URL. `emitFiles` false: export the same objects and URLs without
 * writing (or encoding) any file, for a second compilation of the same sources (SSR);
 * `cacheDirectory`: where encoded files are kept between builds.
 */
export function imageRules({
  emitFiles = true,
  cacheDirectory = DEFAULT_CACHE_DIRECTORY,
}: { emitFiles?: boolean; cacheDirectory?: string } = {}): RuleSetRule[] {
  return [
    {
      test: /\.(jpe?g|png)$/i,
      type: 'javascript/auto',
      use: [{ loader: fileURLToPath(import.meta.url), options: { emitFiles, cacheDirectory } }],
    },
    {
      test: /\.(svg|gif|webp|avif)$/i,
      type: 'asset/resource',
      generator: { emit: emitFiles },
    },
  ];
}
