import { PUBLIC_LANGUAGE, type NewsContent, type NewsItem } from '@alu/common';

/** The Italian content the public pages read. */
export function publicContent(item: NewsItem): NewsContent {
  return item.content[PUBLIC_LANGUAGE];
}

/**
 * Whether an item from the API can be shown publicly: a well-formed item with an Italian
 * title. An item published only in other languages has nothing to show on the Italian site.
 */
export function isPublicNewsItem(value: unknown): value is NewsItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Partial<NewsItem>;
  const content = item.content?.[PUBLIC_LANGUAGE] as Partial<NewsContent> | undefined;
  return (
    typeof item.url === 'string' &&
    item.url !== '' &&
    typeof content?.title === 'string' &&
    content.title.trim() !== ''
  );
}

/** Address of an article's page. */
export function articlePath(item: Pick<NewsItem, 'url'>): string {
  return `/news/${encodeURIComponent(item.url)}`;
}
