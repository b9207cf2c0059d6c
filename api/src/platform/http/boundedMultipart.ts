// The first defence of every upload route: a body that is not multipart, that does not declare
// its length (a chunked body could otherwise get around the limit) or that declares more than
// the route takes is refused before a byte of it is read.
import type { RequestHandler } from 'express';
import { HttpError } from './errors';

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
