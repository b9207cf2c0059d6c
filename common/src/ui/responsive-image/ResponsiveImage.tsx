import { useSsrStore, type PreloadImage } from '../../federation/ssr/ssrStore';
import type { ResponsiveImageData } from './responsiveImageData';
import styles from './ResponsiveImage.module.css';

/**
 * React 18 does not know the `fetchPriority` prop (it warns and drops it); the lowercase
 * attribute passes through to the element as it is.
 */
const HIGH_FETCH_PRIORITY = { fetchpriority: 'high' } as Readonly<Record<string, string>>;

export interface ArtDirection {
  /** Media query, e.g. `NARROW_SCREEN_QUERY`. */
  readonly media: string;
  /** A different picture (another crop) for screens the query matches. */
  readonly image: ResponsiveImageData;
  /** `sizes` for that picture; the main `sizes` when omitted. */
  readonly sizes?: string;
}

export interface ResponsiveImageProps {
  readonly image: ResponsiveImageData;
  /** Text alternative; `''` for a decorative picture. */
  readonly alt: string;
  /**
   * The width the picture is shown at, per layout (the `sizes` attribute), e.g.
   * `(max-width: 999px) 100vw, 560px`: the browser picks the copy from it.
   */
  readonly sizes: string;
  /**
   * The page's largest picture above the fold (its LCP element): loaded at once and first
   * (`loading="eager"`, `fetchpriority="high"`). Otherwise loaded when it comes near the view.
   */
  readonly priority?: boolean;
  readonly className?: string;
  /** Another picture for screens matching a media query (e.g. portrait on phones). */
  readonly artDirection?: ArtDirection;
}

interface SourceSet {
  readonly type?: string;
  readonly srcSet: string;
}

/** The `<source>` lists of a picture, AVIF first: the browser takes the first it supports. */
function sourceSets(image: ResponsiveImageData, withFallback: boolean): SourceSet[] {
  const { avif, webp, fallback } = image.sources;
  return [
    ...(avif ? [{ type: 'image/avif', srcSet: avif }] : []),
    ...(webp ? [{ type: 'image/webp', srcSet: webp }] : []),
    ...(withFallback ? [{ srcSet: fallback ?? image.src }] : []),
  ];
}

/** The best copy of the picture for the head's preload, per art-directed variant. */
function preloadsOf(
  image: ResponsiveImageData,
  sizes: string,
  artDirection: ArtDirection | undefined,
): PreloadImage[] {
  const best = (picture: ResponsiveImageData, shownAt: string, media?: string): PreloadImage => {
    const [first] = sourceSets(picture, true);
    return { src: picture.src, srcSet: first?.srcSet, sizes: shownAt, type: first?.type, media };
  };
  if (!artDirection) return [best(image, sizes)];
  return [
    best(artDirection.image, artDirection.sizes ?? sizes, artDirection.media),
    best(image, sizes, `not all and ${artDirection.media}`),
  ];
}

/**
 * A picture in the best format and width the browser can use: `<picture>` with AVIF and WebP
 * sources and an `<img>` in the original format with explicit `width`/`height` (the box is
 * reserved before a byte arrives). The same markup on the server and in the browser.
 */
export function ResponsiveImage({
  image,
  alt,
  sizes,
  priority = false,
  className,
  artDirection,
}: ResponsiveImageProps) {
  const directed = artDirection ? sourceSets(artDirection.image, true) : [];
  const store = useSsrStore();
  if (priority && store?.server) {
    for (const preload of preloadsOf(image, sizes, artDirection)) store.preloadImage(preload);
  }
  return (
    <picture className={styles.picture}>
      {directed.map((source) => (
        <source
          key={`${artDirection?.media} ${source.type ?? 'fallback'}`}
          media={artDirection?.media}
          type={source.type}
          srcSet={source.srcSet}
          sizes={artDirection?.sizes ?? sizes}
          width={artDirection?.image.width}
          height={artDirection?.image.height}
        />
      ))}
      {sourceSets(image, false).map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img
        className={className}
        src={image.src}
        srcSet={image.sources.fallback}
        sizes={image.sources.fallback ? sizes : undefined}
        alt={alt}
        width={image.width}
        height={image.height}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        {...(priority ? HIGH_FETCH_PRIORITY : {})}
      />
    </picture>
  );
}
