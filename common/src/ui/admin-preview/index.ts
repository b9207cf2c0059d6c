// Pages that show an item as visitors will see it, to administrators only (the news and
// vacancy previews). A subpath of @alu/common, not in its index: visitors' pages never load it.
export { useAdminPreview, type AdminPreview } from './useAdminPreview';
export { PreviewBar, type PreviewBarProps } from './PreviewBar';
export { PreviewUnavailable } from './PreviewUnavailable';
export { previewLocale } from './previewLocale';
