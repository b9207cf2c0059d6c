// The article and product picture gallery with its full-screen view.
// A subpath of @alu/common, not in the shared package index: only the pages that use it
// bundle it, so a first visit elsewhere never downloads it.
export { ImageGallery } from './ImageGallery';
export type { ImageGalleryProps } from './ImageGallery';
export type { GalleryImage } from './galleryImage';
