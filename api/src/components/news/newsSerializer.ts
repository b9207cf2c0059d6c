// Stored document → wire NewsItem: every field present and typed, HTML sanitised.
import type { AdminNewsItem, Language, NewsContent, NewsItem } from '@alu/common/contracts';
import type { AltTexts } from './newsFields';
import { toPublication } from '../publication';
import { ObjectId } from 'mongodb';
import { sanitizeRichText } from '../../platform/html/sanitizeHtml';
import { LANGUAGES } from '@alu/common/contracts';
import type { NewsDocument, StoredNewsContent } from './newsDocument';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function toContent(stored: StoredNewsContent | undefined): NewsContent {
  return {
    title: text(stored?.title),
    contentOne: sanitizeRichText(text(stored?.contentOne)),
    contentTwo: sanitizeRichText(text(stored?.contentTwo)),
  };
}

/** `YYYY-MM-DD`; also accepts ISO strings and the admin form's `DD-MM-YYYY`; '' otherwise. */
export function formatNewsDate(value: unknown): string {
  if (value instanceof Date) {
    return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  }
  if (typeof value !== 'string') return '';
  const iso = /^(\d{4}-\d{2}-\d{2})(T|$)/.exec(value);
  if (iso) return iso[1] ?? '';
  const form = /^(\d{2})-(\d{2})-(\d{4})$/.exec(value);
  return form ? `${form[3]}-${form[2]}-${form[1]}` : '';
}

/** A `YYYY-MM-DD` calendar date as stored: a Date at UTC midnight. */
export function newsDateValue(isoDate: string): Date {
  const date = new Date(`${isoDate}T00:00:00.000Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate) || formatNewsDate(date) !== isoDate) {
    throw new RangeError(`not a calendar date: ${isoDate}`);
  }
  return date;
}

export function toNewsItem(doc: NewsDocument): NewsItem {
  const content = Object.fromEntries(
    LANGUAGES.map((language) => [language, toContent(doc.content?.[language])]),
  ) as Record<Language, NewsContent>;
  return {
    _id: doc._id instanceof ObjectId ? doc._id.toHexString() : String(doc._id),
    url: text(doc.url),
    content,
    date: formatNewsDate(doc.date),
    cover: text(doc.cover),
    gallery: Array.isArray(doc.gallery)
      ? doc.gallery.filter((file): file is string => typeof file === 'string')
      : [],
    // The admin form posts the radio's value as the string 'true' or 'false'.
    isMediaNews: doc.isMediaNews === true || doc.isMediaNews === 'true',
    alts: storedAlts(doc),
  };
}

/** The texts of the item's own images, strings only (plain text: pages escape it). */
export function storedAlts(doc: NewsDocument): Record<string, AltTexts> {
  const own = new Set([doc.cover, ...(Array.isArray(doc.gallery) ? doc.gallery : [])]);
  const alts: Record<string, AltTexts> = {};
  for (const { file, text: texts } of Array.isArray(doc.alts) ? doc.alts : []) {
    if (typeof file !== 'string' || !own.has(file)) continue;
    if (typeof texts !== 'object' || texts === null) continue;
    const strings = Object.fromEntries(
      LANGUAGES.flatMap((language) => {
        const text = texts[language];
        return typeof text === 'string' && text !== '' ? [[language, text]] : [];
      }),
    );
    if (Object.keys(strings).length > 0) alts[file] = strings;
  }
  return alts;
}

/** An item as administrators read it: with its state at `now` and its last save. */
export function toAdminNewsItem(doc: NewsDocument, now: Date): AdminNewsItem {
  return {
    ...toNewsItem(doc),
    publication: toPublication(doc, now),
    updatedAt: doc.updatedAt instanceof Date ? doc.updatedAt.toISOString() : null,
  };
}
