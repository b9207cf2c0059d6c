// Runtime copies of constants of the wire contract (@alu/common/contracts). The compiled API
// runs on plain Node and cannot load that TypeScript file, so only its types are imported;
// newsContract.test.ts keeps these values equal to the contract's.
import type { Language } from '@alu/common/contracts';

export const LANGUAGES = ['bg', 'en', 'de', 'it'] as const satisfies readonly Language[];

/** Items answered by GET /api/news/latest. */
export const LATEST_NEWS_COUNT = 3;

/** Public path of news images (served by the uploads router). */
export const NEWS_UPLOADS_PATH = '/uploads/news';

/** What the admin form allows for a slug; anything else cannot exist. */
export const NEWS_SLUG_PATTERN = /^[a-z0-9-]{1,200}$/;
/** `GET /api/news/latest` shadows an article with this slug. */
export const NEWS_RESERVED_SLUGS: readonly string[] = ['latest'];

/** Limits of the admin form. */
export const NEWS_TITLE_MAX_LENGTH = 70;
export const NEWS_RICH_TEXT_MAX_LENGTH = 20000;
export const NEWS_GALLERY_MAX_FILES = 10;
export const NEWS_IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif'] as const;
export const NEWS_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/**
 * Pictures larger than this are refused before they are decoded (a 5 MB file can claim any
 * size: a decompression bomb). 40 megapixels is more than any camera of the site's own.
 */
export const NEWS_IMAGE_MAX_PIXELS = 40_000_000;

/** Widths and formats of the resized copies of a news image (`?w=…&fm=…`). */
export const NEWS_IMAGE_VARIANT_WIDTHS = [480, 720, 960, 1200] as const;
export const NEWS_IMAGE_VARIANT_FORMATS = ['avif', 'webp'] as const;
