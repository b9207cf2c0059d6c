// The administrators' documents: the filtered list, one document, its earlier files and its
// thumbnail, and the writes (create with the file, update the fields, replace the file or the
// thumbnail, withdraw). Each write is
// recorded in the audit trail and announced as a `documents` change.
import { Router, type Request, type RequestHandler, type Response } from 'express';
import type { AdminDocumentPage } from '@alu/common/contracts';
import { requireAdmin, type AdminAuth } from '../admin';
import { noteForAudit, type AuditTrail } from '../audit';
import { ConflictError, NotFoundError } from '../../platform/errors/domainErrors';
import { isDuplicateKeyError } from '../../platform/database/errors';
import type { FileStorage } from '../../platform/file-storage/fileStorage';
import { declareChanged } from '../../platform/http/contentChanges';
import { objectIdParam } from '../../platform/http/objectIdParam';
import { pageOf, toTimeCursor } from '../../platform/http/timeCursor';
import { inputOf, routePath, validate, type ValidateOptions } from '../../platform/http/validate';
import type { Logger } from '../../platform/logging/logger';
import { changedPublicationFields, newPublicationFields, publicationChange } from '../publication';
import { sendDocumentFile, sendDocumentThumbnail } from './documentFileAnswer';
import { toDocumentFields } from './documentFields';
import type { DocumentRecord, StoredDocumentFile, StoredDocumentThumbnail } from './documentRecord';
import {
  createDocument,
  listAdminDocuments,
  readAdminDocument,
  readAdminDocumentThumbnail,
  readDocumentVersion,
  replaceDocumentFile,
  replaceDocumentThumbnail,
  updateDocument,
  withdrawDocument,
} from './documents.operations';
import type { DocumentsRepository } from './documentsRepository';
import { fileVersion, toAdminDocument } from './documentSerializer';
import { checkedPdf, generatedFileName, parseDocumentUpload } from './documentUploads';
import { DocumentThumbnails, THUMBNAIL_MAX_BYTES } from './documentThumbnails';

/** The fields inside the `data` part are named as the document's own (`titles.it`). */
const DATA_FIELDS: ValidateOptions = { field: (path) => path.replace(/^data\./, '') };

export interface DocumentsAdminRouterOptions {
  repository: DocumentsRepository;
  storage: FileStorage;
  thumbnails: DocumentThumbnails;
  auth: AdminAuth;
  audit: AuditTrail;
  logger: Logger;
  /** The largest file an upload may be (DOCUMENT_MAX_MB). */
  maxBytes: number;
  now?: (() => Date) | undefined;
}

/** What every successful write does besides its body: log, tell the site server, no caching. */
function answered(req: Request, res: Response, event: string, doc: DocumentRecord): void {
  req.log.info({ slug: doc.slug }, event);
  noteForAudit(res, { target: doc.slug });
  declareChanged(res, 'documents');
  res.set('Cache-Control', 'no-store');
}

/** A write that changed the state is recorded as that change (published, withdrawn…). */
function notePublication(
  res: Response,
  before: DocumentRecord | undefined,
  after: DocumentRecord,
  at: Date,
) {
  const change = publicationChange(before, after, at);
  if (change) {
    noteForAudit(res, {
      action: `document.${change}`,
      detail: after.publishAt ? `${after.state ?? ''} ${after.publishAt.toISOString()}` : '',
    });
  }
}

/** Stores the checked bytes under a new name. */
async function storeFile(
  storage: FileStorage,
  bytes: Buffer,
  at: Date,
): Promise<StoredDocumentFile> {
  const stored = await storage.put(generatedFileName(), bytes, 'application/pdf');
  return { name: stored.filename, fileId: stored.id, size: stored.length, uploadedAt: at };
}

/** The first page of the checked PDF, stored as the thumbnail; undefined when none was made. */
async function storeFirstPage(
  storage: FileStorage,
  thumbnails: DocumentThumbnails,
  bytes: Buffer,
  at: Date,
): Promise<StoredDocumentThumbnail | undefined> {
  const picture = await thumbnails.fromPdf(bytes);
  return picture ? DocumentThumbnails.store(storage, picture, at) : undefined;
}

/**
 * Removes files a failed write stored, or a thumbnail no document shows any more; a failure
 * here is left to be found later.
 */
