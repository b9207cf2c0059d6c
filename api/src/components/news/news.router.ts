import { Router, type ErrorRequestHandler, type Request, type Response } from 'express';
import { isParamDecodeError } from '../../platform/http/errors';
import type { NewsAnswers, NewsRead } from './newsAnswers';
import { NEWS_SLUG_PATTERN, type NewsPage } from '@alu/common/contracts';
import { pageOf, toTimeCursor } from '../../platform/http/timeCursor';
import { inputOf, routePath, validate } from '../../platform/http/validate';
import { latestNews, listNews } from './news.operations';
import type { NewsRepository } from './newsRepository';
import { sendNewsAnswer } from './newsResponse';
import { toNewsItem } from './newsSerializer';

/** Any of these asks for a page instead of the whole array (the answer without them). */
const PAGE_PARAMETERS = ['kind', 'limit', 'cursor'];

/**
 * `/news/<slug>` with an optional trailing slash, the slug captured (the operation
 * `readArticle`, `/api/news/:url`). A regular expression instead of `/news/:url`: the router
 * then does no parameter parsing of its own, which cost a tenth of a cached article read when
 * the lists were read too (see docs/benchmarks.md); the pattern is the slug's own, so a path it
 * matches holds a valid slug and nothing is left to check. Any other path under /news is no
 * article.
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

  router.get(routePath(listNews), async (req, res, next) => {
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
  router.get(routePath(listNews), validate(listNews), async (req, res) => {
    const { kind, limit, cursor } = inputOf(res, listNews).query;
    const after = cursor ? `${cursor.at.getTime()}.${cursor.id}` : '';
    const key = `page:${kind ?? ''}:${limit}:${after}`;
    await answer(req, res, '/news', key, async () => {
      // One more than asked tells whether a next page exists.
      const docs = await repository.visiblePage(kind, now(), toTimeCursor(cursor), limit + 1);
      const page: NewsPage = pageOf(docs, limit, (doc) => doc.date, toNewsItem);
      return { status: 200, value: page };
    });
  });

  router.get(routePath(latestNews), async (req, res) => {
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
