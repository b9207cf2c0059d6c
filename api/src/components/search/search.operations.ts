// The site search's operation over the API's content (news, media mentions, vacancies).
import { searchAnswerSchema, searchQuerySchema } from '@alu/common/contracts/schemas';
import { defineOperation } from '../../platform/http/operation';
import { INVALID, json, SERVER_ERRORS } from '../../platform/http/answers';

export const searchContent = defineOperation({
  id: 'searchContent',
  method: 'get',
  path: '/api/search',
  tag: 'search',
  summary: 'Finds news, media mentions, vacancies and documents matching the words, by kind',
  description:
    'Each group is paged on its own: `limit`, and `kind` with `cursor` for the next page.',
  auth: 'none',
  query: searchQuerySchema,
  responses: {
    200: json('The matches by kind.', searchAnswerSchema),
    400: INVALID,
    ...SERVER_ERRORS,
  },
});

export const SEARCH_OPERATIONS = [searchContent] as const;
