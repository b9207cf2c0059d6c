// How news items are stored in the `news` collection. Reads are lenient (documents written by
// older tools may lack fields or carry isMediaNews as the form's strings); writes are strict.
import type { Language, NewsContent } from '@alu/common/contracts';
import type { ObjectId } from 'mongodb';
import type { PublicationFields, StoredPublication } from '../publication';

export interface StoredNewsContent {
  title?: unknown;
  contentOne?: unknown;
  contentTwo?: unknown;
}

export interface NewsDocument extends StoredPublication {
  _id: ObjectId | string;
  url: string;
  content?: Partial<Record<Language, StoredNewsContent>>;
  /** A BSON Date at UTC midnight (older documents may hold a string). */
  date?: Date | string;
  cover?: string;
  gallery?: string[];
  isMediaNews?: boolean | 'true' | 'false';
  /**
   * Alternative texts of the images, per language (absent on older items). A list, not a map
   * by file name: stored field names cannot hold the dot of `name.jpg`.
   */
  alts?: { file?: unknown; text?: Partial<Record<Language, unknown>> }[];
  /** When an administrator last saved it (absent on sample content). */
  updatedAt?: Date;
}

/** A complete item as the API writes it. */
export interface NewNewsDocument extends PublicationFields {
  url: string;
  content: Record<Language, NewsContent>;
  date: Date;
  cover: string;
  gallery: string[];
  isMediaNews: boolean;
  alts?: { file: string; text: Partial<Record<Language, string>> }[];
}
