// The documents API's operations: the public list and files, and the administrators' list,
// item, create (with the file), update, file replacement, withdrawal and earlier files.
import {
  adminDocumentPageSchema,
  adminDocumentSchema,
  documentAdminQuerySchema,
  documentCreateFieldsSchema,
  documentFileFieldsSchema,
  documentFileParamsSchema,
  documentThumbnailParamsSchema,
  documentInputSchema,
  documentPageQuerySchema,
  documentPageSchema,
  documentVersionParamsSchema,
} from '@alu/common/contracts/schemas';
import { DOCUMENT_THUMBNAIL_MAX_MB, DOCUMENT_THUMBNAIL_WIDTH } from '@alu/common/contracts';
import { defineOperation } from '../../platform/http/operation';
import {
  failure,
  idParamsOf,
  INVALID,
  json,
  SERVER_ERRORS,
  UNAUTHORIZED,
} from '../../platform/http/answers';

const tag = 'documents';
const idParams = idParamsOf('The document’s');
const NO_DOCUMENT = failure('No document has this id (`not_found`).');

const FILE = {
  file: {
    description:
      'The PDF: `%PDF-` at its start and `%%EOF` near its end, at most DOCUMENT_MAX_MB, ' +
      'without JavaScript, automatic actions, launch actions or embedded files.',
    required: true,
  },
} as const;

/** What an upload can be refused with besides its fields. */
const UPLOAD_ERRORS = {
  400: INVALID,
  401: UNAUTHORIZED,
  411: failure('The body does not declare its length (`length_required`).'),
  413: failure('The file is over DOCUMENT_MAX_MB (`document_too_large`).'),
  415: failure(
    'The body is not multipart/form-data (`unsupported_media_type`), or the file is not a PDF ' +
      'whatever its name or declared type says (`document_not_pdf`).',
  ),
  422: failure(
    'The PDF holds JavaScript, automatic or launch actions or embedded files ' +
      '(`document_active_content`), or parts that cannot be inspected (`document_uninspectable`).',
  ),
  ...SERVER_ERRORS,
} as const;

export const listDocuments = defineOperation({
  id: 'listDocuments',
  method: 'get',
  path: '/api/documents',
  tag,
  summary: 'Lists the published documents, newest first, a page at a time, by kind and year',
  auth: 'none',
  query: documentPageQuerySchema,
  responses: {
    200: json('One page of documents.', documentPageSchema),
    400: INVALID,
    ...SERVER_ERRORS,
  },
});

export const readDocumentFile = defineOperation({
  id: 'readDocumentFile',
  method: 'get',
  path: '/uploads/documents/:file',
  tag,
  summary: "Answers a published document's newest file, revalidated on every use",
  description:
    '`Cache-Control: no-cache` with an ETag per file version: a replaced file shows at once, ' +
    'an unchanged one costs a 304.',
  auth: 'none',
  params: documentFileParamsSchema,
  responses: {
    200: { description: 'The PDF.', contentType: 'application/pdf' },
    304: { description: 'The version the client holds is current.' },
    404: failure('No published document has this address (`not_found`).'),
    ...SERVER_ERRORS,
  },
});

export const readDocumentThumbnail = defineOperation({
  id: 'readDocumentThumbnail',
  method: 'get',
  path: '/uploads/documents/thumbnails/:file',
  tag,
  summary: "Answers a published document's thumbnail, revalidated on every use",
  description:
    `A WebP picture ${DOCUMENT_THUMBNAIL_WIDTH} pixels wide: the first page of the newest ` +
    "file, or an administrator's picture. `Cache-Control: no-cache` with an ETag per picture.",
  auth: 'none',
  params: documentThumbnailParamsSchema,
  responses: {
    200: { description: 'The picture.', contentType: 'image/webp' },
    304: { description: 'The picture the client holds is current.' },
    404: failure('No published document has this address, or it has no thumbnail (`not_found`).'),
    ...SERVER_ERRORS,
  },
});

export const readDocumentsSitemap = defineOperation({
  id: 'readDocumentsSitemap',
  method: 'get',
  path: '/uploads/documents/sitemap.xml',
  tag,
  summary: "A sitemap of every published document's file, for search engines",
  description:
    "Named in robots.txt beside the pages' sitemap. At this address it may list only files " +
    "under /uploads/documents/, which is what it lists; `lastmod` is the newest file's day.",
  auth: 'none',
  responses: {
    200: { description: 'The sitemap (XML).', contentType: 'application/xml' },
    ...SERVER_ERRORS,
  },
});

export const listAdminDocuments = defineOperation({
  id: 'listAdminDocuments',
  method: 'get',
  path: '/api/admin/documents',
  tag,
  summary: 'Lists every document whatever its state, filtered and searched, a page at a time',
  auth: 'admin',
  query: documentAdminQuerySchema,
  responses: {
    200: json('One page of documents.', adminDocumentPageSchema),
    400: INVALID,
    401: UNAUTHORIZED,
    ...SERVER_ERRORS,
  },
});

export const readAdminDocument = defineOperation({
  id: 'readAdminDocument',
  method: 'get',
  path: '/api/admin/documents/:id',
  tag,
  summary: 'Answers one document by id whatever its state, with every file it had',
  auth: 'admin',
  params: idParams,
  responses: {
    200: json('The document.', adminDocumentSchema),
    401: UNAUTHORIZED,
    404: NO_DOCUMENT,
    ...SERVER_ERRORS,
  },
});

