// GET /api/search: news, media mentions, vacancies and documents matching a query, grouped by
// kind, each group paginated (`limit`, and `kind` + `cursor` for the next page of one kind).
import { Router } from 'express';
import { SEARCH_KINDS, type SearchApiAnswer, type SearchApiResult } from '@alu/common/contracts';
import { inputOf, routePath, validate } from '../../platform/http/validate';
import type { ContentSearch } from './contentSearch';
import { searchContent } from './search.operations';

/** A cursor is the position of the next result, opaque to clients (read by the query schema). */
const encodeCursor = (offset: number) => Buffer.from(`o${offset}`).toString('base64url');

export interface SearchRouterOptions {
  search: ContentSearch;
}

export function searchRouter({ search }: SearchRouterOptions): Router {
  const router = Router();
  router.get(routePath(searchContent), validate(searchContent), async (_req, res) => {
    const asked = inputOf(res, searchContent).query;
    const request = { ...asked, query: asked.q, locale: asked.lang, offset: asked.cursor ?? 0 };
    const found = await search.find(request.query, request.locale);
    const kinds = request.kind ? [request.kind] : SEARCH_KINDS;
    const groups = kinds.flatMap((kind) => {
      const all = found.filter((entry: SearchApiResult) => entry.kind === kind);
      if (all.length === 0) return [];
      const end = request.offset + request.limit;
      return [
        {
          kind,
          count: all.length,
          results: all.slice(request.offset, end),
          nextCursor: end < all.length ? encodeCursor(end) : null,
        },
      ];
    });
    const answer: SearchApiAnswer = { query: request.query, groups };
    // Answers follow the content: a cache may keep one only briefly.
    res.set('Cache-Control', 'public, max-age=5').json(answer);
  });
  return router;
}
