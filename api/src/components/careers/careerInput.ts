// The body of POST /careers and /careers/update/:id: `{ title, startDate, endDate,
// responsibilities, requirements, additional, translations? }` (the text fields are the Italian
// version; `translations` holds `{ bg?, en?, de? }`, each `{ title, responsibilities,
// requirements, additional }`). Unknown keys are ignored; anything that is not a string where a
// string is expected is refused, so no object reaches a query.
import { parsePublicationInput } from '../publication';
import { calendarDateValue, parseCalendarDate } from '../../platform/dates/calendarDate';
import { sanitizeRichText } from '../../platform/html/sanitizeHtml';
import { ValidationError } from '../../platform/errors/domainErrors';
import {
  bodyObject,
  optionalString,
  requiredString,
  type JsonObject,
} from '../../platform/validation/fields';
import type { CareerFields } from './careerDocument';
import {
  CAREER_RICH_TEXT_FIELDS,
  CAREER_RICH_TEXT_MAX_LENGTH,
  CAREER_TITLE_MAX_LENGTH,
  CAREER_TRANSLATION_LANGUAGES,
  hasVisibleText,
  type CareerText,
  type CareerTranslationLanguage,
} from '@alu/common/contracts';

function richTexts(fields: JsonObject, prefix = '') {
  const [responsibilities, requirements, additional] = CAREER_RICH_TEXT_FIELDS.map((field) => {
    try {
      return sanitizeRichText(optionalString(fields, field, { max: CAREER_RICH_TEXT_MAX_LENGTH }));
    } catch (error) {
      if (!(error instanceof ValidationError) || !prefix) throw error;
      throw new ValidationError(`${prefix}${field}`, `${prefix}${error.message}`);
    }
  }) as [string, string, string];
  return { responsibilities, requirements, additional };
}

/**
 * The other languages' texts, or undefined when the body has none (an update then keeps the
 * stored ones). A language left blank is dropped; one with text but no title is refused.
 */
function parseTranslations(
  fields: JsonObject,
): Partial<Record<CareerTranslationLanguage, CareerText>> | undefined {
  const raw = Object.hasOwn(fields, 'translations') ? fields.translations : undefined;
  if (raw === undefined || raw === null) return undefined;
  if (typeof raw !== 'object' || Array.isArray(raw)) {
    throw new ValidationError(
      'translations',
      'translations must be an object keyed by language (bg, en, de)',
    );
  }
  const byLanguage = raw as JsonObject;
  const translations: Partial<Record<CareerTranslationLanguage, CareerText>> = {};
  for (const language of CAREER_TRANSLATION_LANGUAGES) {
    const value = Object.hasOwn(byLanguage, language) ? byLanguage[language] : undefined;
    if (value === undefined || value === null) continue;
    const prefix = `translations.${language}.`;
    if (typeof value !== 'object' || Array.isArray(value)) {
      throw new ValidationError(
        `translations.${language}`,
        `translations.${language} must be an object`,
      );
    }
    const text = value as JsonObject;
    const rawTitle = Object.hasOwn(text, 'title') ? text.title : undefined;
    if (rawTitle !== undefined && rawTitle !== null && typeof rawTitle !== 'string') {
      throw new ValidationError(`${prefix}title`, `${prefix}title must be a string`);
    }
    const title = (rawTitle ?? '').trim();
    if (title.length > CAREER_TITLE_MAX_LENGTH) {
      throw new ValidationError(
        `${prefix}title`,
        `${prefix}title must be at most ${CAREER_TITLE_MAX_LENGTH} characters long`,
      );
    }
    const texts = richTexts(text, prefix);
    const written = Object.values(texts).some(hasVisibleText);
    if (title === '' && !written) continue;
    if (title === '') {
      throw new ValidationError(
        `${prefix}title`,
        `${prefix}title is required when the ${language} text is written`,
      );
    }
    translations[language] = { title, ...texts };
  }
  return translations;
}

/** A required date as the admin form writes it (DD-MM-YYYY) or ISO (YYYY-MM-DD). */
function requiredDate(fields: JsonObject, field: string): string {
  const value = requiredString(fields, field, { max: 100 });
  const iso = parseCalendarDate(value);
  if (iso === undefined) {
    throw new ValidationError(
      field,
      `${field} must be a real calendar date written DD-MM-YYYY or YYYY-MM-DD`,
    );
  }
  return iso;
}

/** Throws ValidationError naming the first field at fault. */
export function parseCareerInput(body: unknown, now: Date = new Date()): CareerFields {
  const fields = bodyObject(body);
  const title = requiredString(fields, 'title', { max: CAREER_TITLE_MAX_LENGTH });
  const startDate = requiredDate(fields, 'startDate');
  const endDate = requiredDate(fields, 'endDate');
  if (endDate < startDate) {
    throw new ValidationError('endDate', 'endDate must not be before startDate');
  }
  const translations = parseTranslations(fields);
  const publication = parsePublicationInput(
    Object.hasOwn(fields, 'publication') ? fields.publication : undefined,
    now,
  );
  return {
    title,
    startDate: calendarDateValue(startDate),
    endDate: calendarDateValue(endDate),
    ...richTexts(fields),
    ...(translations && { translations }),
    ...(publication && { publication }),
  };
}
