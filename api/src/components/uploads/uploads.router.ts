// GET and HEAD /uploads/news/:file, streamed from GridFS, and its resized copies
// (`?w=480&fm=webp`, made on first request: imageVariants.ts). Files never change once stored
// (a new image gets a new name), so they are cached for a year and revalidated by ETag.
import { Router, type ErrorRequestHandler, type Request, type Response } from 'express';
import type { GridFSBucketReadStream } from 'mongodb';
import { NEWS_UPLOADS_PATH } from '@alu/common/contracts';
import { isParamDecodeError, sendError } from '../../platform/http/errors';
import {
  isFileNotFound,
  type ByteRange,
  type FileStorage,
  type StoredFile,
} from '../../platform/file-storage/fileStorage';
import { ImageVariants } from '../../platform/file-storage/imageVariants';
import { inputOf, validate } from '../../platform/http/validate';
import { readNewsImage } from './uploads.operations';

/** A query that asks for no copy of the contract is refused with this reason. */
const INVALID_VARIANT = { reason: () => 'invalid_variant' };

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The only types an upload is ever served as: the news images' types and those of their
 * resized copies, which browsers never run as a document. Anything else stored under the
 * bucket goes out as an opaque download.
 */
const IMAGE_TYPES: ReadonlySet<string> = new Set([
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'image/avif',
]);

/**
 * Headers that keep an upload inert whatever its bytes are: its type from the stored image
 * type only (never sniffed: helmet sends `nosniff`), a file name, and, should a browser open
 * it as a document anyway, a policy that loads nothing and runs nothing (sandbox).
 */
function inertHeaders(file: StoredFile): Record<string, string> {
  const image = IMAGE_TYPES.has(file.contentType);
  return {
    'Content-Type': image ? file.contentType : 'application/octet-stream',
    // The name is a checked plain file name (FILE_NAME): nothing to escape.
    'Content-Disposition': `${image ? 'inline' : 'attachment'}; filename="${file.filename}"`,
    'Content-Security-Policy': "default-src 'none'; sandbox",
  };
}

/** A plain file name: no path separators, no leading dot, nothing to escape. */
const FILE_NAME = /^[A-Za-z0-9_][A-Za-z0-9._-]{0,254}$/;

const noFile = (res: Response) => sendError(res, 404, 'not_found', 'No such file');

/** If-Range: honour the Range header only while the client's copy is this very file. */
function ifRangeMatches(req: Request, file: StoredFile, etag: string): boolean {
  const ifRange = req.get('If-Range');
  if (ifRange === undefined) return true;
  if (ifRange.includes('"')) return ifRange === etag;
  const since = Date.parse(ifRange);
  return !Number.isNaN(since) && Math.floor(file.uploadDate.getTime() / 1000) * 1000 <= since;
}

/** undefined: send the whole file (no Range, a malformed one, or several ranges). */
function requestedRange(
  req: Request,
  file: StoredFile,
  etag: string,
): ByteRange | 'unsatisfiable' | undefined {
  if (req.get('Range') === undefined || !ifRangeMatches(req, file, etag)) return undefined;
  const ranges = req.range(file.length, { combine: true });
  if (ranges === -1) return 'unsatisfiable';
  if (ranges === undefined || ranges === -2 || ranges.type !== 'bytes') return undefined;
  const [only, ...more] = ranges;
  return only && more.length === 0 ? only : undefined;
}

/**
 * Pipes the stream into the response. An error before the first byte rejects (so the error
 * handler can answer); after it, the connection is cut. A client that goes away aborts the
 * download, which also closes the server-side cursor.
 */
function sendStream(stream: GridFSBucketReadStream, res: Response): Promise<void> {
  return new Promise((resolve, reject) => {
    const onClose = () => {
      if (!res.writableFinished) stream.abort().catch(() => undefined);
      resolve();
    };
    res.once('close', onClose);
    stream.once('error', (error) => {
      stream.unpipe(res);
      if (res.headersSent) {
        res.destroy(); // the client sees a truncated body, not a complete wrong one
        return; // onClose resolves
      }
      res.off('close', onClose);
      reject(error);
    });
    stream.pipe(res);
  });
}

export interface UploadsRouterOptions {
  /** The news pictures. */
  storage: FileStorage;
}

export function uploadsRouter({ storage }: UploadsRouterOptions): Router {
  const router = Router();
  const variants = new ImageVariants(storage);

  // Express routes HEAD here too.
  // A malformed query is refused before anything is looked up (400).
  router.get(readNewsImage.path, validate(readNewsImage, INVALID_VARIANT), async (req, res) => {
    const { params, query: variant } = inputOf(res, readNewsImage);
    const name = params.file;
    const source = FILE_NAME.test(name) ? await storage.findServed(name) : null;
    if (!source) {
      noFile(res);
      return;
    }
    // A copy is served exactly as a stored original is: its own id as ETag, immutable.
    const { file, from } = variant
      ? { file: await variants.variantOf(source, variant), from: variants.copies }
      : { file: source, from: storage };

    const etag = `"${file.id.toHexString()}"`;
    res.set({
      'Cache-Control': IMMUTABLE,
      'Accept-Ranges': 'bytes',
      ETag: etag,
      'Last-Modified': file.uploadDate.toUTCString(),
    });
    // req.fresh compares If-None-Match / If-Modified-Since with the headers set above.
    if (req.fresh) {
      res.status(304).end();
      return;
    }

    const range = requestedRange(req, file, etag);
    if (range === 'unsatisfiable') {
      // Not cacheable: a cache must not answer later plain GETs with it.
      res
        .status(416)
        .set({ 'Content-Range': `bytes */${file.length}`, 'Cache-Control': 'no-store' })
        .end();
      return;
    }
    res.set(inertHeaders(file));
    if (range) {
      res.status(206).set('Content-Range', `bytes ${range.start}-${range.end}/${file.length}`);
    }
    const length = range ? range.end - range.start + 1 : file.length;
    res.set('Content-Length', String(length));
    if (req.method === 'HEAD' || length === 0) {
      res.end();
      return;
    }

    try {
      // Small files from the process's cache; large ones streamed from GridFS.
      const bytes = await from.bytesOf(file);
      if (bytes) {
        res.end(range ? bytes.subarray(range.start, range.end + 1) : bytes);
        return;
      }
      await sendStream(from.openDownloadStream(file.id, range), res);
    } catch (error) {
      // Nothing was sent: drop the file's headers before answering with an error.
      for (const header of [
        'ETag',
        'Last-Modified',
        'Content-Range',
        'Content-Length',
        'Content-Disposition',
      ]) {
        res.removeHeader(header);
      }
      // A file deleted between the lookup and the download.
      if (isFileNotFound(error)) noFile(res);
      else throw error;
    }
  });

  const decodeErrorAsNoFile: ErrorRequestHandler = (err, _req, res, next) => {
    if (isParamDecodeError(err)) noFile(res);
    else next(err);
  };
  router.use(NEWS_UPLOADS_PATH, decodeErrorAsNoFile);

  return router;
}
