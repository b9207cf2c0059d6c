// A vacancy as the admin's vacancy form sends it (`POST /careers`, `/careers/update/:id`): the
// form runs this schema on its draft and the API on what it receives.
import * as v from 'valibot';
import {
  CAREER_RICH_TEXT_MAX_LENGTH,
  CAREER_TITLE_MAX_LENGTH,
  CAREER_TRANSLATION_LANGUAGES,
  type CareerTranslationLanguage,
} from '../careers';
import { hasVisibleText } from '../richText';
import { calendarDate, publicationInputSchema } from './dates';
import { jsonObject, optionalText, requiredText } from './fields';

const DATE_RULE = 'must be a real calendar date written DD-MM-YYYY or YYYY-MM-DD';
const richText = optionalText(CAREER_RICH_TEXT_MAX_LENGTH);

/** Another language's text: a title once anything is written, or nothing at all. */
const translationInput = v.pipe(
  jsonObject({
    title: v.nullish(
      v.pipe(
        v.string(),
        v.trim(),
        v.maxLength(
          CAREER_TITLE_MAX_LENGTH,
          `must be at most ${CAREER_TITLE_MAX_LENGTH} characters long`,
        ),
      ),
      '',
    ),
    responsibilities: richText,
    requirements: richText,
    additional: richText,
  }),
  v.forward(
    v.partialCheck(
      [['title'], ['responsibilities'], ['requirements'], ['additional']],
      (text) =>
        text.title !== '' ||
        ![text.responsibilities, text.requirements, text.additional].some(hasVisibleText),
      'is required when the text of that language is written',
    ),
    ['title'],
  ),
);

const byTranslation = <T>(make: () => T) =>
  Object.fromEntries(CAREER_TRANSLATION_LANGUAGES.map((language) => [language, make()])) as Record<
    CareerTranslationLanguage,
    T
  >;

/**
 * `{ bg?, en?, de? }`; a language left blank is dropped. Absent or null: an update keeps the
 * stored ones.
 */
const translationsInput = v.nullish(
  v.pipe(
    jsonObject(byTranslation(() => v.nullish(translationInput))),
    v.transform(
      (byLanguage) =>
        Object.fromEntries(
          Object.entries(byLanguage).filter(
            ([, text]) => text !== null && text !== undefined && text.title !== '',
          ),
        ) as Partial<Record<CareerTranslationLanguage, v.InferOutput<typeof translationInput>>>,
    ),
  ),
);

/**
 * A vacancy as the admin form sends it (`POST /careers`, `/careers/update/:id`): the text
 * fields are the Italian version; unknown keys are ignored.
 */
export const careerInputSchema = v.pipe(
  jsonObject({
    title: requiredText(
      CAREER_TITLE_MAX_LENGTH,
      `must be 1 to ${CAREER_TITLE_MAX_LENGTH} characters long`,
    ),
    startDate: v.pipe(v.string(), v.maxLength(100, DATE_RULE), calendarDate(DATE_RULE)),
    endDate: v.pipe(v.string(), v.maxLength(100, DATE_RULE), calendarDate(DATE_RULE)),
    responsibilities: richText,
    requirements: richText,
    additional: richText,
    translations: translationsInput,
    publication: v.optional(publicationInputSchema),
  }),
  v.forward(
    v.partialCheck(
      [['startDate'], ['endDate']],
      (dates) => dates.endDate >= dates.startDate,
      'must not be before startDate',
    ),
    ['endDate'],
  ),
);
