// Stored document → the wire forms visitors and administrators read.
import {
  documentFileUrl,
  documentThumbnailUrl,
  type AdminDocument,
  type DocumentFileVersion,
  type PublicDocument,
} from '@alu/common/contracts';
import { toPublication } from '../publication';
import { isoDateOf } from './documentFields';
import type { DocumentRecord } from './documentRecord';

export function toPublicDocument(doc: DocumentRecord): PublicDocument {
  return {
    _id: doc._id.toHexString(),
    slug: doc.slug,
    url: documentFileUrl(doc.slug),
    titles: doc.titles,
    kind: doc.kind,
    year: doc.year,
    period: doc.period ?? null,
    meetingDate: doc.meetingDate ? isoDateOf(doc.meetingDate) : null,
    date: isoDateOf(doc.date),
    size: doc.file.size,
    fileUpdatedAt: doc.file.uploadedAt.toISOString(),
    thumbnailUrl: doc.thumbnail ? documentThumbnailUrl(doc.slug) : null,
  };
}

/** Every file the document had, newest (the served one) first, numbered from the oldest. */
function versionsOf(doc: DocumentRecord): DocumentFileVersion[] {
  const all = [...doc.earlierFiles, doc.file];
  const id = doc._id.toHexString();
  return all
    .map((file, index) => ({
      version: index + 1,
      uploadedAt: file.uploadedAt.toISOString(),
      size: file.size,
      current: index === all.length - 1,
      url: `/api/admin/documents/${id}/files/${index + 1}`,
    }))
    .reverse();
}

export function toAdminDocument(doc: DocumentRecord, now: Date): AdminDocument {
  return {
    ...toPublicDocument(doc),
    publication: toPublication(doc, now),
    files: versionsOf(doc),
    thumbnail: doc.thumbnail
      ? {
          source: doc.thumbnail.source,
          madeAt: doc.thumbnail.madeAt.toISOString(),
          size: doc.thumbnail.size,
          url: `/api/admin/documents/${doc._id.toHexString()}/thumbnail`,
        }
      : null,
    updatedAt: doc.updatedAt.toISOString(),
  };
}

/** The stored file of version `version` (1 the oldest), or undefined. */
export function fileVersion(doc: DocumentRecord, version: number) {
  return [...doc.earlierFiles, doc.file][version - 1];
}
