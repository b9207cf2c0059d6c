// How documents are stored in the `documents` collection: the fields an administrator writes,
// the publication state news has, and every file the document had (the newest is served).
import type { DocumentKind, DocumentPeriod, DocumentThumbnailSource } from '@alu/common/contracts';
import type { ObjectId } from 'mongodb';
import type { PublicationFields, StoredPublication } from '../publication';

/** One uploaded file, stored in GridFS under `name` (generated; never the address). */
export interface StoredDocumentFile {
  name: string;
  /** The GridFS file's id: the ETag of this version. */
  fileId: ObjectId;
  size: number;
  uploadedAt: Date;
}

/** The thumbnail: one WebP picture in the same bucket; replaced, never kept as history. */
export interface StoredDocumentThumbnail {
  name: string;
  /** The GridFS file's id: the ETag of the picture. */
  fileId: ObjectId;
  size: number;
  madeAt: Date;
  source: DocumentThumbnailSource;
}

export interface DocumentTitles {
  it: string;
  en?: string;
  bg?: string;
}

export interface DocumentRecord extends StoredPublication {
  _id: ObjectId;
  /** The address: `/uploads/documents/<slug>.pdf`; never changes. */
  slug: string;
  titles: DocumentTitles;
  kind: DocumentKind;
  /** The fiscal year of a financial statement, else the year of `date` (filtered by). */
  year: number;
  period?: DocumentPeriod;
  /** A meeting paper's meeting, UTC midnight. */
  meetingDate?: Date;
  /** The document's date, UTC midnight. */
  date: Date;
  /** The newest file: the one served. */
  file: StoredDocumentFile;
  /** The files it had before, oldest first. */
  earlierFiles: StoredDocumentFile[];
  /** Absent when none could be made (and none was uploaded), and on documents stored before. */
  thumbnail?: StoredDocumentThumbnail;
  updatedAt: Date;
}

/** What an administrator's write sets (besides the slug and the files). */
export interface DocumentFields {
  titles: DocumentTitles;
  kind: DocumentKind;
  year: number;
  period?: DocumentPeriod;
  meetingDate?: Date;
  date: Date;
  publication?: PublicationFields;
}
