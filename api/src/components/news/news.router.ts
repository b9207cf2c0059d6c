import { Router, type ErrorRequestHandler, type Request, type Response } from 'express';
import { isParamDecodeError } from '../../platform/http/errors';
import type { NewsAnswers, NewsRead } from './newsAnswers';
import { NEWS_PAGE_SIZE, NEWS_SLUG_PATTERN, type NewsPage } from '@alu/common/contracts';
import { ValidationError } from '../../platform/errors/domainErrors';
import { pageCursor, pageLimit, queryValue } from '../../platform/http/listQuery';
import { pageOf } from '../../platform/http/timeCursor';
import type { NewsRepository } from './newsRepository';
import { sendNewsAnswer } from './newsResponse';
import { toNewsItem } from './newsSerializer';

/** Any of these asks for a page instead of the specification's whole array. */
const PAGE_PARAMETERS = ['kind', 'limit', 'cursor'];

/**
 * `/news/<slug>` with an optional trailing slash, the slug captured. A regular expression
 * instead of `/news/:url`: the router then does no parameter parsing of its own, which cost a
 * tenth of a cached article read when the lists were read too (see docs/benchmarks.md). Any
 * other path under /news is no article.
 */
const ARTICLE_PATH = new RegExp(`^/news/(${NEWS_SLUG_PATTERN.source.replace(/^\^|\$$/g, '')})/?$`);

/** The original site's answer for an unknown article: 404 with an empty array. */
const NO_ARTICLE = { status: 404, value: [] };
const noArticle = (res: Response) => res.status(404).set('Cache-Control', 'no-cache').json([]);

/**
 * GET /news, /news/latest and /news/:url (the article as the first element of an array):
 * what visitors see (drafts and items still scheduled are not there), answered from `answers`
 * (a short in-process cache that news writes and the publication clock empty).
 */
export interface NewsRouterOptions {
  repository: NewsRepository;
  answers: NewsAnswers;
  /** The clock that decides what is published (tests fix it). */
  now?: (() => Date) | undefined;
}

export function newsRouter({
  repository,
  answers,
  now = () => new Date(),
}: NewsRouterOptions): Router {
  const router = Router();
  /**
   * Sends the answer of `key` (cached, or `read` now) and tells the cache this URL got it from
   * the route `template`.
   */
  const answer = async (
    req: Request,
    res: Response,
    template: string,
    key: string,
    read: NewsRead,
  ) => {
    const result = await answers.get(key, read);
    // The article route is a regular expression: the metrics get its template from here.
    const route = `${req.baseUrl}${template}`;
    res.locals.route = route;
    answers.answered(req.originalUrl, key, route);
    sendNewsAnswer(req, res, result);
  };

  router.get('/news', async (req, res, next) => {
    if (PAGE_PARAMETERS.some((name) => name in req.query)) {
      next();
      return;
    }
    await answer(req, res, '/news', 'all', async () => ({
      status: 200,
      value: (await repository.findVisible(now())).map(toNewsItem),
    }));
  });

  /** With `kind`, `limit` or `cursor`: one page of what visitors see, newest first. */
  router.get('/news', async (req, res) => {
    const kind = queryValue(req.query, 'kind') || undefined;
    if (kind !== undefined && kind !== 'news' && kind !== 'media') {
      throw new ValidationError('kind', 'kind must be news or media');
    }
    const limit = pageLimit(req.query, {
      fallback: NEWS_PAGE_SIZE.default,
      max: NEWS_PAGE_SIZE.max,
    });
    const cursor = pageCursor(req.query);
    const key = `page:${kind ?? ''}:${limit}:${queryValue(req.query, 'cursor') ?? ''}`;
    await answer(req, res, '/news', key, async () => {
      // One more than asked tells whether a next page exists.
      const docs = await repository.visiblePage(kind, now(), cursor, limit + 1);
      const page: NewsPage = pageOf(docs, limit, (doc) => doc.date, toNewsItem);
      return { status: 200, value: page };
    });
  });

  router.get('/news/latest', async (req, res) => {
    await answer(req, res, '/news/latest', 'latest', async () => ({
      status: 200,
      value: (await repository.findLatest(now())).map(toNewsItem),
    }));
  });

  router.get(ARTICLE_PATH, async (req, res) => {
    const url = String(req.params[0]);
    await answer(req, res, '/news/:url', `url:${url}`, async () => {
      const doc = await repository.findVisibleByUrl(url, now());
      return doc ? { status: 200, value: [toNewsItem(doc)] } : NO_ARTICLE;
    });
  });

  // Deeper paths and broken percent-encoding cannot name an article either.
  router.get('/news/*rest', (_req, res) => noArticle(res));
  const decodeErrorAsNoArticle: ErrorRequestHandler = (err, req, res, next) => {
    if ((req.method === 'GET' || req.method === 'HEAD') && isParamDecodeError(err)) noArticle(res);
    else next(err);
  };
  router.use('/news', decodeErrorAsNoArticle);

  return router;
}
