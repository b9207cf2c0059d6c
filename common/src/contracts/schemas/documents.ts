// The documents API's queries, writes and answers. A document's kind decides which extra
// fields it has: a financial statement its year and period, a meeting paper its meeting's date.
import * as v from 'valibot';
import {
  DOCUMENT_ADMIN_PAGE_SIZE,
  DOCUMENT_KINDS,
  DOCUMENT_OPTIONAL_LANGUAGES,
  DOCUMENT_PAGE_SIZE,
  DOCUMENT_PERIODS,
  DOCUMENT_SLUG_PATTERN,
  DOCUMENT_THUMBNAIL_SOURCES,
  DOCUMENT_TITLE_MAX_LENGTH,
} from '../documents';
import { PUBLICATION_STATES } from '../publication';
import { calendarDate, publicationInputSchema } from './dates';
import { jsonObject, once, requiredText } from './fields';
import {
  isoDateOrEmpty,
  isoMoment,
  objectId,
  pageLimit,
  pageOf,
  publicationSchema,
  queryChoice,
  queryText,
  timeCursor,
} from './lists';

// ── Writes ────────────────────────────────────────────────────────────────────────────────

/** A document's address: fixed once created, so links in mails and search engines last. */
export const documentSlugSchema = v.pipe(
  v.string(),
  v.regex(
    DOCUMENT_SLUG_PATTERN,
    'must be 1 to 120 lowercase letters, digits or inner hyphens (the file is <slug>.pdf)',
  ),
);

const optionalTitle = v.optional(
  v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(
      DOCUMENT_TITLE_MAX_LENGTH,
      `must be at most ${DOCUMENT_TITLE_MAX_LENGTH} characters long`,
    ),
  ),
);

/** The title in each language: Italian required, English and Bulgarian optional. */
export const documentTitlesInputSchema = jsonObject({
  it: requiredText(DOCUMENT_TITLE_MAX_LENGTH),
  en: optionalTitle,
  bg: optionalTitle,
});

const YEAR = 'must be a year between 1990 and 2100';
const fiscalYear = v.pipe(
  v.number(YEAR),
  v.integer(YEAR),
  v.minValue(1990, YEAR),
  v.maxValue(2100, YEAR),
);
const DATE = 'must be a real calendar date written DD-MM-YYYY or YYYY-MM-DD';

const commonEntries = {
  titles: documentTitlesInputSchema,
  date: v.pipe(v.string(DATE), v.maxLength(10, DATE), calendarDate(DATE)),
  publication: v.optional(publicationInputSchema),
};

const OTHER_KINDS = DOCUMENT_KINDS.filter(
  (
    kind,
  ): kind is Exclude<(typeof DOCUMENT_KINDS)[number], 'financial-statement' | 'meeting-paper'> =>
    kind !== 'financial-statement' && kind !== 'meeting-paper',
);

/** The fields of each kind, plus `extra` (the slug of a create). */
function byKind<const TExtra extends v.ObjectEntries>(extra: TExtra) {
  return v.variant(
    'kind',
    [
      jsonObject({
        ...extra,
        ...commonEntries,
        kind: v.literal('financial-statement'),
        year: fiscalYear,
        period: v.picklist(DOCUMENT_PERIODS, 'must be annual, half-year, q1 or q3'),
      }),
      jsonObject({
        ...extra,
        ...commonEntries,
        kind: v.literal('meeting-paper'),
        meetingDate: v.pipe(v.string(DATE), v.maxLength(10, DATE), calendarDate(DATE)),
      }),
      jsonObject({ ...extra, ...commonEntries, kind: v.picklist(OTHER_KINDS) }),
    ],
    `must be one of ${DOCUMENT_KINDS.join(', ')}`,
  );
}

/** `PUT /api/admin/documents/:id`: every field but the address (JSON). */
export const documentInputSchema = byKind({});

/** The `data` part of a create: the fields and the address. */
export const documentCreateDataSchema = byKind({ slug: documentSlugSchema });

const DATA = 'The document as JSON text (DocumentInput with `slug`); errors name its fields.';

