// The `data` part of the news writes: `{ url, date, isMediaNews, content }`, the
// item as the admin form sends it. Every value is type-checked before use (an object such as
// `{ "$ne": "" }` never reaches a query); rich text is sanitised before it is stored.
import type { Language, NewsContent } from '@alu/common/contracts';
import { calendarDateValue, parseCalendarDate } from '../../platform/dates/calendarDate';
import { sanitizeRichText } from '../../platform/html/sanitizeHtml';
import { ValidationError } from '../../platform/errors/domainErrors';
import { optionalString, requiredString, type JsonObject } from '../../platform/validation/fields';
import { parsePublicationInput, type PublicationFields } from '../publication';
import {
  LANGUAGES,
  NEWS_ALT_MAX_LENGTH,
  NEWS_GALLERY_MAX_FILES,
  NEWS_RESERVED_SLUGS,
  NEWS_RICH_TEXT_MAX_LENGTH,
  NEWS_SLUG_PATTERN,
  NEWS_TITLE_MAX_LENGTH,
} from '@alu/common/contracts';

/** The fields of an item an administrator writes, validated and sanitised. */
export interface NewsFields {
  content: Record<Language, NewsContent>;
  date: Date;
  isMediaNews: boolean;
  /** The state asked for; absent when the write sends none. */
  publication?: PublicationFields;
  /** The cover's alternative texts; absent when the write sends none. */
  coverAlt?: AltTexts;
  /** The gallery in order with its texts; absent: kept images then uploads. */
  gallery?: GalleryEntry[];
}

export type AltTexts = Partial<Record<Language, string>>;

/** A gallery image of a write: a kept stored image or the n-th upload, with its texts. */
export type GalleryEntry = ({ file: string } | { upload: number }) & { alt: AltTexts };

/** Why a slug cannot be used, or undefined when it is well-formed and not reserved. */
export function slugProblem(slug: string): string | undefined {
  if (!NEWS_SLUG_PATTERN.test(slug)) {
    return 'url must be 1 to 200 lowercase letters, digits or hyphens';
  }
  if (NEWS_RESERVED_SLUGS.includes(slug)) return `url "${slug}" is reserved`;
  return undefined;
}

/** A well-formed, unreserved slug from `fields[field]`, or a ValidationError. */
export function parseSlug(fields: JsonObject, field = 'url'): string {
  const slug = requiredString(fields, field, { max: 200, trim: false });
  const problem = slugProblem(slug);
  if (problem !== undefined) throw new ValidationError(field, problem.replace(/^url/, field));
  return slug;
}

/** The JSON text of a multipart field, parsed; a ValidationError for anything else. */
export function parseJsonField(value: unknown, field: string): unknown {
  if (typeof value !== 'string') throw new ValidationError(field, `${field} must be JSON text`);
  try {
    return JSON.parse(value) as unknown;
  } catch {
    throw new ValidationError(field, `${field} is not valid JSON`);
  }
}

/** Runs `read`, naming a failing field under `prefix` (`title` → `content.it.title`). */
function within<T>(prefix: string, read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    throw new ValidationError(`${prefix}.${error.field}`, `${prefix}.${error.message}`);
  }
}

function parseContent(fields: JsonObject): Record<Language, NewsContent> {
  const raw = Object.hasOwn(fields, 'content') ? fields.content : undefined;
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw new ValidationError('content', 'content must be an object with bg, en, de and it');
  }
  const byLanguage = raw as JsonObject;
  const content = {} as Record<Language, NewsContent>;
  for (const language of LANGUAGES) {
    const entry = Object.hasOwn(byLanguage, language) ? byLanguage[language] : undefined;
    const field = `content.${language}`;
    if (entry === undefined || entry === null) {
      content[language] = { title: '', contentOne: '', contentTwo: '' };
      continue;
    }
    if (typeof entry !== 'object' || Array.isArray(entry)) {
      throw new ValidationError(field, `${field} must be an object`);
    }
    const texts = entry as JsonObject;
    const title = within(field, () => optionalString(texts, 'title', { max: 10_000 }).trim());
    if (title.length > NEWS_TITLE_MAX_LENGTH) {
      throw new ValidationError(
        `${field}.title`,
        `${field}.title must be at most ${NEWS_TITLE_MAX_LENGTH} characters long`,
      );
    }
    const richText = (name: 'contentOne' | 'contentTwo') =>
      sanitizeRichText(
        within(field, () => optionalString(texts, name, { max: NEWS_RICH_TEXT_MAX_LENGTH })),
      );
    content[language] = {
      title,
      contentOne: richText('contentOne'),
      contentTwo: richText('contentTwo'),
    };
  }
  if (LANGUAGES.every((language) => content[language].title === '')) {
    throw new ValidationError('content', 'at least one language needs a title');
  }
  return content;
}

