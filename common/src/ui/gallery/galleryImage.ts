import type { ResponsiveImageData } from '../responsive-image/responsiveImageData';

/** A gallery picture; `alt` says what it shows (the gallery's title otherwise). */
export type GalleryImage = ResponsiveImageData & { readonly alt?: string };
