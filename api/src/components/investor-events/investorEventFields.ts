// A parsed write (the schema's output) as the fields stored, once the document it links to is
// known to exist: the day as UTC midnight, titles left blank dropped.
import type * as v from 'valibot';
import { ObjectId } from 'mongodb';
import type { investorEventInputSchema } from '@alu/common/contracts/schemas';
import { ValidationError } from '../../platform/errors/domainErrors';
import { calendarDateValue } from '../../platform/dates/calendarDate';
import type { DocumentsRepository } from '../documents';
import { publicationFields } from '../publication';
import type { InvestorEventFields } from './investorEventRecord';

export type InvestorEventInputOutput = v.InferOutput<typeof investorEventInputSchema>;

export async function toInvestorEventFields(
  input: InvestorEventInputOutput,
  documents: DocumentsRepository,
  now: Date,
): Promise<InvestorEventFields> {
  const documentId = input.documentId ? new ObjectId(input.documentId) : undefined;
  if (documentId && !(await documents.findById(documentId))) {
    throw new ValidationError('documentId', 'documentId names no document');
  }
  return {
    date: calendarDateValue(input.date),
    titles: {
      it: input.titles.it,
      ...(input.titles.en ? { en: input.titles.en } : {}),
      ...(input.titles.bg ? { bg: input.titles.bg } : {}),
    },
    kind: input.kind,
    ...(documentId ? { documentId } : {}),
    publication: publicationFields(input.publication, now),
  };
}
