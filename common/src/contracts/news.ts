// Wire contract of the news API, shared by the API, the news remote
// and the admin remote. Pure types and constants: the API imports it too.
import type * as v from 'valibot';
import type {
  adminNewsItemSchema,
  newsAdminPageSchema,
  newsContentSchema,
  newsItemSchema,
  newsPageSchema,
} from './schemas/news';
import type { newsCreateDataSchema } from './schemas/newsForm';
import type { PublicationState } from './publication';

export const LANGUAGES = ['bg', 'en', 'de', 'it'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The language the public pages read. */
export const PUBLIC_LANGUAGE: Language = 'it';

/**
 * Whether an item can be shown on the public site: it needs its Italian title, the version
 * every site falls back to. An item written only in other languages is stored, and shown
 * nowhere.
 */
export function isShownPublicly(content: {
  readonly [L in Language]?: { readonly title?: unknown };
}): boolean {
  const title = content[PUBLIC_LANGUAGE]?.title;
  return typeof title === 'string' && title.trim() !== '';
}

export type NewsContent = v.InferOutput<typeof newsContentSchema>;

/** An item as visitors read it (schema: `newsItemSchema`). */
export type NewsItem = v.InferOutput<typeof newsItemSchema>;

/** What an image shows, in the languages it was described in. */
export type AltTexts = Readonly<Partial<Record<Language, string>>>;

/** Characters of one alternative text. */
export const NEWS_ALT_MAX_LENGTH = 250;

/**
 * An image's alternative text for a page in `language`: its own, else the Italian one, else
 * `fallback` (the item's title).
 */
export function altTextIn(
  item: Pick<NewsItem, 'alts'>,
  file: string,
  language: Language,
  fallback: string,
): string {
  const alts = item.alts?.[file];
  return alts?.[language]?.trim() || alts?.[PUBLIC_LANGUAGE]?.trim() || fallback;
}

/** One gallery image of a write, in the order the gallery shows them. */
export type NewsGalleryEntry = NonNullable<NewsInput['gallery']>[number];

/** How many items `GET /api/news/latest` returns (newest company news, not media items). */
export const LATEST_NEWS_COUNT = 3;

/** Public path of news images: `${NEWS_UPLOADS_PATH}/${file}`. */
export const NEWS_UPLOADS_PATH = '/uploads/news';

export function newsImageUrl(file: string): string {
  return `${NEWS_UPLOADS_PATH}/${encodeURIComponent(file)}`;
}

/**
 * Widths (px) of the resized copies the API makes of a JPEG or PNG news image, on first
 * request, at `?w={width}&fm={format}`; never wider than the image itself.
 */
export const NEWS_IMAGE_VARIANT_WIDTHS = [480, 720, 960, 1200] as const;
export type NewsImageVariantWidth = (typeof NEWS_IMAGE_VARIANT_WIDTHS)[number];
/** Formats of those copies. */
export const NEWS_IMAGE_VARIANT_FORMATS = ['avif', 'webp'] as const;
export type NewsImageVariantFormat = (typeof NEWS_IMAGE_VARIANT_FORMATS)[number];

/** Whether a stored image has resized copies: JPEG and PNG do; a GIF (maybe animated) not. */
export function hasNewsImageVariants(file: string): boolean {
  return /\.(jpe?g|png)$/i.test(file);
}

export function newsImageVariantUrl(
  file: string,
  width: NewsImageVariantWidth,
  format: NewsImageVariantFormat,
): string {
  return `${newsImageUrl(file)}?w=${width}&fm=${format}`;
}

/** One page of the public list (`GET /api/news?kind=&limit=&cursor=`), newest first. */
export type NewsPage = v.InferOutput<typeof newsPageSchema>;

/** The public list's pages: the news page loads this many more each time. */
export const NEWS_PAGE_SIZE = { default: 12, max: 100 } as const;

export const NEWS_API = {
  /**
   * Every item visitors see, newest first, as an array; with any of
   * `kind` (`news`/`media`), `limit`, `cursor`, one {@link NewsPage}.
   */
  list: '/api/news',
  page: (kind: 'news' | 'media', limit: number) => `/api/news?kind=${kind}&limit=${limit}`,
  latest: '/api/news/latest',
  /** `GET` answers an array whose first element is the article; `[]` (404) when unknown. */
  article: (url: string) => `/api/news/${encodeURIComponent(url)}`,
} as const;

// ── Writing news (administrators) ─────────────────────────────────────────────────────────

/** A slug: lowercase letters, digits and hyphens, at most {@link NEWS_SLUG_MAX_LENGTH}. */
export const NEWS_SLUG_MAX_LENGTH = 200;
export const NEWS_SLUG_PATTERN = /^[a-z0-9-]{1,200}$/;
/** Slugs an article cannot have: `GET /api/news/latest` answers the latest-news strip. */
export const NEWS_RESERVED_SLUGS: readonly string[] = ['latest'];
/** Characters of a title, in every language. */
export const NEWS_TITLE_MAX_LENGTH = 70;
/** Characters of each rich-text block (HTML). */
export const NEWS_RICH_TEXT_MAX_LENGTH = 20000;
export const NEWS_GALLERY_MAX_FILES = 10;
/** Image types the form and the API accept (the API checks the bytes, not the name). */
export const NEWS_IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif'] as const;
/** Bytes of one uploaded image. */
export const NEWS_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/**
 * Pictures larger than this are refused before they are decoded (a 5 MB file can claim any
 * size: a decompression bomb). 40 megapixels is more than any camera of the site's own.
 */
export const NEWS_IMAGE_MAX_PIXELS = 40_000_000;

/**
 * The `data` part of the multipart writes, as the admin form sends it (schema:
 * `newsCreateDataSchema`): `url`, `date` (`DD-MM-YYYY`), `isMediaNews` (the radio's
 * `'true'`/`'false'`), `content`; `publication` (absent: a new item is published at once, an
 * update keeps the state); `coverAlt` (when sent, one text for every language with a title);
 * `gallery` (the gallery as it will be, in order, every kept image and every upload once;
 * absent: kept images, then the uploads).
 */
export type NewsInput = v.InferInput<typeof newsCreateDataSchema>;

/** An item as the administrators' API answers it: with its publication and last save. */
export type AdminNewsItem = v.InferOutput<typeof adminNewsItemSchema>;

/** Whether a language of an item is complete: it has a title and its first text. */
export function isNewsLanguageComplete(content: NewsContent): boolean {
  return content.title.trim() !== '' && content.contentOne.replace(/<[^>]*>/g, '').trim() !== '';
}

/** Filters of the administrators' news list. */
export interface NewsAdminFilter {
  readonly state?: PublicationState;
  /** `news` (company news) or `media` (media mentions). */
  readonly kind?: 'news' | 'media';
  /** Part of the slug or of a title in any language. */
  readonly q?: string;
  /** Items whose text in this language is missing (no title or no first text). */
  readonly missing?: Language;
}

export type NewsAdminPage = v.InferOutput<typeof newsAdminPageSchema>;

export const NEWS_ADMIN_PAGE_SIZE = { default: 30, max: 50 } as const;

/**
 * Administrator calls (`Authorization: Bearer <token>`). `create`, `update` and `updateTexts`
 * take multipart form data: `data` (JSON {@link NewsInput}), `cover` (one image), `gallery`
 * (up to {@link NEWS_GALLERY_MAX_FILES}), and for `update` `imagesToBeDeleted` (JSON list of
 * file names of the item); `create` also sends the slug in the `path` header.
 */
export const NEWS_ADMIN_API = {
  create: '/api/news',
  update: (url: string) => `/api/news/update/${encodeURIComponent(url)}`,
  updateTexts: (url: string) => `/api/news/updateTexts/${encodeURIComponent(url)}`,
  /** `POST { url }` → `{ valid }`: well-formed, not reserved and not taken. */
  validateUrl: '/api/news/validate-url',
  remove: (id: string) => `/api/news/${encodeURIComponent(id)}`,
  /**
   * `GET` a {@link NewsAdminPage} of every item, whatever its state, newest first:
   * `?state=&kind=&q=&missing=&limit=&cursor=`.
   */
  list: '/api/admin/news',
  /** `GET` one {@link AdminNewsItem} by id, whatever its state (the preview reads it). */
  item: (id: string) => `/api/admin/news/${encodeURIComponent(id)}`,
} as const;

/** The site's page previewing an item as visitors will see it (administrators only). */
export function newsPreviewPath(id: string): string {
  return `/news/preview/${encodeURIComponent(id)}`;
}

/**
 * Where the admin keeps the administrator's token in localStorage; the news preview reads it
 * there, on the same origin.
 */
export const ADMIN_TOKEN_STORAGE_KEY = 'token';
