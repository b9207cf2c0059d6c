// Uploaded news images: multipart parsing with bounded sizes (multer, memory storage, mounted
// only on the news write routes), the type read from the bytes (file-type), generated names,
// and storage in GridFS that leaves nothing behind when a request fails.
import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import { fromBuffer } from 'file-type/core';
import multer, { MulterError } from 'multer';
import sharp from 'sharp';
import { HttpError } from '../../platform/http/errors';
import { ValidationError } from '../../platform/errors/domainErrors';
import type { Logger } from '../../platform/logging/logger';
import {
  boundedMultipart,
  malformedMultipartAsValidation,
} from '../../platform/http/boundedMultipart';
import type { FileStorage } from '../../platform/file-storage/fileStorage';
import {
  NEWS_GALLERY_MAX_FILES,
  NEWS_IMAGE_MAX_BYTES,
  NEWS_IMAGE_MAX_PIXELS,
} from '@alu/common/contracts';

/** Characters of the `data` field: four languages of two rich-text blocks, UTF-8, as JSON. */
const DATA_FIELD_MAX_BYTES = 1024 * 1024;
/** Text fields of a news write: data and imagesToBeDeleted. */
const MAX_FIELDS = 2;
const MAX_FILES = 1 + NEWS_GALLERY_MAX_FILES;
/** Bytes of one request: every file at its limit, the data field and the multipart framing. */
export const NEWS_REQUEST_MAX_BYTES =
  MAX_FILES * NEWS_IMAGE_MAX_BYTES + DATA_FIELD_MAX_BYTES + 64 * 1024;

/** The image types accepted (JPEG, PNG, GIF), by what the bytes are, whatever the name says. */
const ACCEPTED_TYPES: Readonly<Record<string, { ext: string; mime: string }>> = {
  jpg: { ext: 'jpg', mime: 'image/jpeg' },
  png: { ext: 'png', mime: 'image/png' },
  gif: { ext: 'gif', mime: 'image/gif' },
};

export type ImageField = 'cover' | 'gallery';

/** An uploaded image whose bytes were recognised. */
export interface CheckedImage {
  readonly field: ImageField;
  readonly buffer: Buffer;
  readonly ext: string;
  readonly mime: string;
}

export interface UploadedFiles {
  cover: Express.Multer.File[];
  gallery: Express.Multer.File[];
}

const upload = multer({
  storage: multer.memoryStorage(),
  limits: {
    fileSize: NEWS_IMAGE_MAX_BYTES,
    files: MAX_FILES,
    fields: MAX_FIELDS,
    parts: MAX_FILES + MAX_FIELDS,
    fieldSize: DATA_FIELD_MAX_BYTES,
    fieldNameSize: 100,
    headerPairs: 200,
  },
});

/** Refuses a body that is not multipart or larger than {@link NEWS_REQUEST_MAX_BYTES}. */
const boundedNewsBody = boundedMultipart(NEWS_REQUEST_MAX_BYTES);

/** Multer's limit errors as the API's answers, naming the field at fault. */
function toHttpError(error: MulterError): HttpError | ValidationError {
  const field = error.field ?? 'body';
  switch (error.code) {
    case 'LIMIT_FILE_SIZE':
      return new HttpError(
        413,
        'payload_too_large',
        `${field}: an image must be at most ${NEWS_IMAGE_MAX_BYTES / 1024 / 1024} MB`,
      );
    case 'LIMIT_UNEXPECTED_FILE':
      return new ValidationError(
        field,
        field === 'gallery'
          ? `gallery takes at most ${NEWS_GALLERY_MAX_FILES} images`
          : field === 'cover'
            ? 'cover takes exactly one image'
            : `${field} is not a file field of this request`,
      );
    case 'LIMIT_FILE_COUNT':
      return new ValidationError('gallery', `at most ${MAX_FILES} images per request`);
    case 'LIMIT_FIELD_VALUE':
      return new HttpError(413, 'payload_too_large', `${field} is too large`);
    default:
      return new ValidationError(field, `the multipart body is not acceptable (${error.code})`);
  }
}

