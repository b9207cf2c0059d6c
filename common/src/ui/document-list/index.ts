// Lists of downloadable documents and the link of one document.
// A subpath of @alu/common, not in the shared package index: only the pages that use it
// bundle it, so a first visit elsewhere never downloads it.
export { DocumentLink } from '../document-link/DocumentLink';
export type { DocumentLinkProps } from '../document-link/DocumentLink';
export { DocumentList } from './DocumentList';
export type { DocumentListProps, DocumentListItem, DocumentListLayout } from './DocumentList';
