// Stored document → wire Career: every field present as a string, HTML sanitised on every read.
import type { Career } from '@alu/common/contracts';
import { formatCalendarDate } from '../dates/calendarDate';
import { sanitizeRichText } from '../html/sanitizeHtml';
import type { CareerDocument } from './careerDocument';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export function toCareer(doc: CareerDocument): Career {
  return {
    _id: doc._id.toHexString(),
    // Plain text: pages escape it.
    title: text(doc.title),
    startDate: formatCalendarDate(doc.startDate),
    endDate: formatCalendarDate(doc.endDate),
    responsibilities: sanitizeRichText(text(doc.responsibilities)),
    requirements: sanitizeRichText(text(doc.requirements)),
    additional: sanitizeRichText(text(doc.additional)),
  };
}
