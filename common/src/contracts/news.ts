// Wire contract of the news API (doc 2 §3 "News item"), shared by the API, the news remote
// and the admin remote. Pure types and constants: the API imports it too.

export const LANGUAGES = ['bg', 'en', 'de', 'it'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The language the public pages read. */
export const PUBLIC_LANGUAGE: Language = 'it';

export interface NewsContent {
  readonly title: string;
  /** Sanitised HTML shown before the gallery. */
  readonly contentOne: string;
  /** Sanitised HTML shown after the gallery. */
  readonly contentTwo: string;
}

export interface NewsItem {
  readonly _id: string;
  /** Slug: lowercase letters, digits and hyphens; unique. */
  readonly url: string;
  readonly content: Readonly<Record<Language, NewsContent>>;
  /** Calendar date of the item, ISO 8601 `YYYY-MM-DD`. */
  readonly date: string;
  /** File name of the cover image under {@link NEWS_UPLOADS_PATH}. */
  readonly cover: string;
  /** File names of the gallery images under {@link NEWS_UPLOADS_PATH}. */
  readonly gallery: readonly string[];
  /** true for "Cosa dicono di noi" (media mentions), false for company news. */
  readonly isMediaNews: boolean;
}

/** How many items `GET /api/news/latest` returns (newest company news, not media items). */
export const LATEST_NEWS_COUNT = 3;

/** Public path of news images: `${NEWS_UPLOADS_PATH}/${file}`. */
export const NEWS_UPLOADS_PATH = '/uploads/news';

export function newsImageUrl(file: string): string {
  return `${NEWS_UPLOADS_PATH}/${encodeURIComponent(file)}`;
}

export const NEWS_API = {
  list: '/api/news',
  latest: '/api/news/latest',
  /** `GET` answers an array whose first element is the article; `[]` (404) when unknown. */
  article: (url: string) => `/api/news/${encodeURIComponent(url)}`,
} as const;
