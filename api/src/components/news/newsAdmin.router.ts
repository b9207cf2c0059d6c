// Writing news, administrators only: create, update with images, update texts, check a slug,
// delete. Each route's request is checked by its operation's schemas (validate), then the
// route calls the workflow (NewsPublishing) and answers; what goes wrong is a domain error the
// API's one mapper answers.
import { Router, type Request, type RequestHandler, type Response } from 'express';
import { type AdminAuth, requireAdmin } from '../admin';
import { declareChanged } from '../../platform/http/contentChanges';
import { noteForAudit, type AuditTrail } from '../audit';
import { limiter, type RateLimitStoreFactory } from '../../platform/http/rateLimit';
import { RATE_LIMITS } from '../../config';
import { ValidationError } from '../../platform/errors/domainErrors';
import type { Logger } from '../../platform/logging/logger';
import type { FileStorage } from '../../platform/file-storage/fileStorage';
import type { NewsDocument } from './newsDocument';
import { parseNewsImages, parseNewsTexts, uploadedFiles } from './newsImages';
import type { NewsAnswers } from './newsAnswers';
import { toNewsFields } from './newsFields';
import { NewsPublishing } from './newsPublishing';
import type { NewsRepository } from './newsRepository';
import { toAdminNewsItem, toNewsItem } from './newsSerializer';
import { objectIdParam } from '../../platform/http/objectIdParam';
import { pageOf, toTimeCursor } from '../../platform/http/timeCursor';
import { inputOf, routePath, validate, type ValidateOptions } from '../../platform/http/validate';
import { publicationChange } from '../publication';
import type { NewsAdminPage } from '@alu/common/contracts';
import { NotFoundError } from '../../platform/errors/domainErrors';
import {
  checkNewsSlug,
  createNews,
  deleteNews,
  listAdminNews,
  readAdminNews,
  updateNews,
  updateNewsTexts,
} from './news.operations';

/** The fields inside the `data` part are named as the item's own (`url`, `content.it.title`). */
const DATA_FIELDS: ValidateOptions = { field: (path) => path.replace(/^data\./, '') };

/** `imagesToBeDeleted`: file names, each one of the item's images. */
function imagesToBeDeleted(names: readonly string[] | undefined, item: NewsDocument): string[] {
  if (names === undefined) return [];
  const own = new Set([item.cover, ...(item.gallery ?? [])]);
  if (!names.every((name) => own.has(name))) {
    throw new ValidationError(
      'imagesToBeDeleted',
      "imagesToBeDeleted must be a JSON list of the item's own image names",
    );
  }
  return [...new Set(names)];
}

/** What every successful write does besides its body: log, tell the site server, no caching. */
function answered(req: Request, res: Response, event: string, url: string): void {
  req.log.info({ url }, event);
  noteForAudit(res, { target: url });
  declareChanged(res, 'news');
  res.set('Cache-Control', 'no-store');
}

export interface NewsAdminRouterOptions {
  repository: NewsRepository;
  /** The news pictures. */
  storage: FileStorage;
  auth: AdminAuth;
  logger: Logger;
  /** The public answers' cache, emptied by every write. */
  answers: NewsAnswers;
  /** Where the rate limits count (default: in memory, per process). */
  stores?: RateLimitStoreFactory | undefined;
  audit: AuditTrail;
  /** The clock that decides what is published (tests fix it). */
  now?: (() => Date) | undefined;
}

/** An update that changed the state is recorded as that change (published, taken down…). */
function notePublication(res: Response, before: NewsDocument, after: NewsDocument, at: Date) {
  const change = publicationChange(before, after, at);
  if (change) {
    noteForAudit(res, {
      action: `news.${change}`,
      detail: after.publishAt ? `${after.state ?? ''} ${after.publishAt.toISOString()}` : '',
    });
  }
}

/** What the routes of this router share. */
interface NewsAdminRoutes {
  router: Router;
  repository: NewsRepository;
  publishing: NewsPublishing;
  adminOnly: RequestHandler;
  audit: AuditTrail;
  now: () => Date;
}