async function discard(
  storage: FileStorage,
  files: readonly ({ name: string } | undefined)[],
  logger: Logger,
) {
  for (const file of files) {
    if (!file) continue;
    await storage.delete(file.name).catch((err: unknown) => {
      logger.warn({ err, file: file.name }, 'a document file of a failed write was left behind');
    });
  }
}

/** What the routes share. */
interface DocumentsAdminRoutes {
  router: Router;
  repository: DocumentsRepository;
  storage: FileStorage;
  thumbnails: DocumentThumbnails;
  adminOnly: RequestHandler;
  audit: AuditTrail;
  logger: Logger;
  upload: RequestHandler[];
  thumbnailUpload: RequestHandler[];
  now: () => Date;
  /** The document an `:id` names; NotFoundError when none. */
  found: (id: string) => Promise<DocumentRecord>;
}

/** The administrators' reads: the filtered list, one document, one version of its file. */
function mountReads({ router, repository, storage, adminOnly, now, found }: DocumentsAdminRoutes) {
  router.get(
    routePath(listAdminDocuments),
    adminOnly,
    validate(listAdminDocuments),
    async (_req, res) => {
      const { limit, cursor, ...filter } = inputOf(res, listAdminDocuments).query;
      const at = now();
      const docs = await repository.page(filter, at, toTimeCursor(cursor), limit + 1);
      const page: AdminDocumentPage = pageOf(
        docs,
        limit,
        (doc) => doc.date,
        (doc) => toAdminDocument(doc, at),
      );
      res.status(200).set('Cache-Control', 'private, no-store').json(page);
    },
  );

  router.get(
    routePath(readAdminDocument),
    adminOnly,
    validate(readAdminDocument),
    async (_req, res) => {
      const doc = await found(inputOf(res, readAdminDocument).params.id);
      res.status(200).set('Cache-Control', 'private, no-store').json(toAdminDocument(doc, now()));
    },
  );

  router.get(
    routePath(readDocumentVersion),
    adminOnly,
    validate(readDocumentVersion),
    async (req, res) => {
      const { id, version } = inputOf(res, readDocumentVersion).params;
      const doc = await found(id);
      const file = /^[1-9]\d{0,5}$/.test(version) ? fileVersion(doc, Number(version)) : undefined;
      if (!file) throw new NotFoundError('No such version of the document');
      const name = { title: doc.titles.it, slug: doc.slug };
      await sendDocumentFile(req, res, storage, file, name, 'private, no-cache');
    },
  );

  router.get(
    routePath(readAdminDocumentThumbnail),
    adminOnly,
    validate(readAdminDocumentThumbnail),
    async (req, res) => {
      const doc = await found(inputOf(res, readAdminDocumentThumbnail).params.id);
      if (!doc.thumbnail) throw new NotFoundError('The document has no thumbnail');
      await sendDocumentThumbnail(req, res, storage, doc.thumbnail, 'private, no-cache');
    },
  );
}

