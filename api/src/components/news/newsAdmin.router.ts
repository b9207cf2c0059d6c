// Writing news, administrators only: create, update with images, update texts, check a slug,
// delete. Each route parses the request, calls the workflow (NewsPublishing) and answers;
// what goes wrong is a domain error the API's one mapper answers.
import { Router, type Request, type RequestHandler, type Response } from 'express';
import { type AdminAuth, requireAdmin } from '../admin';
import { declareChanged } from '../../platform/http/contentChanges';
import { noteForAudit, type AuditTrail } from '../audit';
import { limiter, type RateLimitStoreFactory } from '../../platform/http/rateLimit';
import { ValidationError } from '../../platform/errors/domainErrors';
import { bodyObject, type JsonObject } from '../../platform/validation/fields';
import type { Logger } from '../../platform/logging/logger';
import type { FileStorage } from '../../platform/file-storage/fileStorage';
import type { NewsDocument } from './newsDocument';
import { parseNewsImages, parseNewsTexts, uploadedFiles } from './newsImages';
import type { NewsAnswers } from './newsAnswers';
import { parseJsonField, parseNewsFields, parseSlug } from './newsInput';
import { NewsPublishing } from './newsPublishing';
import type { NewsRepository } from './newsRepository';
import { toAdminNewsItem, toNewsItem } from './newsSerializer';
import { objectIdParam } from '../../platform/http/objectIdParam';
import { pageCursor, pageLimit, queryValue } from '../../platform/http/listQuery';
import { pageOf } from '../../platform/http/timeCursor';
import { publicationChange } from '../publication';
import {
  isPublicationState,
  LANGUAGES,
  NEWS_ADMIN_PAGE_SIZE,
  type Language,
  type NewsAdminFilter,
  type NewsAdminPage,
} from '@alu/common/contracts';
import { NotFoundError } from '../../platform/errors/domainErrors';

/** The `data` field of a multipart body, parsed as a JSON object. */
function dataField(req: Request): JsonObject {
  const body = (req.body ?? {}) as Record<string, unknown>;
  const data = parseJsonField(Object.hasOwn(body, 'data') ? body.data : undefined, 'data');
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new ValidationError('data', 'data must be a JSON object');
  }
  return data as JsonObject;
}

/** `imagesToBeDeleted`: a JSON list of file names, each one of the item's images. */
function imagesToBeDeleted(req: Request, item: NewsDocument): string[] {
  const body = (req.body ?? {}) as Record<string, unknown>;
  if (!Object.hasOwn(body, 'imagesToBeDeleted')) return [];
  const list = parseJsonField(body.imagesToBeDeleted, 'imagesToBeDeleted');
  const own = new Set([item.cover, ...(item.gallery ?? [])]);
  if (
    !Array.isArray(list) ||
    !list.every((name): name is string => typeof name === 'string' && own.has(name))
  ) {
    throw new ValidationError(
      'imagesToBeDeleted',
      "imagesToBeDeleted must be a JSON list of the item's own image names",
    );
  }
  return [...new Set(list)];
}

/** A named path parameter as one string (Express types a wildcard's as a list). */
function pathParam(req: Request, name: string): string | undefined {
  const value = req.params[name];
  return typeof value === 'string' ? value : undefined;
}

/** The filters of the administrators' list, checked. */
function adminFilter(query: unknown): NewsAdminFilter {
  const state = queryValue(query, 'state') || undefined;
  const kind = queryValue(query, 'kind') || undefined;
  const missing = queryValue(query, 'missing') || undefined;
  const q = queryValue(query, 'q') || undefined;
  if (state !== undefined && !isPublicationState(state)) {
    throw new ValidationError('state', 'state must be draft, scheduled, published or unpublished');
  }
  if (kind !== undefined && kind !== 'news' && kind !== 'media') {
    throw new ValidationError('kind', 'kind must be news or media');
  }
  if (missing !== undefined && !(LANGUAGES as readonly string[]).includes(missing)) {
    throw new ValidationError('missing', 'missing must be bg, en, de or it');
  }
  if (q !== undefined && q.length > 200) {
    throw new ValidationError('q', 'q must be at most 200 characters long');
  }
  return {
    ...(state && { state }),
    ...(kind && { kind }),
    ...(missing && { missing: missing as Language }),
    ...(q && { q }),
  };
}

