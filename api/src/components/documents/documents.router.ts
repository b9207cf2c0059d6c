// The public reads: the list of published documents (under /api), each one's newest file (at
// the root, /uploads/documents/<slug>.pdf, beside the news pictures), its thumbnail
// (/uploads/documents/thumbnails/<slug>.webp) and the sitemap of those files. A draft, a document scheduled for later or one withdrawn is no document to visitors:
// 404, and absent from the list and the sitemap.
import { Router, type ErrorRequestHandler } from 'express';
// The five characters HTML escapes are XML's too.
import escapeXml from 'escape-html';
import type { DocumentPage } from '@alu/common/contracts';
import { DOCUMENT_FILES_PATH } from '@alu/common/contracts';
import { NotFoundError } from '../../platform/errors/domainErrors';
import type { FileStorage } from '../../platform/file-storage/fileStorage';
import { isParamDecodeError, sendError } from '../../platform/http/errors';
import { pageOf, toTimeCursor } from '../../platform/http/timeCursor';
import { inputOf, routePath, validate } from '../../platform/http/validate';
import { isVisibleAt } from '../publication';
import { sendDocumentFile, sendDocumentThumbnail } from './documentFileAnswer';
import {
  listDocuments,
  readDocumentFile,
  readDocumentsSitemap,
  readDocumentThumbnail,
} from './documents.operations';
import type { DocumentThumbnails } from './documentThumbnails';
import type { DocumentsRepository } from './documentsRepository';
import { toPublicDocument } from './documentSerializer';

export interface DocumentsRouterOptions {
  repository: DocumentsRepository;
  storage: FileStorage;
  /** Draws a PDF's first page and reads an administrator's picture. */
  thumbnails: DocumentThumbnails;
  /** The largest file an upload may be (DOCUMENT_MAX_MB). */
  maxBytes: number;
  /** The site's address, which the documents' sitemap names the files at. */
  publicOrigin?: string | undefined;
  /** The clock that decides what is published (tests move it). */
  now?: (() => Date) | undefined;
}

/** More than the site will ever publish: the sitemap lists every published document. */
const ALL_DOCUMENTS = 10_000;

/** `GET /api/documents`, mounted under /api. */
export function documentsRouter({ repository, now = () => new Date() }: DocumentsRouterOptions) {
  const router = Router();
  router.get(routePath(listDocuments), validate(listDocuments), async (_req, res) => {
    const { limit, cursor, kind, year } = inputOf(res, listDocuments).query;
    const at = now();
    const docs = await repository.visiblePage({ kind, year }, at, toTimeCursor(cursor), limit + 1);
    const page: DocumentPage = pageOf(docs, limit, (doc) => doc.date, toPublicDocument);
    // Revalidated on every use: a publication or withdrawal shows at once.
    res.status(200).set('Cache-Control', 'no-cache').json(page);
  });
  return router;
}

const FILE_NAME = /^([a-z0-9-]{1,120})\.pdf$/;
const THUMBNAIL_NAME = /^([a-z0-9-]{1,120})\.webp$/;

/** `GET /uploads/documents/<slug>.pdf` and the documents' sitemap, mounted at the root. */
export function documentFilesRouter({
  repository,
  storage,
  publicOrigin = 'http://localhost:8080',
  now = () => new Date(),
}: DocumentsRouterOptions) {
  const router = Router();
  // Before the files: `sitemap.xml` is no document's address (those end in .pdf).
  router.get(readDocumentsSitemap.path, validate(readDocumentsSitemap), async (_req, res) => {
    const docs = await repository.visiblePage({}, now(), undefined, ALL_DOCUMENTS);
    const urls = docs.map((doc) => {
      const { url, fileUpdatedAt } = toPublicDocument(doc);
      const loc = escapeXml(new URL(url, publicOrigin).href);
      return `<url><loc>${loc}</loc><lastmod>${fileUpdatedAt.slice(0, 10)}</lastmod></url>`;
    });
    res
      .status(200)
      .type('application/xml')
      // Revalidated on every use, as the list is: a publication or withdrawal shows at once.
      .set('Cache-Control', 'no-cache')
      .send(
        '<?xml version="1.0" encoding="UTF-8"?>\n' +
          '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
          urls.join('\n') +
          '\n</urlset>\n',
      );
  });
  // Express routes HEAD here too.
  router.get(readDocumentFile.path, validate(readDocumentFile), async (req, res) => {
    const slug = FILE_NAME.exec(inputOf(res, readDocumentFile).params.file)?.[1];
    const doc = slug ? await repository.findBySlug(slug) : null;
    if (!doc || !isVisibleAt(doc, now())) throw new NotFoundError('No such document');
    await sendDocumentFile(req, res, storage, doc.file, { title: doc.titles.it, slug: doc.slug });
  });
  router.get(readDocumentThumbnail.path, validate(readDocumentThumbnail), async (req, res) => {
    const slug = THUMBNAIL_NAME.exec(inputOf(res, readDocumentThumbnail).params.file)?.[1];
    const doc = slug ? await repository.findBySlug(slug) : null;
    if (!doc?.thumbnail || !isVisibleAt(doc, now())) throw new NotFoundError('No such thumbnail');
    await sendDocumentThumbnail(req, res, storage, doc.thumbnail);
  });
  const decodeErrorAsNoFile: ErrorRequestHandler = (err, _req, res, next) => {
    if (isParamDecodeError(err)) sendError(res, 404, 'not_found', 'No such document');
    else next(err);
  };
  router.use(DOCUMENT_FILES_PATH, decodeErrorAsNoFile);
  return router;
}
