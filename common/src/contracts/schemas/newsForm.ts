// The `data` part of the administrators' news writes, as the admin's news form sends it: the
// form runs these schemas on its draft (what the API would refuse, field by field) and the API
// on what it receives.
import * as v from 'valibot';
import {
  LANGUAGES,
  NEWS_ALT_MAX_LENGTH,
  NEWS_GALLERY_MAX_FILES,
  NEWS_RESERVED_SLUGS,
  NEWS_RICH_TEXT_MAX_LENGTH,
  NEWS_SLUG_PATTERN,
  NEWS_TITLE_MAX_LENGTH,
  type Language,
} from '../news';
import { calendarDate, publicationInputSchema } from './dates';
import { jsonObject } from './fields';

const byLanguage = <T>(make: (language: Language) => T) =>
  Object.fromEntries(LANGUAGES.map((language) => [language, make(language)])) as Record<
    Language,
    T
  >;

/** A slug: lowercase letters, digits and hyphens, not one the API keeps for itself. */
export const newsSlugSchema = v.pipe(
  v.string(),
  v.regex(NEWS_SLUG_PATTERN, 'must be 1 to 200 lowercase letters, digits or hyphens'),
  v.notValues(NEWS_RESERVED_SLUGS, 'is reserved'),
);

const title = v.nullish(
  v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(NEWS_TITLE_MAX_LENGTH, `must be at most ${NEWS_TITLE_MAX_LENGTH} characters long`),
  ),
  '',
);
const richText = v.nullish(
  v.pipe(
    v.string(),
    v.maxLength(
      NEWS_RICH_TEXT_MAX_LENGTH,
      `must be at most ${NEWS_RICH_TEXT_MAX_LENGTH} characters long`,
    ),
  ),
  '',
);
const NO_TEXT = { title: '', contentOne: '', contentTwo: '' };

/** What an item says in one language (HTML of the two blocks, sanitised by the API). */
const newsTextsInput = v.nullish(
  jsonObject({ title, contentOne: richText, contentTwo: richText }),
  NO_TEXT,
);

const contentInput = v.pipe(
  jsonObject(byLanguage(() => newsTextsInput)),
  v.check(
    (content) => LANGUAGES.some((language) => content[language].title !== ''),
    'needs a title in at least one language',
  ),
);

const altText = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(NEWS_ALT_MAX_LENGTH, `must be at most ${NEWS_ALT_MAX_LENGTH} characters long`),
);

/**
 * What an image shows, by language (plain text). A text left blank means none (a transform
 * here would hide a too-long text's issue from the gallery's union: the API drops blanks).
 */
export const altTextsInputSchema = v.strictObject(byLanguage(() => v.optional(altText)));

const galleryEntry = v.union(
  [
    jsonObject({
      file: v.pipe(v.string(), v.maxLength(100)),
      upload: v.optional(v.never()),
      alt: v.optional(altTextsInputSchema, {}),
    }),
    jsonObject({
      upload: v.pipe(v.number(), v.integer(), v.minValue(0)),
      file: v.optional(v.never()),
      alt: v.optional(altTextsInputSchema, {}),
    }),
  ],
  "must name a stored file or an upload's index",
);

const newsFieldEntries = {
  content: contentInput,
  date: v.pipe(
    v.string(),
    v.maxLength(10, 'must be a real calendar date written DD-MM-YYYY'),
    calendarDate('must be a real calendar date written DD-MM-YYYY'),
  ),
  isMediaNews: v.pipe(
    v.union([v.picklist(['true', 'false']), v.boolean()], "must be 'true' or 'false'"),
    v.transform((value) => value === true || value === 'true'),
  ),
  publication: v.optional(publicationInputSchema),
  coverAlt: v.optional(altTextsInputSchema),
  gallery: v.optional(
    v.pipe(
      v.array(galleryEntry),
      v.maxLength(
        NEWS_GALLERY_MAX_FILES,
        `must be a list of at most ${NEWS_GALLERY_MAX_FILES} images`,
      ),
    ),
  ),
};

/** What the cover rule reads of a write. */
interface CoverTextsInput {
  readonly content: Readonly<Record<Language, { readonly title: string }>>;
  readonly coverAlt?: Readonly<Partial<Record<Language, string>>>;
}

/**
 * When a write sends the cover's texts, the cover needs one in every language the item has a
 * title in; each language without one is named (`coverAlt.bg`).
 */
const coverTextRule = <TInput extends CoverTextsInput>() =>
  v.rawCheck<TInput>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const { content, coverAlt } = dataset.value;
    if (coverAlt === undefined) return;
    for (const language of LANGUAGES) {
      if (content[language].title === '' || coverAlt[language]) continue;
      addIssue({
        message: 'is needed: the cover needs an alternative text in every language with a title',
        path: [
          {
            type: 'object',
            origin: 'value',
            input: dataset.value as never,
            key: 'coverAlt',
            value: coverAlt,
          },
          {
            type: 'object',
            origin: 'value',
            input: coverAlt as never,
            key: language,
            value: undefined,
          },
        ],
      });
    }
  });

const newsCreateData = jsonObject({ url: newsSlugSchema, ...newsFieldEntries });
export const newsCreateDataSchema = v.pipe(
  newsCreateData,
  coverTextRule<v.InferOutput<typeof newsCreateData>>(),
);

/** The `data` part of an update: the item's fields (its slug is the path's). */
const newsUpdateData = jsonObject(newsFieldEntries);
export const newsUpdateDataSchema = v.pipe(
  newsUpdateData,
  coverTextRule<v.InferOutput<typeof newsUpdateData>>(),
);