/** The administrators' reads: a slug check, the filtered list of every item, one item. */
function mountReads(
  { router, repository, publishing, adminOnly, now }: NewsAdminRoutes,
  validateUrlLimit: RequestHandler,
): void {
  /** `{ url }` → `{ valid }`: well-formed, not reserved and not yet used. */
  router.post(
    routePath(checkNewsSlug),
    validateUrlLimit,
    adminOnly,
    validate(checkNewsSlug),
    async (_req, res) => {
      const valid = await publishing.slugAvailable(inputOf(res, checkNewsSlug).body.url);
      res.status(200).set('Cache-Control', 'no-store').json({ valid });
    },
  );

  /** Every item, whatever its state: a page of the filtered list, newest first. */
  router.get(routePath(listAdminNews), adminOnly, validate(listAdminNews), async (_req, res) => {
    const { limit, cursor, ...filter } = inputOf(res, listAdminNews).query;
    const at = now();
    // One more than asked tells whether a next page exists.
    const docs = await repository.page(filter, at, toTimeCursor(cursor), limit + 1);
    const page: NewsAdminPage = pageOf(
      docs,
      limit,
      (doc) => doc.date,
      (doc) => toAdminNewsItem(doc, at),
    );
    res.status(200).set('Cache-Control', 'private, no-store').json(page);
  });

  /** One item by id, whatever its state (the preview reads it). */
  router.get(routePath(readAdminNews), adminOnly, validate(readAdminNews), async (_req, res) => {
    const id = objectIdParam(inputOf(res, readAdminNews).params.id);
    const doc = id ? await repository.findById(id) : null;
    if (!doc) throw new NotFoundError('No such news item');
    res.status(200).set('Cache-Control', 'private, no-store').json(toAdminNewsItem(doc, now()));
  });
}

/** The writes: create, update (with the pictures, or the texts only), delete. */
function mountWrites({ router, publishing, adminOnly, audit, now }: NewsAdminRoutes): void {
  router.post(
    routePath(createNews),
    adminOnly,
    audit.audited('news.create'),
    ...parseNewsImages,
    validate(createNews, DATA_FIELDS),
    async (req, res) => {
      const { data } = inputOf(res, createNews).body;
      // The original form also sent the slug in a `path` header; when present it must agree.
      const pathHeader = req.get('path');
      if (pathHeader !== undefined && pathHeader !== data.url) {
        throw new ValidationError('path', 'the path header must equal data.url');
      }
      const fields = toNewsFields(data, now());
      const files = uploadedFiles(req.files);
      const created = await publishing.create(data.url, fields, files, res.locals.deadline);
      answered(req, res, 'news item created', created.url);
      if (created.state !== 'published') noteForAudit(res, { detail: created.state ?? '' });
      res.status(201).json(toNewsItem(created));
    },
  );

  router.post(
    routePath(updateNews),
    adminOnly,
    audit.audited('news.update'),
    ...parseNewsImages,
    validate(updateNews, DATA_FIELDS),
    async (req, res) => {
      const { params, body } = inputOf(res, updateNews);
      const current = await publishing.itemAt(params.url);
      const fields = toNewsFields(body.data, now());
      const removed = imagesToBeDeleted(body.imagesToBeDeleted, current);
      const files = uploadedFiles(req.files);
      const updated = await publishing.update(
        current,
        fields,
        { files, removed },
        res.locals.deadline,
      );
      answered(req, res, 'news item updated', current.url);
      notePublication(res, current, updated, now());
      res.status(200).json(toNewsItem(updated));
    },
  );

  router.post(
    routePath(updateNewsTexts),
    adminOnly,
    audit.audited('news.update'),
    ...parseNewsTexts,
    validate(updateNewsTexts, DATA_FIELDS),
    async (req, res) => {
      const { params, body } = inputOf(res, updateNewsTexts);
      const current = await publishing.itemAt(params.url);
      const fields = toNewsFields(body.data, now());
      const updated = await publishing.updateTexts(current, fields, res.locals.deadline);
      answered(req, res, 'news item texts updated', current.url);
      notePublication(res, current, updated, now());
      res.status(200).json(toNewsItem(updated));
    },
  );

  router.delete(
    routePath(deleteNews),
    adminOnly,
    audit.audited('news.delete'),
    validate(deleteNews),
    async (req, res) => {
      const deleted = await publishing.delete(inputOf(res, deleteNews).params.id);
      answered(req, res, 'news item deleted', deleted.url);
      res.status(204).end();
    },
  );
}

export function newsAdminRouter({
  repository,
  storage,
  auth,
  logger,
  answers,
  stores,
  audit,
  now = () => new Date(),
}: NewsAdminRouterOptions): Router {
  const routes: NewsAdminRoutes = {
    router: Router(),
    repository,
    publishing: new NewsPublishing(repository, storage, answers, logger, now),
    adminOnly: requireAdmin(auth),
    audit,
    now,
  };
  const validateUrlLimit = limiter({ declared: RATE_LIMITS.validateUrl, logger, stores });
  mountReads(routes, validateUrlLimit);
  mountWrites(routes);
  return routes.router;
}
