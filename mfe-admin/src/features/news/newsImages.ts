// The news form's pictures as plain functions: what the editor chose, checked as the server
// would check it (type, size, count) before anything is sent; the gallery's order; the
// texts of each picture per language; what a write sends about them.
import {
  LANGUAGES,
  NEWS_GALLERY_MAX_FILES,
  NEWS_IMAGE_EXTENSIONS,
  NEWS_IMAGE_MAX_BYTES,
  type AltTexts,
  type Language,
  type NewsGalleryEntry,
} from '@alu/common';
import { formatNumber } from '@alu/common/locale-format';

/** A picture of the form: a stored one (`stored`) or a file just chosen (`file`). */
export interface DraftImage {
  /** Stable key of the list (the stored name, or one made for a chosen file). */
  readonly key: string;
  readonly stored: string | null;
  readonly file: File | null;
  readonly alt: Readonly<Record<Language, string>>;
}

export const IMAGE_ACCEPT = NEWS_IMAGE_EXTENSIONS.map((ext) => `.${ext}`).join(',');
/** The types a browser names the accepted files with. */
const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/gif'];
const MAX_MEGABYTES = NEWS_IMAGE_MAX_BYTES / 1024 / 1024;

const noTexts = (): Record<Language, string> =>
  Object.fromEntries(LANGUAGES.map((language) => [language, ''])) as Record<Language, string>;

let chosen = 0;
/** A picture for a file just chosen. */
export function chosenImage(file: File): DraftImage {
  chosen += 1;
  return { key: `new-${chosen}-${file.name}`, stored: null, file, alt: noTexts() };
}

/** A stored picture with its texts. */
export function storedImage(name: string, alt: AltTexts | undefined): DraftImage {
  return { key: name, stored: name, file: null, alt: { ...noTexts(), ...alt } };
}

/** `1,4 MB`, `230 KB`. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) {
    return `${formatNumber(bytes / 1024 / 1024, 'bg', { maximumFractionDigits: 1 })} MB`;
  }
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

const hasImageExtension = (file: File) =>
  (NEWS_IMAGE_EXTENSIONS as readonly string[]).includes(
    file.name.split('.').pop()?.toLowerCase() ?? '',
  );
/** A file whose name or type is not an accepted picture (a browser may not know the type). */
const wrongType = (file: File) =>
  !hasImageExtension(file) || (file.type !== '' && !ACCEPTED_TYPES.includes(file.type));
const tooLarge = (file: File) => file.size > NEWS_IMAGE_MAX_BYTES;
const sizeAlert = (file: File) =>
  `Снимката „${file.name}“ е ${formatBytes(file.size)}: разрешени са до ${MAX_MEGABYTES} MB.`;

/** The chosen cover, or the alert that says why it is refused. */
export function checkCover(files: readonly File[]): { file: File } | { alert: string } {
  if (files.length !== 1) return { alert: 'Само една основна снимка' };
  const [file] = files as [File];
  if (wrongType(file)) return { alert: 'Разрешени са само изображения .jpg .jpeg .png .gif' };
  if (tooLarge(file)) return { alert: sizeAlert(file) };
  return { file };
}

/** The chosen gallery files, or the alert (the selection is then cleared). */
export function checkGallery(
  files: readonly File[],
  alreadyThere: number,
): { files: File[] } | { alert: string } {
  if (files.length + alreadyThere > NEWS_GALLERY_MAX_FILES) return { alert: 'До 10 снимки' };
  if (files.some(wrongType)) return { alert: 'Един или повече файлове са с неразрешен формат' };
  const large = files.find(tooLarge);
  if (large) return { alert: sizeAlert(large) };
  return { files: [...files] };
}

/** The list with the picture at `from` moved to `to` (both clamped to the list). */
export function moveImage<T>(list: readonly T[], from: number, to: number): T[] {
  const target = Math.max(0, Math.min(list.length - 1, to));
  if (from === target || from < 0 || from >= list.length) return [...list];
  const next = [...list];
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved as T);
  return next;
}

const trimmedTexts = (alt: Readonly<Record<Language, string>>): AltTexts =>
  Object.fromEntries(
    LANGUAGES.flatMap((language) =>
      alt[language].trim() ? [[language, alt[language].trim()]] : [],
    ),
  );

export const coverAltOf = (cover: DraftImage): AltTexts => trimmedTexts(cover.alt);

/** The gallery as a write describes it: kept pictures by name, chosen ones by upload index. */
export function galleryEntries(gallery: readonly DraftImage[]): NewsGalleryEntry[] {
  let upload = 0;
  return gallery.map((image) => {
    const alt = trimmedTexts(image.alt);
    if (image.stored) return { file: image.stored, alt };
    const entry = { upload, alt };
    upload += 1;
    return entry;
  });
}

/** After a draft is restored from the browser: pictures whose file could not be kept go. */
export const keepRestorable = (images: readonly DraftImage[]) =>
  images.filter((image) => image.stored !== null || image.file !== null);
