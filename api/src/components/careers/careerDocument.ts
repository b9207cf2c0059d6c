// How vacancies are stored in the `careers` collection. Reads are lenient (a document written
// by hand may lack fields); the API writes complete documents.
import type { ObjectId } from 'mongodb';
import type { CareerText, CareerTranslationLanguage } from '@alu/common/contracts';
import type { PublicationFields, StoredPublication } from '../publication';

export interface CareerDocument extends StoredPublication {
  _id: ObjectId;
  title?: unknown;
  /** A BSON Date at UTC midnight. */
  startDate?: Date | string;
  /** A BSON Date at UTC midnight; the last day the vacancy shows. */
  endDate?: Date | string;
  responsibilities?: unknown;
  requirements?: unknown;
  additional?: unknown;
  /** `{ bg?, en?, de? }`, each a CareerText; the fields above are the Italian version. */
  translations?: unknown;
  createdAt?: Date;
  updatedAt?: Date;
}

/** The fields an administrator writes, validated and sanitised. */
export interface CareerFields {
  title: string;
  startDate: Date;
  endDate: Date;
  responsibilities: string;
  requirements: string;
  additional: string;
  /** Absent in an update that does not send them: the stored ones are kept. */
  translations?: Partial<Record<CareerTranslationLanguage, CareerText>>;
  /** The state asked for; absent when the write sends none (a new vacancy is published). */
  publication?: PublicationFields;
}
