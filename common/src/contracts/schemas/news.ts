// The news API's queries and answers, and its multipart writes around the `data` part (whose
// schema, shared with the admin's news form, is newsForm.ts).
import * as v from 'valibot';
import { LANGUAGES, NEWS_ADMIN_PAGE_SIZE, NEWS_PAGE_SIZE, type Language } from '../news';
import { PUBLICATION_STATES } from '../publication';
import {
  isoDateOrEmpty,
  objectId,
  pageLimit,
  pageOf,
  publicationSchema,
  queryChoice,
  queryText,
  timeCursor,
} from './lists';
import { jsonObject } from './fields';
import { newsCreateDataSchema, newsUpdateDataSchema } from './newsForm';

const byLanguage = <T>(make: (language: Language) => T) =>
  Object.fromEntries(LANGUAGES.map((language) => [language, make(language)])) as Record<
    Language,
    T
  >;

// ── Queries ───────────────────────────────────────────────────────────────────────────────

const NEWS_KINDS = ['news', 'media'] as const;

/** `GET /api/news`: with any of these, one page instead of the whole list. */
export const newsPageQuerySchema = v.object({
  kind: queryChoice(NEWS_KINDS, 'must be news or media'),
  limit: pageLimit(NEWS_PAGE_SIZE),
  cursor: timeCursor,
});

/** `GET /api/admin/news`: every item, filtered. */
export const newsAdminQuerySchema = v.object({
  state: queryChoice(PUBLICATION_STATES, 'must be draft, scheduled, published or unpublished'),
  kind: queryChoice(NEWS_KINDS, 'must be news or media'),
  missing: queryChoice(LANGUAGES, 'must be bg, en, de or it'),
  q: queryText(200),
  limit: pageLimit(NEWS_ADMIN_PAGE_SIZE),
  cursor: timeCursor,
});

// ── Answers ───────────────────────────────────────────────────────────────────────────────

export const newsContentSchema = v.object({
  title: v.string(),
  contentOne: v.pipe(v.string(), v.description('Sanitised HTML shown before the gallery.')),
  contentTwo: v.pipe(v.string(), v.description('Sanitised HTML shown after the gallery.')),
});

/** What an image shows, in the languages it was described in. */
export const altTextsSchema = v.object(byLanguage(() => v.optional(v.string())));

export const newsItemSchema = v.object({
  _id: objectId,
  url: v.pipe(v.string(), v.description('Slug: lowercase letters, digits and hyphens; unique.')),
  content: v.object(byLanguage(() => newsContentSchema)),
  date: v.pipe(isoDateOrEmpty, v.description('Calendar date of the item, `YYYY-MM-DD`.')),
  cover: v.pipe(v.string(), v.description('File name of the cover image under /uploads/news.')),
  gallery: v.pipe(
    v.array(v.string()),
    v.description('File names of the gallery images under /uploads/news.'),
  ),
  isMediaNews: v.pipe(
    v.boolean(),
    v.description('true for media mentions ("Cosa dicono di noi"), false for company news.'),
  ),
  alts: v.pipe(
    v.optional(v.record(v.string(), altTextsSchema)),
    v.description(
      'Alternative texts of the images by file name, per language; `{}` for items saved without them.',
    ),
  ),
});

export const newsPageSchema = pageOf(newsItemSchema);

export const adminNewsItemSchema = v.object({
  ...newsItemSchema.entries,
  publication: publicationSchema,
  updatedAt: v.pipe(
    v.nullable(v.string()),
    v.description('ISO 8601; null for sample content never saved by an administrator.'),
  ),
});

export const newsAdminPageSchema = pageOf(adminNewsItemSchema);

/** `POST /api/news/validate-url`: whether a slug can be used. */
export const newsSlugCheckSchema = jsonObject({ url: v.string() });
export const newsSlugVerdictSchema = v.object({
  valid: v.pipe(v.boolean(), v.description('Well-formed, not reserved and not taken.')),
});

// ── The multipart writes ──────────────────────────────────────────────────────────────────

const DATA = 'The item as JSON text (NewsInput); errors name its fields as their own (`url`).';

/** The `data` field: JSON text, parsed, then checked by `schema`. */
function jsonPart<TSchema extends v.GenericSchema>(schema: TSchema) {
  return v.pipe(
    v.string('must be JSON text'),
    v.description(DATA),
    v.parseJson(undefined, 'is not valid JSON'),
    v.check(
      (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
      'must be a JSON object',
    ),
    schema,
  );
}

/** `POST /api/news`: `data`, and the files `cover` (one image) and `gallery`. */
export const newsCreateFieldsSchema = v.object({
  data: jsonPart(newsCreateDataSchema),
});

/** `POST /api/news/update/:url`: besides the item, the stored images to delete. */
export const newsUpdateFieldsSchema = v.object({
  data: jsonPart(newsUpdateDataSchema),
  imagesToBeDeleted: v.optional(
    v.pipe(
      v.string("must be a JSON list of the item's own image names"),
      v.description("JSON list of file names of the item's images to delete."),
      v.parseJson(undefined, 'is not valid JSON'),
      v.array(v.string(), "must be a JSON list of the item's own image names"),
    ),
  ),
});

/** `POST /api/news/updateTexts/:url`: the item's texts, no file. */
export const newsTextsFieldsSchema = v.object({
  data: jsonPart(newsUpdateDataSchema),
});
