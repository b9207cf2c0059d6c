// The body of POST /careers and /careers/update/:id: `{ title, startDate, endDate,
// responsibilities, requirements, additional }`. Unknown keys are ignored; anything that is not
// a string where a string is expected is refused, so no object reaches a query.
import { calendarDateValue, parseCalendarDate } from '../dates/calendarDate';
import { sanitizeRichText } from '../html/sanitizeHtml';
import { ValidationError } from '../errors/domainErrors';
import { bodyObject, optionalString, requiredString, type JsonObject } from '../validation/fields';
import type { CareerFields } from './careerDocument';
import {
  CAREER_RICH_TEXT_FIELDS,
  CAREER_RICH_TEXT_MAX_LENGTH,
  CAREER_TITLE_MAX_LENGTH,
} from '@alu/common/contracts';

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
export function parseCareerInput(body: unknown): CareerFields {
  const fields = bodyObject(body);
  const title = requiredString(fields, 'title', { max: CAREER_TITLE_MAX_LENGTH });
  const startDate = requiredDate(fields, 'startDate');
  const endDate = requiredDate(fields, 'endDate');
  if (endDate < startDate) {
    throw new ValidationError('endDate', 'endDate must not be before startDate');
  }
  const [responsibilities, requirements, additional] = CAREER_RICH_TEXT_FIELDS.map((field) =>
    sanitizeRichText(optionalString(fields, field, { max: CAREER_RICH_TEXT_MAX_LENGTH })),
  ) as [string, string, string];
  return {
    title,
    startDate: calendarDateValue(startDate),
    endDate: calendarDateValue(endDate),
    responsibilities,
    requirements,
    additional,
  };
}
