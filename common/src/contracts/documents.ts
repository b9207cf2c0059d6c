// Wire contract of the documents (the PDFs administrators publish: catalogues, certificates,
// reports, financial statements, meeting papers, presentations, policies). Pure types and
// constants: the API, the admin and the public pages import it.
import type * as v from 'valibot';
import type {
  adminDocumentPageSchema,
  adminDocumentSchema,
  documentFileVersionSchema,
  documentInputSchema,
  documentPageSchema,
  documentSchema,
  documentThumbnailSchema,
} from './schemas/documents';

export const DOCUMENT_KINDS = [
  'catalogue',
  'certificate',
  'report',
  'financial-statement',
  'meeting-paper',
  'presentation',
  'policy',
] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** The period a financial statement covers. */
export const DOCUMENT_PERIODS = ['annual', 'half-year', 'q1', 'q3'] as const;
export type DocumentPeriod = (typeof DOCUMENT_PERIODS)[number];

/** The languages a document's title is written in: Italian always, the others optional. */
export const DOCUMENT_LANGUAGES = ['it', 'en', 'bg'] as const;
export type DocumentLanguage = (typeof DOCUMENT_LANGUAGES)[number];
/** The languages a title may be missing in (the admin's "missing language" filter). */
export const DOCUMENT_OPTIONAL_LANGUAGES = ['en', 'bg'] as const;

/** A document's address: lowercase letters, digits and hyphens; fixed once created. */
export const DOCUMENT_SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,118}[a-z0-9])?$/;
export const DOCUMENT_TITLE_MAX_LENGTH = 300;

/** Where the files are served (the API, at the root like the news pictures). */
export const DOCUMENT_FILES_PATH = '/uploads/documents';

/** The public address of a document's newest file. */
export function documentFileUrl(slug: string): string {
  return `${DOCUMENT_FILES_PATH}/${slug}.pdf`;
}

/** Where the thumbnails are served: one per document, at an address derived from its own. */
export const DOCUMENT_THUMBNAILS_PATH = '/uploads/documents/thumbnails';

/** The public address of a document's thumbnail (WebP). */
export function documentThumbnailUrl(slug: string): string {
  return `${DOCUMENT_THUMBNAILS_PATH}/${slug}.webp`;
}

/**
 * A thumbnail's width in pixels, whatever made it: a download center's cover is about 190–240
 * CSS pixels wide, so this is sharp at 1× and readable at 2×, for a tenth of a 2× picture's
 * bytes (an A4 page is 280 × 396, 4–17 KB).
 */
export const DOCUMENT_THUMBNAIL_WIDTH = 280;
/** The largest image an administrator may upload as a thumbnail. */
export const DOCUMENT_THUMBNAIL_MAX_MB = 5;
/** The image types a thumbnail upload may be, by its bytes. */
export const DOCUMENT_THUMBNAIL_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** What made a thumbnail: the PDF's first page on the server, or an administrator's image. */
export const DOCUMENT_THUMBNAIL_SOURCES = ['first-page', 'upload'] as const;
export type DocumentThumbnailSource = (typeof DOCUMENT_THUMBNAIL_SOURCES)[number];

export const DOCUMENT_PAGE_SIZE = { default: 20, max: 100 } as const;
export const DOCUMENT_ADMIN_PAGE_SIZE = { default: 30, max: 50 } as const;

/** The default of DOCUMENT_MAX_MB: the largest file an administrator may upload. */
export const DOCUMENT_DEFAULT_MAX_MB = 20;

/**
 * The bytes a PDF starts with: the API refuses a file without them whatever its name or type
 * says, and the admin's form checks them before sending.
 */
export const PDF_SIGNATURE = '%PDF-';

export const DOCUMENTS_API = {
  /** `GET`: published documents, `?kind=&year=&limit=&cursor=`. */
  list: '/api/documents',
  /** `GET` (administrators): every document, filtered; `POST`: create (multipart). */
  admin: '/api/admin/documents',
} as const;

/** A document as visitors read it. */
export type PublicDocument = v.InferOutput<typeof documentSchema>;
export type DocumentPage = v.InferOutput<typeof documentPageSchema>;
/** A document as administrators read it: its state and every file it had. */
export type AdminDocument = v.InferOutput<typeof adminDocumentSchema>;
export type AdminDocumentPage = v.InferOutput<typeof adminDocumentPageSchema>;
export type DocumentFileVersion = v.InferOutput<typeof documentFileVersionSchema>;
export type DocumentThumbnail = v.InferOutput<typeof documentThumbnailSchema>;
/** The fields an administrator writes (the `data` part of a create, the body of an update). */
export type DocumentInput = v.InferInput<typeof documentInputSchema>;
