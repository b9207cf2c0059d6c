// A document's thumbnail: its PDF's first page drawn on the server when the file is uploaded or
// replaced, or a picture an administrator uploads instead. Either way it is stored as one WebP
// picture DOCUMENT_THUMBNAIL_WIDTH pixels wide (the format the site's pictures are served in),
// in the documents' GridFS bucket under a generated name.
import { randomUUID } from 'node:crypto';
import { fromBuffer } from 'file-type/core';
import sharp from 'sharp';
import {
  DOCUMENT_THUMBNAIL_MAX_MB,
  DOCUMENT_THUMBNAIL_TYPES,
  DOCUMENT_THUMBNAIL_WIDTH,
  NEWS_IMAGE_MAX_PIXELS,
  type DocumentThumbnailSource,
} from '@alu/common/contracts';
import { ValidationError } from '../../platform/errors/domainErrors';
import type { FileStorage } from '../../platform/file-storage/fileStorage';
import type { Logger } from '../../platform/logging/logger';
import type { StoredDocumentThumbnail } from './documentRecord';
import { PdfFirstPageRenderer } from './pdfFirstPage';

export const THUMBNAIL_CONTENT_TYPE = 'image/webp';
export const THUMBNAIL_MAX_BYTES = DOCUMENT_THUMBNAIL_MAX_MB * 1024 * 1024;
/** A page far taller than wide (a banner) is cut here rather than drawn at any height. */
const MAX_HEIGHT = DOCUMENT_THUMBNAIL_WIDTH * 3;
/** Drawn at twice the width, then reduced: sharper text than drawing at the width itself. */
const DRAW_SCALE = 2;
const WEBP = { quality: 80, effort: 4 } as const;

/** What is stored: the picture's bytes and what made it. */
export interface ThumbnailPicture {
  readonly bytes: Buffer;
  readonly source: DocumentThumbnailSource;
}

/** The WebP picture of `image`, `DOCUMENT_THUMBNAIL_WIDTH` wide, no taller than MAX_HEIGHT. */
function toThumbnail(image: Buffer): Promise<Buffer> {
  return sharp(image, { limitInputPixels: NEWS_IMAGE_MAX_PIXELS, failOn: 'truncated' })
    .rotate()
    .resize({
      width: DOCUMENT_THUMBNAIL_WIDTH,
      height: MAX_HEIGHT,
      fit: 'inside',
      withoutEnlargement: false,
    })
    .flatten({ background: '#ffffff' })
    .webp(WEBP)
    .toBuffer();
}

export class DocumentThumbnails {
  private readonly renderer = new PdfFirstPageRenderer();

  constructor(private readonly logger: Logger) {}

  /**
   * The first page of a checked PDF as a thumbnail, or null when it cannot be drawn (a font or
   * an image pdf.js cannot read, a page too slow): the document is saved without one, and an
   * administrator may upload a picture.
   */
  async fromPdf(pdf: Buffer): Promise<ThumbnailPicture | null> {
    try {
      const png = await this.renderer.render(
        pdf,
        DOCUMENT_THUMBNAIL_WIDTH * DRAW_SCALE,
        MAX_HEIGHT * DRAW_SCALE,
      );
      return { bytes: await toThumbnail(png), source: 'first-page' };
    } catch (err) {
      this.logger.warn({ err }, "a document's first page could not be drawn: no thumbnail");
      return null;
    }
  }

  /**
   * An administrator's picture as a thumbnail: a JPEG, PNG or WebP by its bytes, whatever its
   * name says, that decodes whole; a ValidationError on `file` otherwise.
   */
  async fromUpload(file: Express.Multer.File | undefined): Promise<ThumbnailPicture> {
    if (!file) throw new ValidationError('file', 'file is required (an image)', 'required');
    const type = await fromBuffer(file.buffer);
    const accepted = (DOCUMENT_THUMBNAIL_TYPES as readonly string[]).includes(type?.mime ?? '');
    if (!accepted) {
      throw new ValidationError(
        'file',
        `"${file.originalname}" is not a JPEG, PNG or WebP image`,
        'not_image',
      );
    }
    try {
      return { bytes: await toThumbnail(file.buffer), source: 'upload' };
    } catch {
      throw new ValidationError(
        'file',
        `"${file.originalname}" cannot be read as an image, or is larger than ` +
          `${NEWS_IMAGE_MAX_PIXELS / 1_000_000} megapixels`,
        'not_image',
      );
    }
  }

  /** Stores a picture under a new name. */
  static async store(
    storage: FileStorage,
    picture: ThumbnailPicture,
    at: Date,
  ): Promise<StoredDocumentThumbnail> {
    const stored = await storage.put(`${randomUUID()}.webp`, picture.bytes, THUMBNAIL_CONTENT_TYPE);
    return {
      name: stored.filename,
      fileId: stored.id,
      size: stored.length,
      madeAt: at,
      source: picture.source,
    };
  }

  /** Ends the page renderer's worker. */
  close(): Promise<void> {
    return this.renderer.close();
  }
}
