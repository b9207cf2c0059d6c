import type { PublicDocument } from '../../../shared/documents/publishedDocuments';
import { MEETING_DOCUMENTS, type MeetingDocumentKey } from './generalMeetings.data';

export interface GeneralMeeting {
  /** ISO date of the meeting. */
  readonly date: string;
  /** The paper of each column, where published. */
  readonly papers: Partial<Readonly<Record<MeetingDocumentKey, PublicDocument>>>;
}

export interface GeneralMeetings {
  /** One per meeting, newest first. */
  readonly meetings: readonly GeneralMeeting[];
  /** Papers that fit no column (listed under the table). */
  readonly others: readonly PublicDocument[];
}

/**
 * A paper goes in the column its address ends with (`assemblea-2019-verbale`: the minutes),
 * as the papers have been named from the start; a paper named otherwise is listed apart.
 */
const ENDINGS: Readonly<Record<MeetingDocumentKey, string>> = {
  agenda: '-ordine-del-giorno',
  proxy: '-delega',
  invitation: '-invito',
  minutes: '-verbale',
};

const columnOf = (paper: PublicDocument): MeetingDocumentKey | undefined =>
  MEETING_DOCUMENTS.find((column) => paper.slug.endsWith(ENDINGS[column.key]))?.key;

/** The published meeting papers as the table's rows (a column's first paper wins). */
export function generalMeetings(papers: readonly PublicDocument[]): GeneralMeetings {
  const byDate = new Map<string, Partial<Record<MeetingDocumentKey, PublicDocument>>>();
  const others: PublicDocument[] = [];
  for (const paper of papers) {
    const date = paper.meetingDate ?? paper.date;
    const column = columnOf(paper);
    const row = byDate.get(date) ?? {};
    if (column && !row[column]) {
      row[column] = paper;
      byDate.set(date, row);
    } else {
      others.push(paper);
    }
  }
  const meetings = [...byDate]
    .sort(([a], [b]) => b.localeCompare(a))
    .map(([date, row]) => ({ date, papers: row }));
  return { meetings, others };
}
