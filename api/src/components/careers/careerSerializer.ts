// Stored document → wire Career: every field present as a string, HTML sanitised on every read.
import {
  CAREER_TRANSLATION_LANGUAGES,
  type Career,
  type CareerText,
  type CareerTranslationLanguage,
} from '@alu/common/contracts';
import { formatCalendarDate } from '../../platform/dates/calendarDate';
import { sanitizeRichText } from '../../platform/html/sanitizeHtml';
import type { CareerDocument } from './careerDocument';
import { toPublication } from '../publication';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The stored texts of a language, HTML sanitised; none without a title. */
function careerText(value: unknown): CareerText | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const stored = value as Record<string, unknown>;
  const title = text(stored.title);
  if (title === '') return undefined;
  return {
    title,
    responsibilities: sanitizeRichText(text(stored.responsibilities)),
    requirements: sanitizeRichText(text(stored.requirements)),
    additional: sanitizeRichText(text(stored.additional)),
  };
}

function translationsOf(value: unknown): Partial<Record<CareerTranslationLanguage, CareerText>> {
  const stored =
    typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const translations: Partial<Record<CareerTranslationLanguage, CareerText>> = {};
  for (const language of CAREER_TRANSLATION_LANGUAGES) {
    const translated = careerText(stored[language]);
    if (translated) translations[language] = translated;
  }
  return translations;
}

/** A vacancy; with `adminNow`, as administrators read it (with its state at that moment). */
export function toCareer(doc: CareerDocument, adminNow?: Date): Career {
  return {
    _id: doc._id.toHexString(),
    // Plain text: pages escape it.
    title: text(doc.title),
    startDate: formatCalendarDate(doc.startDate),
    endDate: formatCalendarDate(doc.endDate),
    responsibilities: sanitizeRichText(text(doc.responsibilities)),
    requirements: sanitizeRichText(text(doc.requirements)),
    additional: sanitizeRichText(text(doc.additional)),
    translations: translationsOf(doc.translations),
    ...(adminNow && { publication: toPublication(doc, adminNow) }),
  };
}
