// Where an item's images end up after a write: the cover, the gallery in the order the editor
// set, and each image's alternative texts. Checked before any file is stored, resolved after.
import { ValidationError } from '../../platform/errors/domainErrors';
import type { AltTexts, GalleryEntry, NewsFields } from './newsFields';

export interface ImageLayout {
  cover: string;
  gallery: string[];
  /** As stored: a list (see NewsDocument.alts). */
  alts: { file: string; text: AltTexts }[];
}

/** Refuses a gallery list that does not name every kept image and every upload once. */
export function checkGalleryEntries(
  entries: readonly GalleryEntry[] | undefined,
  kept: readonly string[],
  uploads: number,
): void {
  if (!entries) return;
  const named = entries.map((entry, index) => {
    if ('file' in entry) {
      if (!kept.includes(entry.file)) {
        throw new ValidationError(
          `gallery.${index}.file`,
          `gallery.${index}.file is not a kept image of the item`,
        );
      }
      return `file:${entry.file}`;
    }
    if (entry.upload >= uploads) {
      throw new ValidationError(
        `gallery.${index}.upload`,
        `gallery.${index}.upload names no uploaded file`,
      );
    }
    return `upload:${entry.upload}`;
  });
  if (new Set(named).size !== named.length || named.length !== kept.length + uploads) {
    throw new ValidationError(
      'gallery',
      'gallery must list every kept image and every upload once',
    );
  }
}

/**
 * The layout after a write that kept `kept` of the gallery, stored `uploaded` (names, in
 * request order) and has `cover`; texts not sent are kept for images still used.
 */
export function resolveLayout(
  { coverAlt, gallery: entries }: Pick<NewsFields, 'coverAlt' | 'gallery'>,
  {
    cover,
    kept,
    uploaded,
    previousAlts,
  }: {
    cover: string;
    kept: readonly string[];
    uploaded: readonly string[];
    previousAlts: Record<string, AltTexts>;
  },
): ImageLayout {
  const gallery = entries
    ? entries.map((entry) => ('file' in entry ? entry.file : (uploaded[entry.upload] ?? '')))
    : [...kept, ...uploaded];
  const used = new Set([cover, ...gallery]);
  const alts = Object.fromEntries(Object.entries(previousAlts).filter(([name]) => used.has(name)));
  entries?.forEach((entry, index) => {
    const name = gallery[index] ?? '';
    if (Object.keys(entry.alt).length > 0) alts[name] = entry.alt;
    else delete alts[name];
  });
  if (coverAlt) alts[cover] = coverAlt;
  return { cover, gallery, alts: Object.entries(alts).map(([file, text]) => ({ file, text })) };
}
