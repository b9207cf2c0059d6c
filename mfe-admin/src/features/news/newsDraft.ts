// The news form's state and rules as plain functions, so they are tested
// without rendering the form.
import {
  LANGUAGES,
  NEWS_GALLERY_MAX_FILES,
  NEWS_IMAGE_EXTENSIONS,
  NEWS_TITLE_MAX_LENGTH,
  PUBLIC_LANGUAGE,
  type Language,
  type AdminNewsItem,
  type NewsInput,
} from '@alu/common';
import { parseFormDate, toFormDate } from '@alu/common/dates/formDate';
import {
  richTextFromHtml,
  richTextHasText,
  richTextToHtml,
  type RichTextValue,
} from '../../shared/rich-text';
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
  /** A newly chosen cover. */
  readonly cover: File | null;
  /** The stored cover, until the administrator removes it. */
  readonly existingCover: string | null;
  readonly gallery: readonly File[];
  /** Stored gallery images the administrator keeps. */
  readonly existingGallery: readonly string[];
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
    existingCover: null,
    gallery: [],
    existingGallery: [],
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
    cover: null,
    existingCover: item.cover || null,
    gallery: [],
    existingGallery: [...item.gallery],
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

/** When the create or save button is enabled. */
export function canSubmit(draft: NewsDraft, editing: boolean, slug: SlugStatus): boolean {
  const dateValid =
    parseFormDate(draft.date) !== undefined && publicationProblem(draft.publication) === undefined;
  if (editing)
    return (draft.cover !== null || draft.existingCover !== null) && hasTitle(draft) && dateValid;
  return draft.cover !== null && slug === 'free' && hasTitle(draft) && dateValid;
}

/** The Bulgarian alerts for titles over 70 characters ('' when every title fits). */
export function titleAlerts(draft: NewsDraft): string[] {
  return FORM_LANGUAGES.filter(
    (language) => draft.titles[language].length > NEWS_TITLE_MAX_LENGTH,
  ).map(
    (language) =>
      `${language.toUpperCase()} - въведеното заглавие е по-дълго от ${NEWS_TITLE_MAX_LENGTH} символа`,
  );
}

export const IMAGE_ACCEPT = NEWS_IMAGE_EXTENSIONS.map((ext) => `.${ext}`).join(',');
const hasImageExtension = (file: File) =>
  (NEWS_IMAGE_EXTENSIONS as readonly string[]).includes(
    file.name.split('.').pop()?.toLowerCase() ?? '',
  );

/** The chosen cover, or the alert the specification describes. */
export function checkCover(files: readonly File[]): { file: File } | { alert: string } {
  if (files.length !== 1) return { alert: 'Само една основна снимка' };
  const [file] = files as [File];
  if (!hasImageExtension(file)) {
    return { alert: 'Разрешени са само изображения .jpg .jpeg .png .gif' };
  }
  return { file };
}

/** The chosen gallery files, or the alert of the specification (the selection is then cleared). */
export function checkGallery(
  files: readonly File[],
  alreadyThere: number,
): { files: File[] } | { alert: string } {
  if (files.length + alreadyThere > NEWS_GALLERY_MAX_FILES) return { alert: 'До 10 снимки' };
  if (!files.every(hasImageExtension)) {
    return { alert: 'Един или повече файлове са с неразрешен формат' };
  }
  return { files: [...files] };
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
  };
}

/** Whether saving an edit changes images (then `update`, otherwise `updateTexts`). */
export const changesImages = (draft: NewsDraft) =>
  draft.cover !== null || draft.gallery.length > 0 || draft.removed.length > 0;

/** The multipart body of the news writes. */
export function toFormData(draft: NewsDraft, editing: boolean): FormData {
  const form = new FormData();
  form.append('data', JSON.stringify(toNewsInput(draft)));
  if (draft.cover) form.append('cover', draft.cover);
  for (const file of draft.gallery) form.append('gallery', file);
  if (editing && draft.removed.length > 0) {
    form.append('imagesToBeDeleted', JSON.stringify(draft.removed));
  }
  return form;
}
