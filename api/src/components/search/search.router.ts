// GET /api/search: news, media mentions and vacancies matching a query, grouped by kind, each
// group paginated (`limit`, and `kind` + `cursor` for the next page of one kind).
import { Router, type Request } from 'express';
import {
  isSearchKind,
  isSiteLocale,
  SEARCH_API_DEFAULT_LIMIT,
  SEARCH_API_MAX_LIMIT,
  SEARCH_KINDS,
  SEARCH_QUERY_MAX_LENGTH,
  type SearchApiAnswer,
  type SearchApiResult,
  type SearchKind,
  type SiteLocale,
} from '@alu/common/contracts';
import { ValidationError } from '../../platform/errors/domainErrors';
import type { ContentSearch } from './contentSearch';

interface SearchRequest {
  readonly query: string;
  readonly locale: SiteLocale;
  readonly kind: SearchKind | undefined;
  readonly limit: number;
  readonly offset: number;
}

const single = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : undefined;

/** A cursor is the position of the next result, opaque to clients. */
const encodeCursor = (offset: number) => Buffer.from(`o${offset}`).toString('base64url');

function decodeCursor(cursor: string): number {
  const match = /^o(\d{1,6})$/.exec(Buffer.from(cursor, 'base64url').toString());
  if (!match) throw new ValidationError('cursor', 'cursor is not one this API gave');
  return Number(match[1]);
}

function parseRequest(req: Request): SearchRequest {
  const query = single(req.query.q);
  if (query === undefined) throw new ValidationError('q', 'q (the words to search) is required');
  if (query.length > SEARCH_QUERY_MAX_LENGTH) {
    throw new ValidationError('q', `q is longer than ${SEARCH_QUERY_MAX_LENGTH} characters`);
  }
  const lang = single(req.query.lang) ?? 'it';
  if (!isSiteLocale(lang)) throw new ValidationError('lang', 'lang must be it, en or bg');
  const kind = single(req.query.kind);
  if (kind !== undefined && !isSearchKind(kind)) {
    throw new ValidationError('kind', `kind must be one of ${SEARCH_KINDS.join(', ')}`);
  }
  const limitText = single(req.query.limit);
  const limit = limitText === undefined ? SEARCH_API_DEFAULT_LIMIT : Number(limitText);
  if (!Number.isInteger(limit) || limit < 1 || limit > SEARCH_API_MAX_LIMIT) {
    throw new ValidationError(
      'limit',
      `limit must be a whole number from 1 to ${SEARCH_API_MAX_LIMIT}`,
    );
  }
  const cursor = single(req.query.cursor);
  if (cursor !== undefined && kind === undefined) {
    throw new ValidationError('cursor', 'cursor pages through one kind: give kind too');
  }
  return {
    query,
    locale: lang,
    kind,
    limit,
    offset: cursor === undefined ? 0 : decodeCursor(cursor),
  };
}

export interface SearchRouterOptions {
  search: ContentSearch;
}

export function searchRouter({ search }: SearchRouterOptions): Router {
  const router = Router();
  router.get('/search', async (req, res) => {
    const request = parseRequest(req);
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
