// The careers API's list query and vacancies as answered (a vacancy as the admin form sends
// it is careerForm.ts).
import * as v from 'valibot';
import {
  CAREER_TRANSLATION_LANGUAGES,
  CAREERS_PAGE_SIZE,
  type CareerTranslationLanguage,
} from '../careers';
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

const byTranslation = <T>(make: () => T) =>
  Object.fromEntries(CAREER_TRANSLATION_LANGUAGES.map((language) => [language, make()])) as Record<
    CareerTranslationLanguage,
    T
  >;

/** `GET /api/careers` for administrators: with any of these, one page of every vacancy. */
export const careersQuerySchema = v.object({
  q: queryText(),
  state: queryChoice(PUBLICATION_STATES, 'must be draft, scheduled, published or unpublished'),
  limit: pageLimit(CAREERS_PAGE_SIZE),
  cursor: timeCursor,
});

// ── Answers ───────────────────────────────────────────────────────────────────────────────

export const careerTextSchema = v.object({
  title: v.pipe(v.string(), v.description('Name of the position.')),
  responsibilities: v.pipe(v.string(), v.description('Sanitised HTML.')),
  requirements: v.pipe(v.string(), v.description('Sanitised HTML.')),
  additional: v.pipe(v.string(), v.description('Sanitised HTML ("additional information").')),
});

export const careerSchema = v.object({
  _id: objectId,
  ...careerTextSchema.entries,
  startDate: v.pipe(isoDateOrEmpty, v.description('First day the vacancy is published.')),
  endDate: v.pipe(isoDateOrEmpty, v.description('Last day the vacancy is published (inclusive).')),
  translations: v.pipe(
    v.optional(v.object(byTranslation(() => v.optional(careerTextSchema)))),
    v.description('The other languages written; always sent (`{}` when there are none).'),
  ),
  publication: v.pipe(
    v.optional(publicationSchema),
    v.description("Answered to administrators only: the vacancy's state."),
  ),
});

export const careerListSchema = v.array(careerSchema);
export const careersPageSchema = pageOf(careerSchema);
