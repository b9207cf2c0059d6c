// The news API's operations: the public reads, and the administrators' list, item and writes.
import * as v from 'valibot';
import {
  adminNewsItemSchema,
  newsAdminPageSchema,
  newsAdminQuerySchema,
  newsCreateFieldsSchema,
  newsItemSchema,
  newsPageQuerySchema,
  newsPageSchema,
  newsSlugCheckSchema,
  newsSlugSchema,
  newsSlugVerdictSchema,
  newsTextsFieldsSchema,
  newsUpdateFieldsSchema,
} from '@alu/common/contracts/schemas';
import { defineOperation } from '../../platform/http/operation';
import {
  failure,
  INVALID,
  json,
  SERVER_ERRORS,
  TOO_MANY,
  UNAUTHORIZED,
  idParamsOf,
} from '../../platform/http/answers';

const tag = 'news';
const NO_ARTICLE = {
  description: 'No visible article has this address: an empty list.',
  body: v.tuple([]),
};
const idParams = idParamsOf('The item’s');
const urlParams = v.object({ url: v.pipe(v.string(), v.description('The item’s slug.')) });

/** A read that carries a body goes the whole way, and its body is still parsed. */
const BODY_REFUSED = failure('A body was sent that is not valid JSON (`invalid_json`).');

const IMAGES = {
  cover: { description: 'The cover: one JPEG, PNG or GIF of at most 5 MB.', required: false },
  gallery: {
    description: 'Gallery images (at most 10 in all), JPEG, PNG or GIF.',
    required: false,
  },
} as const;

const WRITE_ERRORS = {
  400: INVALID,
  401: UNAUTHORIZED,
  411: failure('The body does not declare its length (`length_required`).'),
  413: failure('An image or the body is over its limit (`payload_too_large`).'),
  415: failure('The body is not multipart/form-data (`unsupported_media_type`).'),
  ...SERVER_ERRORS,
} as const;

export const listNews = defineOperation({
  id: 'listNews',
  method: 'get',
  path: '/api/news',
  tag,
  summary:
    'Lists what visitors see, newest first: every item, or one page with kind, limit or cursor',
  description:
    'Without parameters: every visible item as an array. With any of `kind`, `limit`, `cursor`: ' +
    'one page (`{ items, nextCursor }`).',
  auth: 'none',
  query: newsPageQuerySchema,
  responses: {
    200: json(
      'Every visible item (an array), or one page of them.',
      v.union([v.array(newsItemSchema), newsPageSchema]),
    ),
    400: INVALID,
    ...SERVER_ERRORS,
  },
});

export const latestNews = defineOperation({
  id: 'latestNews',
  method: 'get',
  path: '/api/news/latest',
  tag,
  summary: 'Answers the three newest company news items (not media mentions)',
  auth: 'none',
  responses: {
    200: json('The newest items.', v.array(newsItemSchema)),
    400: BODY_REFUSED,
    ...SERVER_ERRORS,
  },
});

export const readArticle = defineOperation({
  id: 'readArticle',
  method: 'get',
  path: '/api/news/:url',
  tag,
  summary: 'Answers one visible article, as the only element of an array',
  auth: 'none',
  params: v.object({ url: newsSlugSchema }),
  responses: {
    200: json('The article, as a one-element array.', v.tuple([newsItemSchema])),
    404: NO_ARTICLE,
    400: BODY_REFUSED,
    ...SERVER_ERRORS,
  },
});

export const checkNewsSlug = defineOperation({
  id: 'checkNewsSlug',
  method: 'post',
  path: '/api/news/validate-url',
  tag,
  summary: 'Tells whether a slug is well formed, not reserved and not taken',
  auth: 'admin',
  body: { schema: newsSlugCheckSchema, contentType: 'application/json' },
  responses: {
    200: json('The verdict.', newsSlugVerdictSchema),
    400: INVALID,
    401: UNAUTHORIZED,
    429: TOO_MANY,
    ...SERVER_ERRORS,
  },
});

export const listAdminNews = defineOperation({
  id: 'listAdminNews',
  method: 'get',
  path: '/api/admin/news',
  tag,
  summary: 'Lists every item whatever its state, filtered, a page at a time, newest first',
  auth: 'admin',
  query: newsAdminQuerySchema,
  responses: {
    200: json('One page of items.', newsAdminPageSchema),
    400: INVALID,
    401: UNAUTHORIZED,
    ...SERVER_ERRORS,
  },
});

export const readAdminNews = defineOperation({
  id: 'readAdminNews',
  method: 'get',
  path: '/api/admin/news/:id',
  tag,
  summary: 'Answers one item by id whatever its state (the preview reads it)',
  auth: 'admin',
  params: idParams,
  responses: {
    200: json('The item.', adminNewsItemSchema),
    401: UNAUTHORIZED,
    404: failure('No item has this id (`not_found`).'),
    ...SERVER_ERRORS,
  },
});

export const createNews = defineOperation({
  id: 'createNews',
  method: 'post',
  path: '/api/news',
  tag,
  summary: 'Creates an item with its cover and gallery (published at once unless asked otherwise)',
  description: 'An optional `path` header, when sent, must equal `data.url`.',
  auth: 'admin',
  body: { schema: newsCreateFieldsSchema, contentType: 'multipart/form-data', files: IMAGES },
  responses: {
    201: json('The item created.', newsItemSchema),
    ...WRITE_ERRORS,
    409: failure('The slug is taken (`conflict`).'),
  },
});

export const updateNews = defineOperation({
  id: 'updateNews',
  method: 'post',
  path: '/api/news/update/:url',
  tag,
  summary: 'Updates an item: its fields, new images, and stored images to delete',
  auth: 'admin',
  params: urlParams,
  body: { schema: newsUpdateFieldsSchema, contentType: 'multipart/form-data', files: IMAGES },
  responses: {
    200: json('The item as saved.', newsItemSchema),
    ...WRITE_ERRORS,
    404: failure('No item has this slug (`not_found`).'),
    409: failure('The item changed meanwhile (`conflict`).'),
  },
});

export const updateNewsTexts = defineOperation({
  id: 'updateNewsTexts',
  method: 'post',
  path: '/api/news/updateTexts/:url',
  tag,
  summary: "Updates an item's texts, publication and image texts, without sending files",
  auth: 'admin',
  params: urlParams,
  body: { schema: newsTextsFieldsSchema, contentType: 'multipart/form-data' },
  responses: {
    200: json('The item as saved.', newsItemSchema),
    ...WRITE_ERRORS,
    404: failure('No item has this slug (`not_found`).'),
    409: failure('The item changed meanwhile (`conflict`).'),
  },
});

export const deleteNews = defineOperation({
  id: 'deleteNews',
  method: 'delete',
  path: '/api/news/:id',
  tag,
  summary: 'Deletes an item and its images',
  auth: 'admin',
  params: idParams,
  responses: {
    204: { description: 'Deleted.' },
    401: UNAUTHORIZED,
    404: failure('No item has this id (`not_found`).'),
    ...SERVER_ERRORS,
  },
});

export const NEWS_OPERATIONS = [
  listNews,
  latestNews,
  readArticle,
  checkNewsSlug,
  listAdminNews,
  readAdminNews,
  createNews,
  updateNews,
  updateNewsTexts,
  deleteNews,
] as const;
