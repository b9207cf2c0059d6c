// The file of a document write: a multipart body with bounded sizes (multer, memory storage,
// mounted on the document writes only), refused before a byte is read when it declares more
// than one file at the limit, then checked by what its bytes are (pdfInspection.ts).
import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import multer, { MulterError } from 'multer';
import { ValidationError } from '../../platform/errors/domainErrors';
import {
  boundedMultipart,
  malformedMultipartAsValidation,
} from '../../platform/http/boundedMultipart';
import { HttpError } from '../../platform/http/errors';
import { inspectPdf } from './pdfInspection';

/** The `data` field: titles in three languages and the few fields of a kind, as JSON. */
const DATA_FIELD_MAX_BYTES = 64 * 1024;

const megabytes = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

/** What a file over the limit is answered with: a PDF's code, or a thumbnail's. */
type TooLargeCode = 'document_too_large' | 'thumbnail_too_large';

const tooLarge = (maxBytes: number, code: TooLargeCode) => () =>
  new HttpError(413, code, `file must be at most ${megabytes(maxBytes)} MB`);

function toError(error: MulterError, maxBytes: number, code: TooLargeCode): Error {
  switch (error.code) {
    case 'LIMIT_FILE_SIZE':
      return tooLarge(maxBytes, code)();
    case 'LIMIT_UNEXPECTED_FILE':
    case 'LIMIT_FILE_COUNT':
      return new ValidationError(
        error.field ?? 'file',
        'a document write carries one file, in the field file',
      );
    default:
      return new ValidationError(
        error.field ?? 'body',
        `the multipart body is not acceptable (${error.code})`,
      );
  }
}

/** The fields into `req.body` and the file into `req.file`, for files of at most `maxBytes`. */
export function parseDocumentUpload(
  maxBytes: number,
  code: TooLargeCode = 'document_too_large',
): RequestHandler[] {
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: {
      fileSize: maxBytes,
      files: 1,
      fields: 1,
      parts: 2,
      fieldSize: DATA_FIELD_MAX_BYTES,
      fieldNameSize: 100,
      headerPairs: 200,
    },
  });
  return [
    boundedMultipart(maxBytes + DATA_FIELD_MAX_BYTES + 32 * 1024, tooLarge(maxBytes, code)),
    (req, res, next) => {
      upload.single('file')(req, res, (error?: unknown) => {
        if (error instanceof MulterError) next(toError(error, maxBytes, code));
        else next(malformedMultipartAsValidation(error));
      });
    },
  ];
}

/** The uploaded file's bytes once they are a PDF that runs nothing; the answer otherwise. */
export function checkedPdf(file: Express.Multer.File | undefined): Buffer {
  if (!file) throw new ValidationError('file', 'file is required (a PDF)', 'required');
  const verdict = inspectPdf(file.buffer);
  if (verdict.ok) return file.buffer;
  switch (verdict.problem) {
    case 'not_pdf':
      throw new HttpError(
        415,
        'document_not_pdf',
        'file is not a PDF (its bytes must start with %PDF- and end with %%EOF), whatever its name or type says',
      );
    case 'active_content':
      throw new HttpError(
        422,
        'document_active_content',
        `file holds active content (/${verdict.name}): export the PDF again without JavaScript, ` +
          'actions, or embedded files',
      );
    case 'uninspectable':
      throw new HttpError(
        422,
        'document_uninspectable',
        'file has compressed parts this API cannot inspect: export the PDF again (PDF/A)',
      );
  }
}

/** A stored file's name: random, never the address (a replaced file keeps its own). */
export const generatedFileName = () => `${randomUUID()}.pdf`;
