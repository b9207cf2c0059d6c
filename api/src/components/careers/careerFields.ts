// A vacancy's fields as the API stores them: the body, parsed by its schema (careerInputSchema
// in @alu/common/contracts/schemas), with its rich text sanitised, its dates as stored Dates
// and its schedule checked against the API's clock.
import type * as v from 'valibot';
import type { careerInputSchema } from '@alu/common/contracts/schemas';
import type { CareerText, CareerTranslationLanguage } from '@alu/common/contracts';
import { calendarDateValue } from '../../platform/dates/calendarDate';
import { sanitizeRichText } from '../../platform/html/sanitizeHtml';
import { publicationFields } from '../publication';
import type { CareerFields } from './careerDocument';

type CareerInput = v.InferOutput<typeof careerInputSchema>;

function sanitized<T extends Omit<CareerText, 'title'>>(text: T): T {
  return {
    ...text,
    responsibilities: sanitizeRichText(text.responsibilities),
    requirements: sanitizeRichText(text.requirements),
    additional: sanitizeRichText(text.additional),
  };
}

/** The stored fields of a parsed write at `now` (a schedule must lie after it). */
export function toCareerFields(input: CareerInput, now: Date): CareerFields {
  const { title, responsibilities, requirements, additional } = sanitized(input);
  const translations = input.translations
    ? (Object.fromEntries(
        Object.entries(input.translations).map(([language, text]) => [language, sanitized(text)]),
      ) as Partial<Record<CareerTranslationLanguage, CareerText>>)
    : undefined;
  const publication = publicationFields(input.publication, now);
  return {
    title,
    startDate: calendarDateValue(input.startDate),
    endDate: calendarDateValue(input.endDate),
    responsibilities,
    requirements,
    additional,
    ...(translations && { translations }),
    ...(publication && { publication }),
  };
}
