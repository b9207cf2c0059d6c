// The news form's state and rules as plain functions, so they are tested
// without rendering the form.
import {
  LANGUAGES,
  NEWS_ALT_MAX_LENGTH,
  NEWS_TITLE_MAX_LENGTH,
  PUBLIC_LANGUAGE,
  type Language,
  type AdminNewsItem,
  type NewsInput,
} from '@alu/common';
import { fieldIssues, newsUpdateDataSchema, type FieldIssue } from '@alu/common/contracts/schemas';
import { toFormDate } from '@alu/common/dates/formDate';
import {
  richTextFromHtml,
  richTextHasText,
  richTextToHtml,
  type RichTextValue,
} from '../../shared/rich-text';
import {
  coverAltOf,
  galleryEntries,
  keepRestorable,
  storedImage,
  type DraftImage,
} from './newsImages';
import {
  NEW_PUBLICATION,
  publicationDraftOf,
  publicationProblem,
  toPublicationInput,
  type PublicationDraft,
} from '../../shared/publication/publicationDraft';

export type SlugStatus = 'empty' | 'invalid' | 'checking' | 'free' | 'taken' | 'unchecked';

export interface NewsDraft {
  readonly url: string;
  readonly date: string;
  readonly isMediaNews: boolean;
  readonly titles: Readonly<Record<Language, string>>;
  readonly before: Readonly<Record<Language, RichTextValue>>;
  readonly after: Readonly<Record<Language, RichTextValue>>;
  /** The cover: the stored one, or a file just chosen; null once removed. */
  readonly cover: DraftImage | null;
  /** The gallery in the order the page will show it. */
  readonly gallery: readonly DraftImage[];
  /** Stored images to delete when saving. */
  readonly removed: readonly string[];
  readonly publication: PublicationDraft;
}

/** Languages in the order the switch shows them; English is selected first. */
export const FORM_LANGUAGES: readonly Language[] = ['bg', 'en', 'de', 'it'];
export const DEFAULT_LANGUAGE: Language = 'en';

const byLanguage = <T>(make: (language: Language) => T) =>
  Object.fromEntries(LANGUAGES.map((language) => [language, make(language)])) as Record<
    Language,
    T
  >;

export function emptyDraft(isMediaNews: boolean): NewsDraft {
  return {
    url: '',
    date: '',
    isMediaNews,
    titles: byLanguage(() => ''),
    before: byLanguage(() => richTextFromHtml('')),
    after: byLanguage(() => richTextFromHtml('')),
    cover: null,
    gallery: [],
    removed: [],
    publication: NEW_PUBLICATION,
  };
}

export function draftFromItem(item: AdminNewsItem): NewsDraft {
  return {
    url: item.url,
    date: toFormDate(item.date),
    isMediaNews: item.isMediaNews,
    titles: byLanguage((language) => item.content[language].title),
    before: byLanguage((language) => richTextFromHtml(item.content[language].contentOne)),
    after: byLanguage((language) => richTextFromHtml(item.content[language].contentTwo)),
    cover: item.cover ? storedImage(item.cover, item.alts?.[item.cover]) : null,
    gallery: item.gallery.map((name) => storedImage(name, item.alts?.[name])),
    removed: [],
    publication: publicationDraftOf(item.publication),
  };
}

/** What the slug field keeps of typed text: lowercase letters, digits and hyphens. */
export function filterSlug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9-]/g, '');
}

/** Characters left of a title's 70; negative when it is too long. */
export function remainingTitleCharacters(title: string): number {
  return NEWS_TITLE_MAX_LENGTH - title.length;
}

/**
 * A title written, but not the Italian one: the item would be saved and shown nowhere (every
 * public site falls back to Italian). The form says so; it does not refuse it.
 */
export const lacksPublicTitle = (draft: NewsDraft) =>
  hasTitle(draft) && draft.titles[PUBLIC_LANGUAGE].trim() === '';

export const hasTitle = (draft: NewsDraft) =>
  LANGUAGES.some((language) => draft.titles[language].trim() !== '');

/**
 * The languages the item is complete in: a title and the text before the gallery (the same
 * rule as the admin list's filter, isNewsLanguageComplete).
 */
export function completeLanguages(draft: NewsDraft): ReadonlySet<Language> {
  return new Set(
    FORM_LANGUAGES.filter(
      (language) => draft.titles[language].trim() !== '' && richTextHasText(draft.before[language]),
    ),
  );
}

