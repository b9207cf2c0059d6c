// `GET /api/search`: news, media mentions and vacancies matching a query, grouped by kind.
import * as v from 'valibot';
import { SITE_LOCALES } from '../locales';
import {
  SEARCH_API_DEFAULT_LIMIT,
  SEARCH_API_MAX_LIMIT,
  SEARCH_KINDS,
  SEARCH_QUERY_MAX_LENGTH,
} from '../search';
import { once } from './fields';
import { fromBase64Url, pageLimit } from './lists';

/** A cursor is the position of the next result (`o<offset>`, base64url), opaque to clients. */
export function decodeSearchCursor(cursor: string): number | undefined {
  const match = /^o(\d{1,6})$/.exec(fromBase64Url(cursor) ?? '');
  return match?.[1] === undefined ? undefined : Number(match[1]);
}

export const searchQuerySchema = v.pipe(
  v.object({
    q: v.pipe(
      once(),
      v.maxLength(SEARCH_QUERY_MAX_LENGTH, `is longer than ${SEARCH_QUERY_MAX_LENGTH} characters`),
      v.description('The words to search.'),
    ),
    lang: v.optional(v.picklist(SITE_LOCALES, 'must be it, en or bg'), 'it'),
    kind: v.optional(v.picklist(SEARCH_KINDS, `must be one of ${SEARCH_KINDS.join(', ')}`)),
    limit: pageLimit({ default: SEARCH_API_DEFAULT_LIMIT, max: SEARCH_API_MAX_LIMIT }),
    cursor: v.pipe(
      v.optional(
        v.pipe(
          once(),
          v.check((cursor) => decodeSearchCursor(cursor) !== undefined, 'is not one this API gave'),
          v.transform((cursor) => decodeSearchCursor(cursor) ?? 0),
        ),
      ),
      v.description('The next page of one kind (give `kind` too).'),
    ),
  }),
  v.forward(
    v.partialCheck(
      [['kind'], ['cursor']],
      (query) => query.cursor === undefined || query.kind !== undefined,
      'pages through one kind: give kind too',
    ),
    ['cursor'],
  ),
);

const searchResultSchema = v.object({
  key: v.string(),
  kind: v.optional(v.picklist(SEARCH_KINDS)),
  title: v.string(),
  detail: v.string(),
  image: v.optional(v.string()),
  href: v.pipe(v.string(), v.description('Site address to open when chosen.')),
  searchable: v.array(v.string()),
  terms: v.pipe(
    v.array(v.string()),
    v.description('Its words that matched (folded), to highlight.'),
  ),
});

export const searchAnswerSchema = v.object({
  query: v.string(),
  groups: v.array(
    v.object({
      kind: v.picklist(SEARCH_KINDS),
      count: v.pipe(v.number(), v.description("Every match of this kind, not only this page's.")),
      results: v.array(searchResultSchema),
      nextCursor: v.pipe(
        v.nullable(v.string()),
        v.description('Pass as `cursor` (with `kind`) for the next page; null on the last one.'),
      ),
    }),
  ),
});
