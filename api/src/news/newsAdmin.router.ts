// Writing news, administrators only: create, update with images, update texts,
// check a slug, delete. Images are checked by their bytes and stored in GridFS under
// generated names; a refused or failed request leaves no file behind, and files an item no
// longer uses are deleted.
import { Router, type Request, type Response } from 'express';
import { ObjectId } from 'mongodb';
import type { AdminAuth } from '../admin/adminAuth';
import { requireAdmin } from '../admin/requireAdmin';
import { isDuplicateKeyError } from '../db/errors';
import { declareChanged } from '../http/contentChanges';
import { throwIfPastDeadline } from '../http/deadline';
import { HttpError, sendError } from '../http/errors';
import { limiter, type RateLimitStoreFactory } from '../http/rateLimit';
import {
  bodyObject,
  ValidationError,
  validationErrorHandler,
  type JsonObject,
} from '../http/validation';
import type { Logger } from '../logging/logger';
import type { ImageStorage } from '../uploads/imageStorage';
import { NEWS_GALLERY_MAX_FILES } from '@alu/common/contracts';
import type { NewsDocument } from './newsDocument';
import {
  checkImages,
  deleteImages,
  parseNewsImages,
  parseNewsTexts,
  storeImages,
  uploadedFiles,
} from './newsImages';
import type { NewsAnswers } from './newsAnswers';
import { parseJsonField, parseNewsFields, parseSlug, slugProblem } from './newsInput';
import type { NewsRepository } from './newsRepository';
import { toNewsItem } from './newsSerializer';

const OBJECT_ID = /^[0-9a-f]{24}$/i;

const notFound = (res: Response) => sendError(res, 404, 'not_found', 'No such news item');
const slugTaken = () => new HttpError(409, 'conflict', 'A news item with this url already exists');

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

/** Slug checks per client IP: the form checks 300 ms after typing stops, far below this. */
export const VALIDATE_URL_LIMIT = { windowMs: 60_000, limit: 120 };

