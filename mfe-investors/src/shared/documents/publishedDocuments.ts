// The documents the API publishes, as this remote's pages read them: the reading code is
// @alu/common's (`published-documents`), shared with the corporate remote's policies and legal
// page; the pages import it from here.
export {
  documentsUrl,
  inOrder,
  titleIn,
  toListItem,
  usePublishedDocuments,
  type DocumentExtras,
  type PublicDocument,
} from '@alu/common/published-documents';