function parseIsMediaNews(fields: JsonObject): boolean {
  const raw = Object.hasOwn(fields, 'isMediaNews') ? fields.isMediaNews : undefined;
  // The form's radio sends the strings; a JSON client may send the boolean.
  if (raw === 'true' || raw === true) return true;
  if (raw === 'false' || raw === false) return false;
  throw new ValidationError('isMediaNews', "isMediaNews must be 'true' or 'false'");
}

function parseDate(fields: JsonObject): Date {
  const value = requiredString(fields, 'date', { max: 10 });
  const iso = parseCalendarDate(value);
  if (iso === undefined) {
    throw new ValidationError('date', 'date must be a real calendar date written DD-MM-YYYY');
  }
  return calendarDateValue(iso);
}

/** The item's fields (not its slug); throws ValidationError naming the first field at fault. */
export function parseNewsFields(data: unknown, now: Date = new Date()): NewsFields {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new ValidationError('data', 'data must be a JSON object');
  }
  const fields = data as JsonObject;
  const content = parseContent(fields);
  return {
    content,
    date: parseDate(fields),
    isMediaNews: parseIsMediaNews(fields),
    ...optionalPublication(fields, now),
    ...optionalImageTexts(fields, content),
  };
}

function optionalPublication(fields: JsonObject, now: Date): { publication?: PublicationFields } {
  const raw = Object.hasOwn(fields, 'publication') ? fields.publication : undefined;
  const publication = parsePublicationInput(raw, now);
  return publication ? { publication } : {};
}

/** `{ bg?, en?, de?, it? }` of trimmed texts at most NEWS_ALT_MAX_LENGTH long. */
function parseAltTexts(value: unknown, field: string): AltTexts {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new ValidationError(field, `${field} must be an object of texts by language`);
  }
  const texts: AltTexts = {};
  for (const [language, text] of Object.entries(value as JsonObject)) {
    if (!(LANGUAGES as readonly string[]).includes(language)) {
      throw new ValidationError(field, `${field} has an unknown language "${language}"`);
    }
    if (typeof text !== 'string' || text.length > NEWS_ALT_MAX_LENGTH * 4) {
      throw new ValidationError(`${field}.${language}`, `${field}.${language} must be a string`);
    }
    const trimmed = text.trim();
    if (trimmed.length > NEWS_ALT_MAX_LENGTH) {
      throw new ValidationError(
        `${field}.${language}`,
        `${field}.${language} must be at most ${NEWS_ALT_MAX_LENGTH} characters long`,
      );
    }
    if (trimmed !== '') texts[language as Language] = trimmed;
  }
  return texts;
}

function parseGallery(value: unknown): GalleryEntry[] {
  if (!Array.isArray(value) || value.length > NEWS_GALLERY_MAX_FILES) {
    throw new ValidationError(
      'gallery',
      `gallery must be a list of at most ${NEWS_GALLERY_MAX_FILES} images`,
    );
  }
  return value.map((entry: unknown, index) => {
    const field = `gallery.${index}`;
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
      throw new ValidationError(field, `${field} must be an object`);
    }
    const { file, upload, alt } = entry as JsonObject;
    const texts = alt === undefined ? {} : parseAltTexts(alt, `${field}.alt`);
    if (typeof file === 'string' && upload === undefined && file.length <= 100) {
      return { file, alt: texts };
    }
    if (file === undefined && Number.isInteger(upload) && (upload as number) >= 0) {
      return { upload: upload as number, alt: texts };
    }
    throw new ValidationError(field, `${field} must name a stored file or an upload's index`);
  });
}

/** The cover's texts (one per language with a title) and the gallery, when the write sends them. */
function optionalImageTexts(
  fields: JsonObject,
  content: Record<Language, NewsContent>,
): { coverAlt?: AltTexts; gallery?: GalleryEntry[] } {
  const result: { coverAlt?: AltTexts; gallery?: GalleryEntry[] } = {};
  if (Object.hasOwn(fields, 'coverAlt')) {
    const coverAlt = parseAltTexts(fields.coverAlt, 'coverAlt');
    const missing = LANGUAGES.find(
      (language) => content[language].title !== '' && !coverAlt[language],
    );
    if (missing) {
      throw new ValidationError(
        `coverAlt.${missing}`,
        `coverAlt.${missing}: the cover needs an alternative text in every language with a title`,
      );
    }
    result.coverAlt = coverAlt;
  }
  if (Object.hasOwn(fields, 'gallery')) result.gallery = parseGallery(fields.gallery);
  return result;
}
