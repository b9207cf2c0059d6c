import {
  isShownPublicly,
  PUBLIC_LANGUAGE,
  type Language,
  type NewsContent,
  type NewsItem,
  type SiteLocale,
} from '@alu/common';

const hasTitle = (content: Partial<NewsContent> | undefined): content is NewsContent =>
  typeof content?.title === 'string' && content.title.trim() !== '';

/** What a page shows of an item: its text in the visitor's language, else the Italian one. */
export interface ShownContent extends NewsContent {
  /** The language the text is in; differs from the page's when it fell back to Italian. */
  readonly language: Language;
}

/**
 * The content an item shows on the site in `locale`: that language's when it has a title,
 * the Italian otherwise (listed with a language label, never hidden or blank).
 */
export function publicContent(item: NewsItem, locale: SiteLocale = 'it'): ShownContent {
  const own = item.content[locale] as Partial<NewsContent> | undefined;
  if (hasTitle(own)) return { ...own, language: locale };
  return { ...item.content[PUBLIC_LANGUAGE], language: PUBLIC_LANGUAGE };
}

/**
 * Whether an item from the API can be shown publicly: a well-formed item with an Italian
 * title (every public language falls back to it). An item written only in other languages
 * has nothing to show on the Italian site and the others fall back to Italian.
 */
export function isPublicNewsItem(value: unknown): value is NewsItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Partial<NewsItem>;
  return (
    typeof item.url === 'string' &&
    item.url !== '' &&
    item.content !== undefined &&
    isShownPublicly(item.content)
  );
}

/** Address of an article's page. */
export function articlePath(item: Pick<NewsItem, 'url'>): string {
  return `/news/${encodeURIComponent(item.url)}`;
}