/** What every successful write does besides its body: log, tell the site server, no caching. */
function answered(req: Request, res: Response, event: string, url: string): void {
  req.log.info({ url }, event);
  noteForAudit(res, { target: url });
  declareChanged(res, 'news');
  res.set('Cache-Control', 'no-store');
}

/** Slug checks per client IP: the form checks 300 ms after typing stops, far below this. */
export const VALIDATE_URL_LIMIT = { windowMs: 60_000, limit: 120 };

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
  router.post('/news/validate-url', validateUrlLimit, adminOnly, async (req, res) => {
    const url = bodyObject(req.body).url;
    if (typeof url !== 'string') throw new ValidationError('url', 'url must be a string');
    const valid = await publishing.slugAvailable(url);
    res.status(200).set('Cache-Control', 'no-store').json({ valid });
  });

  /** Every item, whatever its state: a page of the filtered list, newest first. */
  router.get('/admin/news', adminOnly, async (req, res) => {
    const filter = adminFilter(req.query);
    const limit = pageLimit(req.query, {
      fallback: NEWS_ADMIN_PAGE_SIZE.default,
      max: NEWS_ADMIN_PAGE_SIZE.max,
    });
    const at = now();
    // One more than asked tells whether a next page exists.
    const docs = await repository.page(filter, at, pageCursor(req.query), limit + 1);
    const page: NewsAdminPage = pageOf(
      docs,
      limit,
      (doc) => doc.date,
      (doc) => toAdminNewsItem(doc, at),
    );
    res.status(200).set('Cache-Control', 'private, no-store').json(page);
  });

  /** One item by id, whatever its state (the preview reads it). */
  router.get('/admin/news/:id', adminOnly, async (req, res) => {
    const id = objectIdParam(req.params.id);
    const doc = id ? await repository.findById(id) : null;
    if (!doc) throw new NotFoundError('No such news item');
    res.status(200).set('Cache-Control', 'private, no-store').json(toAdminNewsItem(doc, now()));
  });
}

/** The writes: create, update (with the pictures, or the texts only), delete. */
function mountWrites({ router, publishing, adminOnly, audit, now }: NewsAdminRoutes): void {
  router.post(
    '/news',
    adminOnly,
    audit.audited('news.create'),
    ...parseNewsImages,
    async (req, res) => {
      const data = dataField(req);
      const url = parseSlug(data);
      // The original form also sent the slug in a `path` header; when present it must agree.
      const pathHeader = req.get('path');
      if (pathHeader !== undefined && pathHeader !== url) {
        throw new ValidationError('path', 'the path header must equal data.url');
      }
      const fields = parseNewsFields(data, now());
      const files = uploadedFiles(req.files);
      const created = await publishing.create(url, fields, files, res.locals.deadline);
      answered(req, res, 'news item created', created.url);
      if (created.state !== 'published') noteForAudit(res, { detail: created.state ?? '' });
      res.status(201).json(toNewsItem(created));
    },
  );

  router.post(
    '/news/update/:url',
    adminOnly,
    audit.audited('news.update'),
    ...parseNewsImages,
    async (req, res) => {
      const current = await publishing.itemAt(pathParam(req, 'url'));
      const fields = parseNewsFields(dataField(req), now());
      const removed = imagesToBeDeleted(req, current);
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
    '/news/updateTexts/:url',
    adminOnly,
    audit.audited('news.update'),
    ...parseNewsTexts,
    async (req, res) => {
      const current = await publishing.itemAt(pathParam(req, 'url'));
      const fields = parseNewsFields(dataField(req), now());
      const updated = await publishing.updateTexts(current, fields, res.locals.deadline);
      answered(req, res, 'news item texts updated', current.url);
      notePublication(res, current, updated, now());
      res.status(200).json(toNewsItem(updated));
    },
  );

  router.delete('/news/:id', adminOnly, audit.audited('news.delete'), async (req, res) => {
    const deleted = await publishing.delete(pathParam(req, 'id'));
    answered(req, res, 'news item deleted', deleted.url);
    res.status(204).end();
  });
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
  const validateUrlLimit = limiter({
    name: 'validate-url',
    ...VALIDATE_URL_LIMIT,
    message: 'Too many slug checks; try again later',
    logger,
    stores,
  });
  mountReads(routes, validateUrlLimit);
  mountWrites(routes);
  return routes.router;
}