/** The writes: create with the file, update the fields, replace the file, withdraw. */
function mountWrites(routes: DocumentsAdminRoutes) {
  const { router, repository, storage, thumbnails, adminOnly, audit, logger, upload, now, found } =
    routes;
  router.post(
    routePath(createDocument),
    adminOnly,
    audit.audited('document.create'),
    ...upload,
    validate(createDocument, DATA_FIELDS),
    async (req, res) => {
      const { data } = inputOf(res, createDocument).body;
      const at = now();
      const { publication, ...fields } = toDocumentFields(data, at);
      const bytes = checkedPdf(req.file);
      if (await repository.findBySlug(data.slug)) throw new ConflictError('The address is taken');
      const thumbnail = await storeFirstPage(storage, thumbnails, bytes, at);
      const file = await storeFile(storage, bytes, at);
      let created: DocumentRecord;
      try {
        created = await repository.insert(
          data.slug,
          fields,
          newPublicationFields(publication, at),
          file,
          at,
          thumbnail,
        );
      } catch (error) {
        await discard(storage, [file, thumbnail], logger);
        if (isDuplicateKeyError(error)) throw new ConflictError('The address is taken');
        throw error;
      }
      answered(req, res, 'document created', created);
      if (created.state !== 'published') noteForAudit(res, { detail: created.state ?? '' });
      res.status(201).json(toAdminDocument(created, at));
    },
  );

  router.put(
    routePath(updateDocument),
    adminOnly,
    audit.audited('document.update'),
    validate(updateDocument),
    async (req, res) => {
      const { params, body } = inputOf(res, updateDocument);
      const current = await found(params.id);
      const at = now();
      const { publication, ...fields } = toDocumentFields(body, at);
      const state = changedPublicationFields(publication, current, at);
      const updated = await repository.update(current._id, { ...fields, ...state }, at);
      if (!updated) throw new NotFoundError('No such document');
      answered(req, res, 'document updated', updated);
      notePublication(res, current, updated, at);
      res.status(200).json(toAdminDocument(updated, at));
    },
  );

  router.post(
    routePath(replaceDocumentFile),
    adminOnly,
    audit.audited('document.replace'),
    ...upload,
    validate(replaceDocumentFile),
    async (req, res) => {
      const current = await found(inputOf(res, replaceDocumentFile).params.id);
      const bytes = checkedPdf(req.file);
      const at = now();
      const thumbnail = await storeFirstPage(storage, thumbnails, bytes, at);
      const file = await storeFile(storage, bytes, at);
      const updated = await repository.replaceFile(current._id, current.file, file, at, thumbnail);
      if (!updated) {
        await discard(storage, [file, thumbnail], logger);
        throw new ConflictError('The file was replaced meanwhile; read the document again');
      }
      // The earlier thumbnail showed the earlier file: it is not kept with the history.
      await discard(storage, [current.thumbnail], logger);
      answered(req, res, 'document file replaced', updated);
      noteForAudit(res, { detail: `version ${updated.earlierFiles.length + 1}` });
      res.status(200).json(toAdminDocument(updated, at));
    },
  );

  router.post(
    routePath(withdrawDocument),
    adminOnly,
    audit.audited('document.unpublish'),
    validate(withdrawDocument),
    async (req, res) => {
      const current = await found(inputOf(res, withdrawDocument).params.id);
      const at = now();
      const state = changedPublicationFields({ state: 'unpublished' }, current, at);
      const updated = await repository.update(
        current._id,
        {
          titles: current.titles,
          kind: current.kind,
          year: current.year,
          period: current.period,
          meetingDate: current.meetingDate,
          date: current.date,
          ...state,
        },
        at,
      );
      if (!updated) throw new NotFoundError('No such document');
      answered(req, res, 'document withdrawn', updated);
      res.status(200).json(toAdminDocument(updated, at));
    },
  );
}

/** An administrator's picture as the thumbnail, in place of the drawn first page. */
function mountThumbnailUpload(routes: DocumentsAdminRoutes) {
  const { router, repository, storage, thumbnails, adminOnly, audit, logger, now, found } = routes;
  router.post(
    routePath(replaceDocumentThumbnail),
    adminOnly,
    audit.audited('document.thumbnail'),
    ...routes.thumbnailUpload,
    validate(replaceDocumentThumbnail),
    async (req, res) => {
      const current = await found(inputOf(res, replaceDocumentThumbnail).params.id);
      const picture = await thumbnails.fromUpload(req.file);
      const at = now();
      const thumbnail = await DocumentThumbnails.store(storage, picture, at);
      const before = await repository.setThumbnail(current._id, thumbnail, at);
      if (!before) {
        await discard(storage, [thumbnail], logger);
        throw new NotFoundError('No such document');
      }
      await discard(storage, [before.thumbnail], logger);
      const updated: DocumentRecord = { ...before, thumbnail, updatedAt: at };
      answered(req, res, 'document thumbnail replaced', updated);
      res.status(200).json(toAdminDocument(updated, at));
    },
  );
}

export function documentsAdminRouter({
  repository,
  storage,
  thumbnails,
  auth,
  audit,
  logger,
  maxBytes,
  now = () => new Date(),
}: DocumentsAdminRouterOptions): Router {
  const found = async (id: string): Promise<DocumentRecord> => {
    const objectId = objectIdParam(id);
    const doc = objectId ? await repository.findById(objectId) : null;
    if (!doc) throw new NotFoundError('No such document');
    return doc;
  };
  const routes: DocumentsAdminRoutes = {
    router: Router(),
    repository,
    storage,
    thumbnails,
    adminOnly: requireAdmin(auth),
    audit,
    logger,
    upload: parseDocumentUpload(maxBytes),
    thumbnailUpload: parseDocumentUpload(THUMBNAIL_MAX_BYTES, 'thumbnail_too_large'),
    now,
    found,
  };
  mountReads(routes);
  mountWrites(routes);
  mountThumbnailUpload(routes);
  return routes.router;
}
