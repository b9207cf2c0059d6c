export {
  documentsUrl,
  inOrder,
  titleIn,
  toListItem,
  usePublishedDocuments,
  type DocumentExtras,
  type PublicDocument,
} from './publishedDocuments';
export {
  DocumentsState,
  type DocumentsStateMessages,
  type DocumentsStateProps,
} from './DocumentsState';
