// What other components use of the documents: reading them, and their wire form.
export { DocumentsRepository, DOCUMENTS_COLLECTION } from './documentsRepository';
export { toPublicDocument } from './documentSerializer';