/**
 * What the API would refuse of the draft: its `data` part run through the API's own schema
 * (newsUpdateDataSchema), field by field (`content.bg.title`, `coverAlt.en`, `date`).
 */
export const draftIssues = (draft: NewsDraft): FieldIssue[] =>
  fieldIssues(newsUpdateDataSchema, toNewsInput(draft));

const hasIssue = (issues: readonly FieldIssue[], field: string, type?: string) =>
  issues.some((issue) => issue.field === field && (type === undefined || issue.type === type));

/**
 * When the create or save button is enabled: a cover, nothing the API would refuse, a schedule
 * in the future and, for a new item, a free slug. Texts over their length do not disable it:
 * sending says which (titleAlerts, altAlerts).
 */
export function canSubmit(draft: NewsDraft, editing: boolean, slug: SlugStatus): boolean {
  const refused = draftIssues(draft).filter((issue) => issue.type !== 'max_length');
  return (
    draft.cover !== null &&
    refused.length === 0 &&
    publicationProblem(draft.publication) === undefined &&
    (editing || slug === 'free')
  );
}

/** The languages with a title whose cover text is missing (the cover needs one in each). */
export function missingCoverTexts(draft: NewsDraft): Language[] {
  const issues = draftIssues(draft);
  return FORM_LANGUAGES.filter((language) => hasIssue(issues, `coverAlt.${language}`, 'raw_check'));
}

/** The Bulgarian alerts for titles over 70 characters ('' when every title fits). */
export function titleAlerts(draft: NewsDraft): string[] {
  const issues = draftIssues(draft);
  return FORM_LANGUAGES.filter((language) =>
    hasIssue(issues, `content.${language}.title`, 'max_length'),
  ).map(
    (language) =>
      `${language.toUpperCase()} - въведеното заглавие е по-дълго от ${NEWS_TITLE_MAX_LENGTH} символа`,
  );
}

/** The Bulgarian alerts for pictures' texts longer than the API takes (pictures numbered from the cover). */
export function altAlerts(draft: NewsDraft): string[] {
  const issues = draftIssues(draft);
  const fields = [
    ...(draft.cover ? ['coverAlt'] : []),
    ...draft.gallery.map((_image, index) => `gallery.${index}.alt`),
  ];
  return fields.flatMap((field, index) =>
    LANGUAGES.filter((language) => hasIssue(issues, `${field}.${language}`, 'max_length')).map(
      (language) =>
        `${language.toUpperCase()} - описанието на снимка ${index + 1} е по-дълго от ${NEWS_ALT_MAX_LENGTH} символа`,
    ),
  );
}

export function toNewsInput(draft: NewsDraft): NewsInput {
  return {
    url: draft.url,
    date: draft.date,
    isMediaNews: draft.isMediaNews ? 'true' : 'false',
    content: byLanguage((language) => ({
      title: draft.titles[language].trim(),
      contentOne: richTextToHtml(draft.before[language]),
      contentTwo: richTextToHtml(draft.after[language]),
    })),
    publication: toPublicationInput(draft.publication),
    ...(draft.cover && { coverAlt: coverAltOf(draft.cover) }),
    gallery: galleryEntries(draft.gallery),
  };
}

/**
 * Whether saving an edit sends or deletes files (then `update`); a new order or new texts
 * alone go with `updateTexts`.
 */
export const changesImages = (draft: NewsDraft) =>
  draft.cover?.file != null ||
  draft.gallery.some((image) => image.file) ||
  draft.removed.length > 0;

/** The multipart body of the news writes. */
export function toFormData(draft: NewsDraft, editing: boolean): FormData {
  const form = new FormData();
  form.append('data', JSON.stringify(toNewsInput(draft)));
  if (draft.cover?.file) form.append('cover', draft.cover.file);
  for (const { file } of draft.gallery) if (file) form.append('gallery', file);
  if (editing && draft.removed.length > 0) {
    form.append('imagesToBeDeleted', JSON.stringify(draft.removed));
  }
  return form;
}

/** A draft restored from the browser: pictures whose file could not be kept are dropped. */
export function restorableDraft(draft: NewsDraft): NewsDraft {
  const [cover = null] = keepRestorable(draft.cover ? [draft.cover] : []);
  return { ...draft, cover, gallery: keepRestorable(draft.gallery) };
}
