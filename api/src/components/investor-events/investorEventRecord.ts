// How the investors' calendar is stored in the `investorEvents` collection: the fields an
// administrator writes and the publication state news and documents have.
import type { InvestorEventKind } from '@alu/common/contracts';
import type { ObjectId } from 'mongodb';
import type { PublicationFields, StoredPublication } from '../publication';

/** The title in each language: Italian always, as a document's. */
export interface InvestorEventTitles {
  it: string;
  en?: string;
  bg?: string;
}

export interface InvestorEventRecord extends StoredPublication {
  _id: ObjectId;
  /** The event's day, UTC midnight. */
  date: Date;
  titles: InvestorEventTitles;
  kind: InvestorEventKind;
  /** The document the event links to from its date. */
  documentId?: ObjectId;
  updatedAt: Date;
}

/** What an administrator's write sets. */
export interface InvestorEventFields {
  date: Date;
  titles: InvestorEventTitles;
  kind: InvestorEventKind;
  documentId?: ObjectId;
  publication?: PublicationFields;
}
