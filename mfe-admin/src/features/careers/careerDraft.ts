import {
  CAREER_TRANSLATION_LANGUAGES,
  type Career,
  type CareerInput,
  type CareerText,
  type Language,
} from '@alu/common';
import { careerInputSchema, fieldIssues, type FieldIssue } from '@alu/common/contracts/schemas';
import { toFormDate } from '@alu/common/dates/formDate';
import {
  publicationDraftOf,
  publicationProblem,
  toPublicationInput,
  type PublicationDraft,
} from '../../shared/publication/publicationDraft';
import { richTextFromHtml, richTextToHtml, type RichTextValue } from '../../shared/rich-text';

export const RICH_FIELDS = [
  { name: 'responsibilities', label: 'Отговорности' },
  { name: 'requirements', label: 'Изисквания' },
  { name: 'additional', label: 'Допълнителна информация' },
] as const;
type RichField = (typeof RICH_FIELDS)[number]['name'];

/** Italian first: every vacancy has it (the Italian site's text and every fallback). */
export const CAREER_FORM_LANGUAGES: readonly Language[] = ['it', ...CAREER_TRANSLATION_LANGUAGES];

/** What the form holds for one language. */
export interface CareerLanguageDraft {
  readonly title: string;
  readonly texts: Readonly<Record<RichField, RichTextValue>>;
}

export interface CareerDraft {
  readonly startDate: string;
  readonly endDate: string;
  readonly languages: Readonly<Record<Language, CareerLanguageDraft>>;
  readonly publication: PublicationDraft;
}

function languageDraft(text: CareerText | undefined): CareerLanguageDraft {
  return {
    title: text?.title ?? '',
    texts: {
      responsibilities: richTextFromHtml(text?.responsibilities ?? ''),
      requirements: richTextFromHtml(text?.requirements ?? ''),
      additional: richTextFromHtml(text?.additional ?? ''),
    },
  };
}

export function careerDraft(career?: Career): CareerDraft {
  return {
    startDate: career ? toFormDate(career.startDate) : '',
    endDate: career ? toFormDate(career.endDate) : '',
    languages: {
      it: languageDraft(career),
      bg: languageDraft(career?.translations?.bg),
      en: languageDraft(career?.translations?.en),
      de: languageDraft(career?.translations?.de),
    },
    publication: publicationDraftOf(career?.publication),
  };
}

/** The same draft with one language's fields changed. */
export function withLanguage(
  draft: CareerDraft,
  language: Language,
  change: Partial<CareerLanguageDraft>,
): CareerDraft {
  return {
    ...draft,
    languages: { ...draft.languages, [language]: { ...draft.languages[language], ...change } },
  };
}

const hasText = (language: CareerLanguageDraft) =>
  Object.values(language.texts).some((state) => state.getCurrentContent().hasText());

/** Whether a language has a title or some text (shown next to its button). */
export const isWritten = (language: CareerLanguageDraft) =>
  language.title.trim() !== '' || hasText(language);

/**
 * What the API would refuse of the draft: the vacancy it sends run through the API's own
 * schema (careerInputSchema), field by field (`title`, `endDate`, `translations.en.title`).
 */
export const careerIssues = (draft: CareerDraft): FieldIssue[] =>
  fieldIssues(careerInputSchema, toCareerInput(draft));

/** Languages with text but no title: the API would refuse them, so the form says so first. */
export function untitledLanguages(draft: CareerDraft): Language[] {
  const fields = new Set(careerIssues(draft).map((issue) => issue.field));
  return CAREER_FORM_LANGUAGES.filter((code) =>
    code === 'it'
      ? fields.has('title') && hasText(draft.languages.it)
      : fields.has(`translations.${code}.title`),
  );
}

/** Whether both dates are real and the last day comes before the first. */
export const endsBeforeStart = (draft: CareerDraft) =>
  careerIssues(draft).some((issue) => issue.field === 'endDate' && issue.type === 'partial_check');

/**
 * The button is enabled when the API would take the vacancy (the Italian title, two real
 * DD-MM-YYYY dates in order, no other language written without its title) and a schedule lies
 * in the future.
 */
export function canSubmitCareer(draft: CareerDraft): boolean {
  return careerIssues(draft).length === 0 && publicationProblem(draft.publication) === undefined;
}

function toCareerText(language: CareerLanguageDraft): CareerText {
  return {
    title: language.title.trim(),
    responsibilities: richTextToHtml(language.texts.responsibilities),
    requirements: richTextToHtml(language.texts.requirements),
    additional: richTextToHtml(language.texts.additional),
  };
}

/** Every language is sent: one left blank removes that language from the vacancy. */
export function toCareerInput(draft: CareerDraft): CareerInput {
  return {
    ...toCareerText(draft.languages.it),
    startDate: draft.startDate,
    endDate: draft.endDate,
    translations: Object.fromEntries(
      CAREER_TRANSLATION_LANGUAGES.map((code) => [code, toCareerText(draft.languages[code])]),
    ),
    publication: toPublicationInput(draft.publication),
  };
}
