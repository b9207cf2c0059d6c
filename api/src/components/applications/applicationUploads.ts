// The CV of a job application: a multipart body with bounded sizes (multer, memory storage,
// mounted on the application route only), the type read from the bytes (file-type), and the
// same defences as the news images: a declared length, no chunked bodies, limits on parts and
// fields, generated file names.
import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import { fromBuffer } from 'file-type/core';
import multer, { MulterError } from 'multer';
import {
  APPLICATION_CV_TYPES,
  APPLICATION_FIELDS,
  APPLICATION_LIMITS,
  type ApplicationCvType,
} from '@alu/common/contracts';
import { ValidationError } from '../../platform/errors/domainErrors';
import {
  boundedMultipart,
  malformedMultipartAsValidation,
} from '../../platform/http/boundedMultipart';

/** The text fields a form sends (every field but the file), and the page's language. */
const TEXT_FIELDS = APPLICATION_FIELDS.filter((field) => field !== 'cv').length + 1;
/** The longest text field, the cover letter, in UTF-8 (4 bytes a character at most). */
const FIELD_MAX_BYTES = APPLICATION_LIMITS.coverLetter.max * 4;
/** Bytes of one request: the CV at its limit, every text field at the longest, the framing. */
export const APPLICATION_REQUEST_MAX_BYTES =
  APPLICATION_LIMITS.cvBytes + TEXT_FIELDS * FIELD_MAX_BYTES + 32 * 1024;

const upload = multer({
  storage: multer.memoryStorage(),
  limits: {
    fileSize: APPLICATION_LIMITS.cvBytes,
    files: 1,
    fields: TEXT_FIELDS,
    parts: TEXT_FIELDS + 1,
    fieldSize: FIELD_MAX_BYTES,
    fieldNameSize: 100,
    headerPairs: 200,
  },
});

const tooLarge = () =>
  new ValidationError(
    'cv',
    `cv must be at most ${APPLICATION_LIMITS.cvBytes / 1024 / 1024} MB`,
    'too-large',
  );

function toValidationError(error: MulterError): ValidationError {
  switch (error.code) {
    case 'LIMIT_FILE_SIZE':
      return tooLarge();
    case 'LIMIT_UNEXPECTED_FILE':
    case 'LIMIT_FILE_COUNT':
      return new ValidationError(
        error.field ?? 'cv',
        'an application carries one file, in the field cv',
        'invalid',
      );
    case 'LIMIT_FIELD_VALUE':
      return new ValidationError(
        error.field ?? 'body',
        `${error.field ?? 'a field'} is too long`,
        'too-long',
      );
    default:
      return new ValidationError(
        'body',
        `the multipart body is not acceptable (${error.code})`,
        'invalid',
      );
  }
}

/** The fields into `req.body` and the CV into `req.file`. */
export const parseApplicationBody: RequestHandler[] = [
  // A body over one CV and the text fields is refused before a byte of it is read.
  boundedMultipart(APPLICATION_REQUEST_MAX_BYTES, tooLarge),
  (req, res, next) => {
    upload.single('cv')(req, res, (error?: unknown) => {
      if (error instanceof MulterError) next(toValidationError(error));
      else next(malformedMultipartAsValidation(error));
    });
  },
];

/** A CV whose bytes were recognised. */
export interface CheckedCv {
  readonly buffer: Buffer;
  readonly type: ApplicationCvType;
  readonly mime: string;
  /** The applicant's file name with the type's extension (shown, never used as a path). */
  readonly originalName: string;
}

/** A PDF's end-of-file marker, within the last kilobyte of a whole file. */
function endsLikePdf(bytes: Buffer): boolean {
  return bytes.subarray(Math.max(0, bytes.length - 1024)).includes('%%EOF');
}

/** What an applicant's file name may show: no path, no control characters, no quotes. */
function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  return base.replace(/[\u0000-\u001f\u007f"]/g, '').trim();
}

/**
 * The name the CV is shown and downloaded under: the applicant's, cleaned, at most 200
 * characters, and always ending in the extension of the type its bytes were recognised as.
 * The applicant chooses the rest, never what the administrator's computer opens it with (a
 * PDF that is also an HTML page, sent as `cv.html`, is downloaded as `cv.html.pdf`).
 */
export function displayFileName(name: string, type: ApplicationCvType): string {
  const clean = cleanFileName(name);
  const extension = `.${type}`;
  if (clean === '') return `cv${extension}`;
  const named = clean.toLowerCase().endsWith(extension) ? clean : `${clean}${extension}`;
  return named.slice(-200);
}

/**
 * The CV, checked by what its bytes are: a ValidationError (field `cv`) when it is missing,
 * empty, or no whole PDF or Word (DOCX) document, whatever its name or declared type says.
 */
export async function checkCv(file: Express.Multer.File | undefined): Promise<CheckedCv> {
  if (!file) throw new ValidationError('cv', 'cv is required (a PDF or DOCX file)', 'required');
  if (file.size === 0) throw new ValidationError('cv', 'cv is an empty file', 'empty');
  const detected = await fromBuffer(file.buffer);
  const type = detected?.ext === 'pdf' || detected?.ext === 'docx' ? detected.ext : undefined;
  if (!type || (type === 'pdf' && !endsLikePdf(file.buffer))) {
    throw new ValidationError(
      'cv',
      `cv: "${cleanFileName(file.originalname).slice(-200)}" is not a PDF or DOCX document`,
      'content',
    );
  }
  return {
    buffer: file.buffer,
    type,
    mime: APPLICATION_CV_TYPES[type],
    originalName: displayFileName(file.originalname, type),
  };
}

/** The stored CV's name: random, with the type's extension. */
export const generatedCvName = (type: ApplicationCvType) => `${randomUUID()}.${type}`;
