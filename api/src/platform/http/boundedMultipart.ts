// The first defence of every upload route: a body that is not multipart, that does not declare
// its length (a chunked body could otherwise get around the limit) or that declares more than
// the route takes is refused before a byte of it is read.
import type { RequestHandler } from 'express';
import { ValidationError } from '../errors/domainErrors';
import { HttpError } from './errors';

/**
 * What busboy (under multer) reports when the body itself breaks the multipart grammar: a part
 * header with a control character (`filename="a\x01.pdf"`), a missing boundary, a body cut
 * short. It names them only by message.
 */
const MALFORMED_BODY_MESSAGES = new Set([
  'Malformed part header',
  'Malformed content type',
  'Multipart: Boundary not found',
  'Unexpected end of form',
  'Unexpected end of file',
]);

/**
 * A parse error of a multipart body as the client's fault (400 `validation_failed`, field
 * `body`) when the body is malformed; any other error unchanged.
 */
export function malformedMultipartAsValidation(error: unknown): unknown {
  if (!(error instanceof Error) || !MALFORMED_BODY_MESSAGES.has(error.message)) return error;
  return new ValidationError(
    'body',
    `the multipart body is malformed (${error.message.toLowerCase()})`,
    'invalid',
  );
}

/** `tooLarge`: the route's own answer to a body over `maxBytes` (default 413). */
export function boundedMultipart(maxBytes: number, tooLarge?: () => Error): RequestHandler {
  return (req, _res, next) => {
    if (!req.is('multipart/form-data')) {
      next(new HttpError(415, 'unsupported_media_type', 'The body must be multipart/form-data'));
      return;
    }
    const declared = req.get('Content-Length');
    if (declared === undefined || !/^\d+$/.test(declared)) {
      next(new HttpError(411, 'length_required', 'The request must declare its Content-Length'));
      return;
    }
    if (Number(declared) > maxBytes) {
      next(
        tooLarge?.() ?? new HttpError(413, 'payload_too_large', 'The request body is too large'),
      );
      return;
    }
    next();
  };
}
