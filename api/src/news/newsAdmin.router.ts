// Writing news, administrators only: create, update with images, update texts, check a slug,
// delete. Each route parses the request, calls the workflow (NewsPublishing) and answers;
// what goes wrong is a domain error the API's one mapper answers.
import { Router, type Request, type Response } from 'express';
import type { AdminAuth } from '../admin/adminAuth';
import { requireAdmin } from '../admin/requireAdmin';
import { declareChanged } from '../http/contentChanges';
import { noteForAudit, type AuditTrail } from '../audit/auditTrail';
import { limiter, type RateLimitStoreFactory } from '../http/rateLimit';
import { ValidationError } from '../errors/domainErrors';
import { bodyObject, type JsonObject } from '../validation/fields';
import type { Logger } from '../logging/logger';
import type { FileStorage } from '../uploads/fileStorage';
import type { NewsDocument } from './newsDocument';
import { parseNewsImages, parseNewsTexts, uploadedFiles } from './newsImages';
import type { NewsAnswers } from './newsAnswers';
import { parseJsonField, parseNewsFields, parseSlug } from './newsInput';
import { NewsPublishing } from './newsPublishing';
import type { NewsRepository } from './newsRepository';
import { toNewsItem } from './newsSerializer';

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

/** What every successful write does besides its body: log, tell the site server, no caching. */
function answered(req: Request, res: Response, event: string, url: string): void {
  req.log.info({ url }, event);
  noteForAudit(res, { target: url });
  declareChanged(res, 'news');
  res.set('Cache-Control', 'no-store');
}

/** Slug checks per client IP: the form checks 300 ms after typing stops, far below this. */
export const VALIDATE_URL_LIMIT = { windowMs: 60_000, limit: 120 };

export function newsAdminRouter(
  repository: NewsRepository,
  storage: FileStorage,
  auth: AdminAuth,
  logger: Logger,
  {
    answers,
    stores,
    audit,
  }: { answers: NewsAnswers; stores?: RateLimitStoreFactory | undefined; audit: AuditTrail },
): Router {
  const router = Router();
  const publishing = new NewsPublishing(repository, storage, answers, logger);
  const adminOnly = requireAdmin(auth);
  const validateUrlLimit = limiter({
    name: 'validate-url',
    ...VALIDATE_URL_LIMIT,
    message: 'Too many slug checks; try again later',
    logger,
    stores,
  });

  /** `{ url }` → `{ valid }`: well-formed, not reserved and not yet used. */
  router.post('/news/validate-url', validateUrlLimit, adminOnly, async (req, res) => {
    const url = bodyObject(req.body).url;
    if (typeof url !== 'string') throw new ValidationError('url', 'url must be a string');
    const valid = await publishing.slugAvailable(url);
    res.status(200).set('Cache-Control', 'no-store').json({ valid });
  });

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
      const fields = parseNewsFields(data);
      const files = uploadedFiles(req.files);
      const created = await publishing.create(url, fields, files, res.locals.deadline);
      answered(req, res, 'news item created', created.url);
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
      const fields = parseNewsFields(dataField(req));
      const removed = imagesToBeDeleted(req, current);
      const files = uploadedFiles(req.files);
      const updated = await publishing.update(
        current,
        fields,
        { files, removed },
        res.locals.deadline,
      );
      answered(req, res, 'news item updated', current.url);
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
      const fields = parseNewsFields(dataField(req));
      const updated = await publishing.updateTexts(current, fields, res.locals.deadline);
      answered(req, res, 'news item texts updated', current.url);
      res.status(200).json(toNewsItem(updated));
    },
  );

  router.delete('/news/:id', adminOnly, audit.audited('news.delete'), async (req, res) => {
    const deleted = await publishing.delete(pathParam(req, 'id'));
    answered(req, res, 'news item deleted', deleted.url);
    res.status(204).end();
  });

  return router;
}