export function newsAdminRouter(
  repository: NewsRepository,
  storage: ImageStorage,
  auth: AdminAuth,
  logger: Logger,
  { answers, stores }: { answers: NewsAnswers; stores?: RateLimitStoreFactory | undefined },
): Router {
  const router = Router();
  const adminOnly = requireAdmin(auth);
  const validateUrlLimit = limiter({
    name: 'validate-url',
    ...VALIDATE_URL_LIMIT,
    message: 'Too many slug checks; try again later',
    logger,
    stores,
  });

  /** The item a path's slug names, or undefined after answering 404. */
  async function itemAt(req: Request, res: Response): Promise<NewsDocument | undefined> {
    const url = req.params.url;
    const item =
      typeof url === 'string' && slugProblem(url) === undefined
        ? await repository.findByUrl(url)
        : null;
    if (!item) notFound(res);
    return item ?? undefined;
  }

  /** `{ url }` → `{ valid }`: well-formed, not reserved and not yet used. */
  router.post('/news/validate-url', validateUrlLimit, adminOnly, async (req, res) => {
    const url = bodyObject(req.body).url;
    if (typeof url !== 'string') throw new ValidationError('url', 'url must be a string');
    const valid = slugProblem(url) === undefined && !(await repository.urlTaken(url));
    res.status(200).set('Cache-Control', 'no-store').json({ valid });
  });

  router.post('/news', adminOnly, ...parseNewsImages, async (req, res) => {
    const data = dataField(req);
    const url = parseSlug(data);
    // The original form also sent the slug in a `path` header; when present it must agree.
    const pathHeader = req.get('path');
    if (pathHeader !== undefined && pathHeader !== url) {
      throw new ValidationError('path', 'the path header must equal data.url');
    }
    const fields = parseNewsFields(data);
    const files = uploadedFiles(req.files);
    if (files.cover.length !== 1) {
      throw new ValidationError('cover', 'exactly one cover image is required');
    }
    const images = await checkImages(files);
    // Cheap early answer; the unique index decides races (below).
    if (await repository.urlTaken(url)) throw slugTaken();

    const [cover = '', ...gallery] = await storeImages(storage, images, logger);
    let created: NewsDocument;
    try {
      throwIfPastDeadline(res);
      created = await repository.insert({ url, ...fields, cover, gallery });
    } catch (error) {
      await deleteImages(storage, [cover, ...gallery], logger);
      throw isDuplicateKeyError(error) ? slugTaken() : error;
    }
    answers.invalidate();
    req.log.info({ url }, 'news item created');
    declareChanged(res, 'news');
    res.status(201).set('Cache-Control', 'no-store').json(toNewsItem(created));
  });

  router.post('/news/update/:url', adminOnly, ...parseNewsImages, async (req, res) => {
    const current = await itemAt(req, res);
    if (!current) return;
    const fields = parseNewsFields(dataField(req));
    const removed = imagesToBeDeleted(req, current);
    const files = uploadedFiles(req.files);
    const images = await checkImages(files);

    const keptGallery = (current.gallery ?? []).filter((name) => !removed.includes(name));
    const coverKept = current.cover !== undefined && !removed.includes(current.cover);
    if (files.cover.length === 0 && !coverKept) {
      throw new ValidationError('cover', 'the item needs a cover image');
    }
    if (keptGallery.length + files.gallery.length > NEWS_GALLERY_MAX_FILES) {
      throw new ValidationError(
        'gallery',
        `gallery takes at most ${NEWS_GALLERY_MAX_FILES} images`,
      );
    }

    const stored = await storeImages(storage, images, logger);
    const newCover = files.cover.length === 1 ? stored[0] : undefined;
    const newGallery = stored.slice(files.cover.length);
    const cover = newCover ?? current.cover ?? '';
    let updated: NewsDocument | null;
    try {
      throwIfPastDeadline(res);
      updated = await repository.update(current, {
        ...fields,
        cover,
        gallery: [...keptGallery, ...newGallery],
      });
    } catch (error) {
      await deleteImages(storage, stored, logger);
      throw error;
    }
    if (!updated) {
      await deleteImages(storage, stored, logger);
      throw new HttpError(409, 'conflict', 'The news item was changed meanwhile; reload it');
    }
    // A replaced cover goes too, even if the form did not list it.
    const unused = [...new Set([...removed, ...(newCover ? [current.cover ?? ''] : [])])].filter(
      (name) => name !== '' && name !== updated.cover && !updated.gallery?.includes(name),
    );
    answers.invalidate();
    await deleteImages(storage, unused, logger);
    req.log.info({ url: current.url }, 'news item updated');
    declareChanged(res, 'news');
    res.status(200).set('Cache-Control', 'no-store').json(toNewsItem(updated));
  });

  router.post('/news/updateTexts/:url', adminOnly, ...parseNewsTexts, async (req, res) => {
    const current = await itemAt(req, res);
    if (!current) return;
    const fields = parseNewsFields(dataField(req));
    throwIfPastDeadline(res);
    const updated = await repository.update(current, fields);
    if (!updated) {
      throw new HttpError(409, 'conflict', 'The news item was changed meanwhile; reload it');
    }
    answers.invalidate();
    req.log.info({ url: current.url }, 'news item texts updated');
    declareChanged(res, 'news');
    res.status(200).set('Cache-Control', 'no-store').json(toNewsItem(updated));
  });

  router.delete('/news/:id', adminOnly, async (req, res) => {
    const id = req.params.id;
    const deleted =
      typeof id === 'string' && OBJECT_ID.test(id)
        ? await repository.delete(new ObjectId(id))
        : null;
    if (!deleted) {
      notFound(res);
      return;
    }
    answers.invalidate();
    await deleteImages(
      storage,
      [deleted.cover ?? '', ...(deleted.gallery ?? [])].filter(Boolean),
      logger,
    );
    req.log.info({ url: deleted.url }, 'news item deleted');
    declareChanged(res, 'news');
    res.status(204).end();
  });

  router.use('/news', validationErrorHandler);
  return router;
}