function parsed(handler: RequestHandler): RequestHandler {
  return (req, res, next) => {
    handler(req, res, (error?: unknown) => {
      if (error instanceof MulterError) next(toHttpError(error));
      else next(malformedMultipartAsValidation(error));
    });
  };
}

/** The cover and gallery files plus text fields (into `req.body`). */
export const parseNewsImages: RequestHandler[] = [
  boundedNewsBody,
  parsed(
    upload.fields([
      { name: 'cover', maxCount: 1 },
      { name: 'gallery', maxCount: NEWS_GALLERY_MAX_FILES },
    ]),
  ),
];

/** Text fields only (`updateTexts`): any file is refused. */
export const parseNewsTexts: RequestHandler[] = [boundedNewsBody, parsed(upload.none())];

/** The files multer parsed, by field. */
export function uploadedFiles(files: unknown): UploadedFiles {
  const byField = (files ?? {}) as Partial<Record<string, Express.Multer.File[]>>;
  return { cover: byField.cover ?? [], gallery: byField.gallery ?? [] };
}

/**
 * Decodes the whole picture (every frame of a GIF), as small as the decoder allows: a file
 * whose bytes only start like an image, or whose size is beyond the limit, is refused here.
 */
async function decodes(image: Buffer): Promise<boolean> {
  try {
    await sharp(image, {
      limitInputPixels: NEWS_IMAGE_MAX_PIXELS,
      failOn: 'truncated',
      animated: true,
    })
      .resize(16, 16, { fit: 'inside' })
      .raw()
      .toBuffer();
    return true;
  } catch {
    return false;
  }
}

/**
 * Reads what each file really is and decodes it: a ValidationError unless every one is a
 * whole JPEG, PNG or GIF picture of at most NEWS_IMAGE_MAX_PIXELS.
 */
export async function checkImages(files: UploadedFiles): Promise<CheckedImage[]> {
  const checked: CheckedImage[] = [];
  for (const field of ['cover', 'gallery'] as const) {
    for (const file of files[field]) {
      const type = await fromBuffer(file.buffer);
      const accepted = type ? ACCEPTED_TYPES[type.ext] : undefined;
      if (!accepted) {
        throw new ValidationError(
          field,
          `${field}: "${file.originalname}" is not a JPEG, PNG or GIF image`,
        );
      }
      if (!(await decodes(file.buffer))) {
        throw new ValidationError(
          field,
          `${field}: "${file.originalname}" cannot be read as an image, or is larger than ` +
            `${NEWS_IMAGE_MAX_PIXELS / 1_000_000} megapixels`,
        );
      }
      checked.push({ field, buffer: file.buffer, ...accepted });
    }
  }
  return checked;
}

/** A new file name the uploads route serves: random, with the type's extension. */
export function generatedImageName(ext: string): string {
  return `${randomUUID()}.${ext}`;
}

/**
 * Stores the images under generated names, in order, and answers the names. If one fails,
 * the ones already stored are deleted before the error goes on: nothing is left behind.
 */
export async function storeImages(
  storage: FileStorage,
  images: readonly CheckedImage[],
  logger: Logger,
): Promise<string[]> {
  const names: string[] = [];
  try {
    for (const image of images) {
      const name = generatedImageName(image.ext);
      await storage.put(name, image.buffer, image.mime);
      names.push(name);
    }
  } catch (error) {
    await deleteImages(storage, names, logger);
    throw error;
  }
  return names;
}

/** Deletes files by name; a failure is logged (the item's change stands), not thrown. */
export async function deleteImages(
  storage: FileStorage,
  names: readonly string[],
  logger: Logger,
): Promise<void> {
  for (const name of names) {
    try {
      await storage.delete(name);
    } catch (err) {
      logger.error({ err, file: name }, 'deleting a news image failed: the file is orphaned');
    }
  }
}
