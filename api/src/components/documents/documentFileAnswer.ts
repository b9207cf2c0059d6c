// Sending a document's file and its thumbnail: their type never sniffed, a clean file name, and
// caching that lets a replaced file show at once (every use revalidates; an unchanged version
// costs a 304).
import type { Request, Response } from 'express';
import type { FileStorage } from '../../platform/file-storage/fileStorage';
import { isFileNotFound } from '../../platform/file-storage/fileStorage';
import { NotFoundError } from '../../platform/errors/domainErrors';
import type { StoredDocumentFile, StoredDocumentThumbnail } from './documentRecord';
import { THUMBNAIL_CONTENT_TYPE } from './documentThumbnails';

/** A title as a plain ASCII file name: accents dropped, anything else a hyphen. */
export function asciiFileName(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, 150);
}

/** RFC 5987 percent-encoding of UTF-8 text (`filename*`). */
const rfc5987 = (text: string) =>
  encodeURIComponent(text).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/**
 * `inline; filename="<ascii>.pdf"`, plus `filename*` with the title itself when it is not
 * plain ASCII (a Bulgarian title's ASCII name is the address).
 */
export function contentDisposition(title: string, slug: string): string {
  const cleanTitle = title
    // eslint-disable-next-line no-control-regex -- control characters are what is removed
    .replace(/[\u0000-\u001f\u007f/\\"]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 150);
  const ascii = asciiFileName(cleanTitle) || slug;
  const plain = `inline; filename="${ascii}.pdf"`;
  return /^[\x20-\x7e]*$/.test(cleanTitle) && cleanTitle.replace(/ /g, '-') === ascii
    ? plain
    : `${plain}; filename*=UTF-8''${rfc5987(cleanTitle || slug)}.pdf`;
}

/** Answers `file` as a PDF named after `title`; 304 when the client holds this version. */
export async function sendDocumentFile(
  req: Request,
  res: Response,
  storage: FileStorage,
  file: StoredDocumentFile,
  name: { title: string; slug: string },
  cacheControl = 'no-cache',
): Promise<void> {
  res.set({
    'Cache-Control': cacheControl,
    ETag: `"${file.fileId.toHexString()}"`,
    'Last-Modified': file.uploadedAt.toUTCString(),
  });
  // req.fresh compares If-None-Match / If-Modified-Since with the headers set above.
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  let bytes: Buffer | undefined;
  try {
    const stored = await storage.find(file.name);
    if (!stored) throw new NotFoundError('No such document');
    bytes = await storage.bytesOf(stored);
    res.set({
      'Content-Type': 'application/pdf',
      'Content-Disposition': contentDisposition(name.title, name.slug),
      'X-Content-Type-Options': 'nosniff',
      'Content-Length': String(stored.length),
    });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    if (bytes) {
      res.end(bytes);
      return;
    }
    await new Promise<void>((resolve, reject) => {
      const stream = storage.openDownloadStream(stored.id);
      stream.once('error', (error) => {
        if (res.headersSent) {
          res.destroy();
          resolve();
        } else reject(error);
      });
      res.once('close', () => {
        if (!res.writableFinished) stream.abort().catch(() => undefined);
        resolve();
      });
      stream.pipe(res);
    });
  } catch (error) {
    for (const header of ['ETag', 'Last-Modified', 'Content-Disposition', 'Content-Length']) {
      res.removeHeader(header);
    }
    if (isFileNotFound(error)) throw new NotFoundError('No such document');
    throw error;
  }
}

/** Answers a document's thumbnail (WebP), cached as its file is; 304 when the client holds it. */
export async function sendDocumentThumbnail(
  req: Request,
  res: Response,
  storage: FileStorage,
  thumbnail: StoredDocumentThumbnail,
  cacheControl = 'no-cache',
): Promise<void> {
  res.set({
    'Cache-Control': cacheControl,
    ETag: `"${thumbnail.fileId.toHexString()}"`,
    'Last-Modified': thumbnail.madeAt.toUTCString(),
  });
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  const stored = await storage.find(thumbnail.name);
  const bytes = stored ? await storage.bytesOf(stored) : undefined;
  if (!bytes) {
    res.removeHeader('ETag');
    res.removeHeader('Last-Modified');
    throw new NotFoundError('No thumbnail');
  }
  res.set({
    'Content-Type': THUMBNAIL_CONTENT_TYPE,
    'X-Content-Type-Options': 'nosniff',
    'Content-Length': String(bytes.length),
  });
  if (req.method === 'HEAD') res.end();
  else res.end(bytes);
}
