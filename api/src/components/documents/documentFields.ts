// A parsed write (the schema's output) as the fields stored: dates as UTC midnight, the year
// filtered by, only the fields the kind has, titles left blank dropped.
import type * as v from 'valibot';
import type { documentInputSchema } from '@alu/common/contracts/schemas';
import { publicationFields } from '../publication';
import type { DocumentFields, DocumentTitles } from './documentRecord';

export type DocumentInputOutput = v.InferOutput<typeof documentInputSchema>;

/** A `YYYY-MM-DD` date (the schema checked it is real) as stored. */
export const utcDate = (isoDate: string) => new Date(`${isoDate}T00:00:00.000Z`);

/** `YYYY-MM-DD` of a stored date. */
export const isoDateOf = (date: Date) => date.toISOString().slice(0, 10);

function titlesOf(input: DocumentInputOutput['titles']): DocumentTitles {
  return {
    it: input.it,
    ...(input.en ? { en: input.en } : {}),
    ...(input.bg ? { bg: input.bg } : {}),
  };
}

export function toDocumentFields(input: DocumentInputOutput, now: Date): DocumentFields {
  const date = utcDate(input.date);
  const common = {
    titles: titlesOf(input.titles),
    date,
    publication: publicationFields(input.publication, now),
  };
  switch (input.kind) {
    case 'financial-statement':
      return { ...common, kind: input.kind, year: input.year, period: input.period };
    case 'meeting-paper':
      return {
        ...common,
        kind: input.kind,
        year: date.getUTCFullYear(),
        meetingDate: utcDate(input.meetingDate),
      };
    default:
      return { ...common, kind: input.kind, year: date.getUTCFullYear() };
  }
}
