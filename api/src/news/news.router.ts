import { Router, type ErrorRequestHandler, type Response } from 'express';
import type { NewsItem } from '@alu/common/contracts';
import { isParamDecodeError } from '../http/errors';
import { NEWS_SLUG_PATTERN } from './newsContract';
import type { NewsRepository } from './newsRepository';
import { toNewsItem } from './newsSerializer';

// Lists change whenever an item is published: caches must revalidate every time.
function sendNews(res: Response, status: number, items: NewsItem[]): void {
  res.status(status).set('Cache-Control', 'no-cache').json(items);
}

/** The original site's answer for an unknown article: 404 with an empty array. */
const noArticle = (res: Response) => sendNews(res, 404, []);

/** GET /news, /news/latest and /news/:url (the article as the first element of an array). */
export function newsRouter(repository: NewsRepository): Router {
  const router = Router();

  router.get('/news', async (_req, res) => {
    sendNews(res, 200, (await repository.findAll()).map(toNewsItem));
  });

  router.get('/news/latest', async (_req, res) => {
    sendNews(res, 200, (await repository.findLatest()).map(toNewsItem));
  });

  router.get('/news/:url', async (req, res) => {
    const { url } = req.params;
    if (!NEWS_SLUG_PATTERN.test(url)) {
      noArticle(res);
      return;
    }
    const doc = await repository.findByUrl(url);
    if (doc) sendNews(res, 200, [toNewsItem(doc)]);
    else noArticle(res);
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