/** `POST /api/admin/documents`: `data` (JSON text) and the file in the part `file`. */
export const documentCreateFieldsSchema = v.object({
  data: v.pipe(
    v.string('must be JSON text'),
    v.description(DATA),
    v.parseJson(undefined, 'is not valid JSON'),
    v.check(
      (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
      'must be a JSON object',
    ),
    documentCreateDataSchema,
  ),
});

/** `POST /api/admin/documents/:id/file`: only the file (in the part `file`). */
export const documentFileFieldsSchema = v.object({});

// ── Queries ───────────────────────────────────────────────────────────────────────────────

const yearQuery = v.optional(
  v.pipe(
    once(),
    v.regex(/^(\d{4})?$/, 'must be a year of four digits'),
    v.transform((text) => (text === '' ? undefined : Number(text))),
  ),
);

/** `GET /api/documents`: the published documents, newest first. */
export const documentPageQuerySchema = v.object({
  kind: queryChoice(DOCUMENT_KINDS, `must be one of ${DOCUMENT_KINDS.join(', ')}`),
  year: yearQuery,
  limit: pageLimit(DOCUMENT_PAGE_SIZE),
  cursor: timeCursor,
});

/** `GET /api/admin/documents`: every document, filtered. */
export const documentAdminQuerySchema = v.object({
  kind: queryChoice(DOCUMENT_KINDS, `must be one of ${DOCUMENT_KINDS.join(', ')}`),
  year: yearQuery,
  state: queryChoice(PUBLICATION_STATES, 'must be draft, scheduled, published or unpublished'),
  missing: queryChoice(DOCUMENT_OPTIONAL_LANGUAGES, 'must be en or bg'),
  q: queryText(200),
  limit: pageLimit(DOCUMENT_ADMIN_PAGE_SIZE),
  cursor: timeCursor,
});

// ── Answers ───────────────────────────────────────────────────────────────────────────────

export const documentTitlesSchema = v.object({
  it: v.string(),
  en: v.optional(v.string()),
  bg: v.optional(v.string()),
});

export const documentSchema = v.object({
  _id: objectId,
  slug: v.pipe(v.string(), v.description('The address: the file is served at `url`.')),
  url: v.pipe(
    v.string(),
    v.description('Where the newest file is served: `/uploads/documents/<slug>.pdf`.'),
  ),
  titles: v.pipe(
    documentTitlesSchema,
    v.description('Italian always; a language missing here is shown in Italian.'),
  ),
  kind: v.picklist(DOCUMENT_KINDS),
  year: v.pipe(
    v.number(),
    v.description("A financial statement's fiscal year; otherwise the year of `date`."),
  ),
  period: v.pipe(
    v.nullable(v.picklist(DOCUMENT_PERIODS)),
    v.description("A financial statement's period; null for other kinds."),
  ),
  meetingDate: v.pipe(
    v.nullable(isoDateOrEmpty),
    v.description("A meeting paper's meeting, `YYYY-MM-DD`; null for other kinds."),
  ),
  date: v.pipe(isoDateOrEmpty, v.description('The document’s date, `YYYY-MM-DD`.')),
  size: v.pipe(v.number(), v.description('Bytes of the newest file.')),
  fileUpdatedAt: v.pipe(isoMoment, v.description('When the newest file was uploaded.')),
  thumbnailUrl: v.pipe(
    v.nullable(v.string()),
    v.description(
      'The first page as a WebP picture (`/uploads/documents/thumbnails/<slug>.webp`), or an ' +
        "administrator's image; null while the document has none.",
    ),
  ),
});

export const documentPageSchema = pageOf(documentSchema);

/** One file a document had (the newest is `current`). */
export const documentFileVersionSchema = v.object({
  version: v.pipe(v.number(), v.description('1 for the first file, then 2, 3…')),
  uploadedAt: isoMoment,
  size: v.pipe(v.number(), v.description('Bytes.')),
  current: v.pipe(v.boolean(), v.description('The one served at the address.')),
  url: v.pipe(
    v.string(),
    v.description('Where administrators read this version (token required).'),
  ),
});

/** A document's thumbnail as administrators read it. */
export const documentThumbnailSchema = v.object({
  source: v.pipe(
    v.picklist(DOCUMENT_THUMBNAIL_SOURCES),
    v.description("`first-page`: made from the PDF's first page; `upload`: an administrator's."),
  ),
  madeAt: isoMoment,
  size: v.pipe(v.number(), v.description('Bytes.')),
  url: v.pipe(
    v.string(),
    v.description('Where administrators read it, whatever the state (token required).'),
  ),
});

export const adminDocumentSchema = v.object({
  ...documentSchema.entries,
  publication: publicationSchema,
  files: v.pipe(
    v.array(documentFileVersionSchema),
    v.description('Every file the document had, newest first.'),
  ),
  thumbnail: v.pipe(
    v.nullable(documentThumbnailSchema),
    v.description('The thumbnail, whatever the state; null when the document has none.'),
  ),
  updatedAt: isoMoment,
});

export const adminDocumentPageSchema = pageOf(adminDocumentSchema);

export const documentFileParamsSchema = v.object({
  file: v.pipe(v.string(), v.description('`<slug>.pdf`.')),
});

export const documentThumbnailParamsSchema = v.object({
  file: v.pipe(v.string(), v.description('`<slug>.webp`.')),
});

export const documentVersionParamsSchema = v.object({
  id: v.pipe(v.string(), v.description('The document’s id (24 hexadecimal digits).')),
  version: v.pipe(v.string(), v.description('The version number (1, 2, …).')),
});
