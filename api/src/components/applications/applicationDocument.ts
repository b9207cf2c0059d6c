// How job applications are stored in the `applications` collection; the CV itself is a file
// of the `applicationCvs` GridFS bucket, named in `cv.file`. Reads are lenient (a document
// written by hand may lack fields); the API writes complete documents.
import type { ApplicationCvType, ApplicationStatus } from '@alu/common/contracts';
import type { ObjectId } from 'mongodb';

export interface ApplicationDocument {
  _id: ObjectId;
  /** The vacancy applied for; '' for a spontaneous application. */
  vacancyId: string;
  /** Its Italian title when the application was sent ('' for a spontaneous one). */
  vacancyTitle: string;
  name: string;
  email: string;
  phone: string;
  coverLetter: string;
  locale: string;
  cv: { file: string; fileName: string; type: ApplicationCvType; bytes: number };
  /** When the applicant gave their consent (the time of sending). */
  consentAt: Date;
  status: ApplicationStatus;
  createdAt: Date;
  statusChangedAt?: Date;
  statusChangedBy?: string;
}

/** What an applicant sends, validated and trimmed. */
export interface ApplicationFields {
  vacancyId: string;
  name: string;
  email: string;
  phone: string;
  coverLetter: string;
  locale: string;
}
