// Stored document → wire StoredApplication (the CV's stored name stays inside the API), and
// the opaque cursor of the administrators' list.
import { ObjectId } from 'mongodb';
import { isApplicationStatus, type StoredApplication } from '@alu/common/contracts';
import type { ApplicationDocument } from './applicationDocument';
import type { ApplicationsCursor } from './applicationsRepository';

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

/** The cursor after `doc`: its time and id, base64url (opaque to clients). */
export function cursorAfter(doc: ApplicationDocument): string {
  return Buffer.from(`${doc.createdAt.getTime()}.${doc._id.toHexString()}`).toString('base64url');
}

/** A cursor this API made, or undefined for anything else. */
export function parseCursor(value: string): ApplicationsCursor | undefined {
  const match = /^(\d{1,15})\.([0-9a-f]{24})$/.exec(Buffer.from(value, 'base64url').toString());
  if (!match?.[1] || !match[2]) return undefined;
  return { createdAt: new Date(Number(match[1])), id: new ObjectId(match[2]) };
}
