// Resized copies of the news images, `GET /uploads/news/{file}?w={width}&fm={format}`: made
// with sharp on the first request for one, stored in GridFS (the storage's variants bucket,
// named after the source) and from then on served like any stored file. Only the widths and
// formats of the contract exist, so each image has at most a fixed number of copies; they are
// deleted with their source (FileStorage.delete) and swept if one outlives it.
import { buffer } from 'node:stream/consumers';
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import { UnprocessableError, ValidationError } from '../errors/domainErrors';
import { NEWS_IMAGE_MAX_PIXELS, NEWS_IMAGE_VARIANT_FORMATS } from '@alu/common/contracts';
import { FileExistsError, type FileStorage, type StoredFile } from './fileStorage';

export type VariantFormat = (typeof NEWS_IMAGE_VARIANT_FORMATS)[number];

export interface VariantRequest {
  readonly width: number;
  readonly format: VariantFormat;
}

/**
 * Encoder settings: about 0.05–0.15 s per copy of a 1200 px picture on one core (AVIF effort
 * 2 is several times faster than the default at nearly the same size).
 */
const ENCODERS = {
  avif: { quality: 50, effort: 2 },
  webp: { quality: 75, effort: 4 },
} as const satisfies Record<VariantFormat, object>;

const CONTENT_TYPES: Readonly<Record<VariantFormat, string>> = {
  avif: 'image/avif',
  webp: 'image/webp',
};

/** Sources that get copies: photographs. A GIF may be animated and is served as it is. */
const SOURCE_TYPES: ReadonlySet<string> = new Set(['image/jpeg', 'image/png']);

/** Copies made at once per process; the others wait (the API keeps serving meanwhile). */
const PARALLEL_ENCODINGS = 2;

// One thread per encoding, so two encodings leave the API's event loop a core.
sharp.concurrency(1);
sharp.cache(false);

const invalid = (field: string, message: string) =>
  new ValidationError(field, message, 'invalid_variant');

const unprocessable = () =>
  new UnprocessableError(
    'image_unprocessable',
    'This image cannot be resized; ask for the original',
  );

/** The stored name of a copy: the source's name, the width and the format. */
export const variantName = (source: string, { width, format }: VariantRequest) =>
  `${source}.${width}.${format}`;

/** Runs at most `limit` tasks at once; the others wait in order. */
function limiter(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running < limit) running += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}

export class ImageVariants {
  /** Copies being made by this process, by name: concurrent requests share one encoding. */
  private readonly making = new Map<string, Promise<StoredFile>>();
  private readonly limited = limiter(PARALLEL_ENCODINGS);
  /**
   * Sources the encoder could not read (stored before uploads were decoded, or damaged): they
   * are answered 422 at once, never processed again by this process.
   */
  private readonly unreadable = new LRUCache<string, true>({ max: 10_000 });

  /** Where the copies are stored (and read from to be served). */
  readonly copies: FileStorage;

  constructor(private readonly storage: FileStorage) {
    if (!storage.variants) throw new Error(`${storage.bucketName} keeps no resized copies`);
    this.copies = storage.variants;
  }

  /** The stored copy of `source` (in `copies`), made and stored now if it does not exist yet. */
  async variantOf(source: StoredFile, request: VariantRequest): Promise<StoredFile> {
    if (!SOURCE_TYPES.has(source.contentType)) {
      throw invalid('source', 'Resized copies exist of JPEG and PNG images only');
    }
    if (this.unreadable.has(source.filename)) throw unprocessable();
    const name = variantName(source.filename, request);
    const stored = await this.copies.findServed(name);
    if (stored) return stored;
    let made = this.making.get(name);
    if (!made) {
      made = this.make(source, name, request).finally(() => this.making.delete(name));
      this.making.set(name, made);
    }
    return made;
  }

  private async make(
    source: StoredFile,
    name: string,
    { width, format }: VariantRequest,
  ): Promise<StoredFile> {
    const input =
      (await this.storage.bytesOf(source)) ??
      (await buffer(this.storage.openDownloadStream(source.id)));
    let output: Buffer;
    try {
      output = await this.limited(() => {
        const resized = sharp(input, { limitInputPixels: NEWS_IMAGE_MAX_PIXELS })
          .autoOrient()
          .resize({ width, withoutEnlargement: true });
        return (
          format === 'avif' ? resized.avif(ENCODERS.avif) : resized.webp(ENCODERS.webp)
        ).toBuffer();
      });
    } catch {
      // The encoder's errors are all about the input (its bytes, its size).
      this.unreadable.set(source.filename, true);
      throw unprocessable();
    }
    try {
      return await this.copies.put(name, output, CONTENT_TYPES[format], {
        source: source.filename,
      });
    } catch (error) {
      // Another instance stored the same copy first: serve that one.
      if (error instanceof FileExistsError) {
        const other = await this.copies.find(name);
        if (other) return other;
      }
      throw error;
    }
  }
}
