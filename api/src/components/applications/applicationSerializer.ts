// Stored document → wire StoredApplication (the CV's stored name stays inside the API), and
// the cursor of the administrators' list.
import { isApplicationStatus, type StoredApplication } from '@alu/common/contracts';
import type { ApplicationDocument } from './applicationDocument';
import { encodeTimeCursor } from '../../platform/http/timeCursor';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export function toStoredApplication(doc: ApplicationDocument): StoredApplication {
  return {
    _id: doc._id.toHexString(),
    vacancy: doc.vacancyId ? { id: doc.vacancyId, title: text(doc.vacancyTitle) } : null,
    name: text(doc.name),
    email: text(doc.email),
    phone: text(doc.phone),
    coverLetter: text(doc.coverLetter),
    locale: text(doc.locale),
    cv: {
      fileName: text(doc.cv?.fileName),
      type: doc.cv?.type === 'docx' ? 'docx' : 'pdf',
      bytes: typeof doc.cv?.bytes === 'number' ? doc.cv.bytes : 0,
    },
    status: isApplicationStatus(doc.status) ? doc.status : 'new',
    createdAt: (doc.createdAt ?? doc._id.getTimestamp()).toISOString(),
    ...(doc.statusChangedAt ? { statusChangedAt: doc.statusChangedAt.toISOString() } : {}),
    ...(doc.statusChangedBy ? { statusChangedBy: doc.statusChangedBy } : {}),
  };
}

/** The cursor after `doc` in the newest-first list. */
export const cursorAfter = (doc: ApplicationDocument): string =>
  encodeTimeCursor(doc.createdAt, doc._id);
