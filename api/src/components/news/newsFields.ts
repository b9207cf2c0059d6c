// The fields of a news write as the API stores them: the `data` part, parsed by its schema
// (newsCreateDataSchema / newsUpdateDataSchema in @alu/common/contracts/schemas), with its rich
// text sanitised, its date as the stored Date and its schedule checked against the API's clock.
import * as v from 'valibot';
import type { Language, NewsContent } from '@alu/common/contracts';
import { newsSlugSchema, type newsUpdateDataSchema } from '@alu/common/contracts/schemas';
import { calendarDateValue } from '../../platform/dates/calendarDate';
import { sanitizeRichText } from '../../platform/html/sanitizeHtml';
import { publicationFields, type PublicationFields } from '../publication';

/** The fields of an item an administrator writes, validated and sanitised. */
export interface NewsFields {
  content: Record<Language, NewsContent>;
  date: Date;
  isMediaNews: boolean;
  /** The state asked for; absent when the write sends none. */
  publication?: PublicationFields;
  /** The cover's alternative texts; absent when the write sends none. */
  coverAlt?: AltTexts;
  /** The gallery in order with its texts; absent: kept images then uploads. */
  gallery?: GalleryEntry[];
}

export type AltTexts = Partial<Record<Language, string>>;

/** A gallery image of a write: a kept stored image or the n-th upload, with its texts. */
export type GalleryEntry = ({ file: string } | { upload: number }) & { alt: AltTexts };

/** The `data` of a write as its schema answers it (a new item's adds its slug). */
export type NewsData = v.InferOutput<typeof newsUpdateDataSchema>;

/** Whether a slug is well-formed and not reserved (whether it is taken is the database's). */
export const isNewsSlug = (slug: unknown): slug is string => v.is(newsSlugSchema, slug);

/** The texts written (a blank one means none). */
const written = (texts: AltTexts): AltTexts =>
  Object.fromEntries(Object.entries(texts).filter(([, text]) => text !== ''));

/** The stored fields of a parsed write at `now` (a schedule must lie after it). */
export function toNewsFields(data: NewsData, now: Date): NewsFields {
  const content = Object.fromEntries(
    Object.entries(data.content).map(([language, texts]) => [
      language,
      {
        title: texts.title,
        contentOne: sanitizeRichText(texts.contentOne),
        contentTwo: sanitizeRichText(texts.contentTwo),
      },
    ]),
  ) as Record<Language, NewsContent>;
  const publication = publicationFields(data.publication, now);
  return {
    content,
    date: calendarDateValue(data.date),
    isMediaNews: data.isMediaNews,
    ...(publication && { publication }),
    ...(data.coverAlt && { coverAlt: written(data.coverAlt) }),
    ...(data.gallery && {
      gallery: data.gallery.map((entry): GalleryEntry =>
        entry.file !== undefined
          ? { file: entry.file, alt: written(entry.alt) }
          : { upload: entry.upload as number, alt: written(entry.alt) },
      ),
    }),
  };
}