export const readDocumentVersion = defineOperation({
  id: 'readDocumentVersion',
  method: 'get',
  path: '/api/admin/documents/:id/files/:version',
  tag,
  summary: 'Answers one file a document had, the current or an earlier one',
  auth: 'admin',
  params: documentVersionParamsSchema,
  responses: {
    200: { description: 'The PDF.', contentType: 'application/pdf' },
    401: UNAUTHORIZED,
    404: failure('No document has this id, or it had no such version (`not_found`).'),
    ...SERVER_ERRORS,
  },
});

export const readAdminDocumentThumbnail = defineOperation({
  id: 'readAdminDocumentThumbnail',
  method: 'get',
  path: '/api/admin/documents/:id/thumbnail',
  tag,
  summary: "Answers a document's thumbnail whatever its state",
  auth: 'admin',
  params: idParams,
  responses: {
    200: { description: 'The picture.', contentType: 'image/webp' },
    401: UNAUTHORIZED,
    404: failure('No document has this id, or it has no thumbnail (`not_found`).'),
    ...SERVER_ERRORS,
  },
});

export const createDocument = defineOperation({
  id: 'createDocument',
  method: 'post',
  path: '/api/admin/documents',
  tag,
  summary: 'Creates a document with its file (published at once unless asked otherwise)',
  auth: 'admin',
  body: { schema: documentCreateFieldsSchema, contentType: 'multipart/form-data', files: FILE },
  responses: {
    201: json('The document created.', adminDocumentSchema),
    ...UPLOAD_ERRORS,
    409: failure('The address is taken (`conflict`).'),
  },
});

export const updateDocument = defineOperation({
  id: 'updateDocument',
  method: 'put',
  path: '/api/admin/documents/:id',
  tag,
  summary: "Updates a document's fields and publication (its address and file stay)",
  auth: 'admin',
  params: idParams,
  body: { schema: documentInputSchema, contentType: 'application/json' },
  responses: {
    200: json('The document as saved.', adminDocumentSchema),
    400: INVALID,
    401: UNAUTHORIZED,
    404: NO_DOCUMENT,
    ...SERVER_ERRORS,
  },
});

export const replaceDocumentFile = defineOperation({
  id: 'replaceDocumentFile',
  method: 'post',
  path: '/api/admin/documents/:id/file',
  tag,
  summary: 'Replaces the file: the address serves the new one, the earlier ones are kept',
  auth: 'admin',
  params: idParams,
  body: { schema: documentFileFieldsSchema, contentType: 'multipart/form-data', files: FILE },
  responses: {
    200: json('The document with its new file.', adminDocumentSchema),
    ...UPLOAD_ERRORS,
    404: NO_DOCUMENT,
    409: failure('The file was replaced meanwhile (`conflict`).'),
  },
});

export const replaceDocumentThumbnail = defineOperation({
  id: 'replaceDocumentThumbnail',
  method: 'post',
  path: '/api/admin/documents/:id/thumbnail',
  tag,
  summary: "Replaces the thumbnail with an administrator's picture",
  description:
    `Stored as a WebP picture ${DOCUMENT_THUMBNAIL_WIDTH} pixels wide. Replacing the file ` +
    'later draws its first page again, in place of this picture.',
  auth: 'admin',
  params: idParams,
  body: {
    schema: documentFileFieldsSchema,
    contentType: 'multipart/form-data',
    files: {
      file: {
        description:
          `The picture: a JPEG, PNG or WebP by its bytes, at most ${DOCUMENT_THUMBNAIL_MAX_MB} ` +
          'MB, that decodes whole.',
        required: true,
      },
    },
  },
  responses: {
    200: json('The document with its new thumbnail.', adminDocumentSchema),
    400: failure(
      'No file, or a file that is not a JPEG, PNG or WebP picture (`validation_failed`, ' +
        'reason `not_image`).',
    ),
    401: UNAUTHORIZED,
    404: NO_DOCUMENT,
    411: failure('The body does not declare its length (`length_required`).'),
    413: failure(`The picture is over ${DOCUMENT_THUMBNAIL_MAX_MB} MB (\`thumbnail_too_large\`).`),
    415: failure('The body is not multipart/form-data (`unsupported_media_type`).'),
    ...SERVER_ERRORS,
  },
});

export const withdrawDocument = defineOperation({
  id: 'withdrawDocument',
  method: 'post',
  path: '/api/admin/documents/:id/withdraw',
  tag,
  summary: 'Takes a document off the site (state `unpublished`); its files are kept',
  auth: 'admin',
  params: idParams,
  responses: {
    200: json('The document withdrawn.', adminDocumentSchema),
    400: failure('A body was sent that is not valid JSON (`invalid_json`).'),
    401: UNAUTHORIZED,
    404: NO_DOCUMENT,
    ...SERVER_ERRORS,
  },
});

export const DOCUMENTS_OPERATIONS = [
  listDocuments,
  readDocumentsSitemap,
  readDocumentFile,
  readDocumentThumbnail,
  listAdminDocuments,
  readAdminDocument,
  readDocumentVersion,
  readAdminDocumentThumbnail,
  createDocument,
  updateDocument,
  replaceDocumentFile,
  replaceDocumentThumbnail,
  withdrawDocument,
] as const;
