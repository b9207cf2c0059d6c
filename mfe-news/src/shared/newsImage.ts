import {
  hasNewsImageVariants,
  NEWS_IMAGE_VARIANT_FORMATS,
  NEWS_IMAGE_VARIANT_WIDTHS,
  newsImageUrl,
  newsImageVariantUrl,
  type NewsImageVariantFormat,
  type ResponsiveImageData,
} from '@alu/common';

/** The ratio of the box a picture is shown in, as `width`/`height` attributes. */
export interface ImageBox {
  readonly width: number;
  readonly height: number;
}

/** Cards and the article's gallery stage are 16:10 boxes; the article's cover is 16:9. */
export const CARD_BOX: ImageBox = { width: 1200, height: 750 };
export const COVER_BOX: ImageBox = { width: 1200, height: 675 };

const srcset = (file: string, format: NewsImageVariantFormat) =>
  NEWS_IMAGE_VARIANT_WIDTHS.map(
    (width) => `${newsImageVariantUrl(file, width, format)} ${width}w`,
  ).join(', ');

/**
 * An uploaded news image (a file name from the API) as a responsive picture: the API's AVIF
 * and WebP copies in every width (made on first request, then kept), the original as the
 * fallback. A GIF has no copies: it is shown as it is.
 */
export function newsImage(file: string, box: ImageBox): ResponsiveImageData {
  const sources: Partial<Record<NewsImageVariantFormat, string>> = {};
  if (hasNewsImageVariants(file)) {
    for (const format of NEWS_IMAGE_VARIANT_FORMATS) sources[format] = srcset(file, format);
  }
  return { src: newsImageUrl(file), width: box.width, height: box.height, sources };
}
