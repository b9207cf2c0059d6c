/**
 * A picture in several widths and formats: what importing a `.jpg`/`.png` gives (the build's
 * image loader, `tooling/webpack/images.ts`), and what the news remote builds for an
 * uploaded image from the API's variants. Shown by `ResponsiveImage`.
 */
export interface ResponsiveImageData {
  /** Address of the picture in its original format at its largest width. */
  readonly src: string;
  /** Size of `src`, the `width`/`height` attributes (for uploads: the box's aspect ratio). */
  readonly width: number;
  readonly height: number;
  /** `srcset` lists (`url 480w, url 960w`, narrowest first) per format. */
  readonly sources: {
    readonly avif?: string;
    readonly webp?: string;
    /** In the original format (JPEG or PNG); without it the `<img>` has `src` alone. */
    readonly fallback?: string;
  };
}

/**
 * The address of the narrowest copy in the original format (a thumbnail's picture where only
 * one address fits, e.g. a search result).
 */
export function narrowestImageUrl(image: ResponsiveImageData): string {
  const first = image.sources.fallback?.split(',')[0]?.trim().split(/\s+/)[0];
  return first || image.src;
}
